/**
 * Reads QR codes and CODE128 barcodes back from pictures, so tests prove an image is scannable and
 * holds the right code instead of trusting the library that drew it. Uses @zxing/library (dev only).
 */
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';

export type CodeFormat = 'qr' | 'code128';

const FORMATS: Record<CodeFormat, BarcodeFormat> = {
  qr: BarcodeFormat.QR_CODE,
  code128: BarcodeFormat.CODE_128,
};

/**
 * Decodes RGBA pixels (a PNG decoded by pngjs, a canvas) and answers the text, or throws when
 * nothing of that format can be read.
 * @example decodeRgba(png.data, png.width, png.height, 'qr') // '1234567890'
 */
export function decodeRgba(rgba: Uint8Array, width: number, height: number, format: CodeFormat): string {
  const gray = new Uint8ClampedArray(width * height);
  for (let index = 0; index < gray.length; index += 1) {
    const at = index * 4;
    // Transparent pixels are paper, as on a screen.
    const alpha = (rgba[at + 3] ?? 255) / 255;
    const luma = 0.299 * (rgba[at] ?? 0) + 0.587 * (rgba[at + 1] ?? 0) + 0.114 * (rgba[at + 2] ?? 0);
    gray[index] = Math.round(luma * alpha + 255 * (1 - alpha));
  }
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [FORMATS[format]]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(gray, width, height)));
  return reader.decode(bitmap, hints).getText();
}

/**
 * Decodes the QR SVG the fake server draws (the `qrcode` package's one-path form: a row of dark
 * modules is `M x y.5h n` then `m dx 0h n` runs) by painting its modules at 4 px each.
 * @example decodeQrSvg(await (await fetch('/__fake/assets/qr-1234567890.svg')).text()) // '1234567890'
 */
export function decodeQrSvg(svg: string): string {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || path === undefined)
    throw new Error('Not a QR SVG of the qrcode package: no viewBox or module path.');
  const scale = 4;
  const width = size * scale;
  const rgba = new Uint8Array(width * width * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command = '', a = '0', b] of path.matchAll(/([MmHh])(-?[\d.]+)(?:\s+(-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Math.floor(Number(b))];
    else if (command === 'm') [x, y] = [x + Number(a), y + Math.floor(Number(b ?? 0))];
    else {
      const run = command === 'h' ? Number(a) : Number(a) - x;
      for (let column = x; column < x + run; column += 1) paintModule(rgba, width, column, y, scale);
      x += run;
    }
  }
  return decodeRgba(rgba, width, width, 'qr');
}

function paintModule(rgba: Uint8Array, width: number, column: number, row: number, scale: number): void {
  for (let dy = 0; dy < scale; dy += 1) {
    for (let dx = 0; dx < scale; dx += 1) {
      const at = ((row * scale + dy) * width + column * scale + dx) * 4;
      rgba[at] = 0;
      rgba[at + 1] = 0;
      rgba[at + 2] = 0;
    }
  }
}
