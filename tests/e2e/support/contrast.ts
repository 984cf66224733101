import type { Locator } from '@playwright/test';

/** sRGB channels of a computed colour ('rgb(92, 92, 92)', 'rgba(…)'). */
function channels(color: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

/** WCAG 2 relative luminance. */
function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/**
 * The WCAG contrast ratio of an element's text colour on its own (opaque) background colour, from
 * the styles the browser computed: what a borrower's eye gets, whatever the stylesheet says.
 * @example expect(await textContrast(page.getByRole('button', { name: 'Loan Now' }))).toBeGreaterThanOrEqual(4.5);
 */
export async function textContrast(element: Locator): Promise<number> {
  const { color, background } = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { color: style.color, background: style.backgroundColor };
  });
  const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
