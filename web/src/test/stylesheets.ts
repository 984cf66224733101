import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/**
 * Puts the theme and the given stylesheets (paths from the repository root) into the document for
 * each test of the calling suite, so happy-dom computes the styles a primitive really gets (Vitest
 * leaves imported CSS empty). Removed after each test.
 * @example applyStylesheets('web/src/ui/tabs/tabs.css'); getComputedStyle(tab).minHeight // '44px'
 */
export function applyStylesheets(...paths: readonly string[]): void {
  const style = document.createElement('style');
  style.textContent = ['web/src/ui/theme.css', ...paths]
    .map((path) => readFileSync(join(process.cwd(), path), 'utf8'))
    .join('\n');
  beforeEach(() => {
    document.head.append(style);
  });
  afterEach(() => {
    style.remove();
  });
}

/** The least size of a tap target, as the gallery spec checks it (CSS px). */
export const TAP_TARGET = 44;

/** A computed length in px ('44px'; 0 for 'auto' or nothing). */
export function px(length: string): number {
  const value = Number.parseFloat(length);
  return Number.isFinite(value) ? value : 0;
}

/** sRGB channels of '#rgb', '#rrggbb' or 'rgb(…)'/'rgba(…)'. */
function channels(colour: string): [number, number, number] {
  const hex = colour.trim().match(/^#([\da-f]{3}|[\da-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
  }
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  if (r === undefined || g === undefined || b === undefined) throw new Error(`not a colour: '${colour}'`);
  return [r, g, b];
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG contrast ratio of two opaque colours.
 * @example contrastRatio('#8a8a8a', '#fff') // 3.45
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
