import { stableHash } from '../store/shared/stable-hash.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Two letters for a logo: the capitals and digits of the name ('PesoGo' → 'PG', '7-Eleven' → '7E'),
 * else its first two letters.
 */
export function initials(name: string): string {
  const marks = name.match(/[A-Z0-9]/g) ?? [];
  return (marks.length >= 2 ? marks.slice(0, 2).join('') : name.slice(0, 2)).toUpperCase();
}

/** A logo: the initials of a name on a coloured rounded square. */
export function logoSvg(name: string, color: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<title>${escapeXml(name)}</title>`,
    `<rect width="96" height="96" rx="22" fill="${escapeXml(color)}"/>`,
    '<text x="48" y="50" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, sans-serif"',
    ` font-size="38" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>`,
    '</svg>',
  ].join('');
}

const SIZE = 25;

function isFinder(x: number, y: number): boolean {
  const inBox = (left: number, top: number) => x >= left && x < left + 7 && y >= top && y < top + 7;
  return inBox(0, 0) || inBox(SIZE - 7, 0) || inBox(0, SIZE - 7);
}

function finderDark(x: number, y: number): boolean {
  const localX = x >= SIZE - 7 ? x - (SIZE - 7) : x;
  const localY = y >= SIZE - 7 ? y - (SIZE - 7) : y;
  const ring = Math.max(Math.abs(localX - 3), Math.abs(localY - 3));
  return ring !== 2;
}

/**
 * A QR-code-like image of a payment code: the three finder squares and modules drawn from the code,
 * the same code always giving the same picture. It looks like a QR code on the pay page; it is not
 * scannable (the fake server has no QR encoder), and the code is printed under it.
 */
export function qrLikeSvg(payload: string): string {
  const cells: string[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const dark = isFinder(x, y) ? finderDark(x, y) : stableHash(`${payload}:${x}:${y}`) % 2 === 0;
      if (dark) cells.push(`M${x + 2} ${y + 2}h1v1h-1z`);
    }
  }
  const width = SIZE + 4;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="232" height="256" viewBox="0 0 ${width} ${width + 3}">`,
    `<title>Payment code ${escapeXml(payload)}</title>`,
    `<rect width="${width}" height="${width + 3}" fill="#fff"/>`,
    `<path d="${cells.join('')}" fill="#000"/>`,
    `<text x="${width / 2}" y="${width + 1.5}" font-family="monospace" font-size="2" text-anchor="middle">${escapeXml(payload)}</text>`,
    '</svg>',
  ].join('');
}
