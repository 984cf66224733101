import type { Locator } from '@playwright/test';
import { PNG } from 'pngjs';
import { type CodeFormat, decodeRgba } from '../../../fake-server/src/test-support/barcode-decode.ts';

/**
 * Reads the QR code or CODE128 barcode a borrower sees in an element, from a screenshot of it:
 * what a phone's camera or a store's scanner would read.
 * @example expect(await readCode(page.getByRole('img', { name: /QR code/ }), 'qr')).toBe(payCode);
 */
export async function readCode(locator: Locator, format: CodeFormat): Promise<string> {
  const png = PNG.sync.read(await locator.screenshot());
  return decodeRgba(png.data, png.width, png.height, format);
}
