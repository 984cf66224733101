import { readFileSync } from 'node:fs';
import { escapeHtml } from '../../pages/html.ts';
import { stableHash } from '../../store/shared/stable-hash.ts';

const PALETTE = ['#2364AA', '#17BEBB', '#E4572E', '#7B2CBF', '#4E6E58', '#F4A259'];

/** A phone screenshot-like picture: the evidence a borrower attaches. */
function evidenceSvg(caption: string, seed: number): string {
  const color = PALETTE[seed % PALETTE.length] ?? '#2364AA';
  const lines = Array.from({ length: 6 }, (_, index) => {
    const width = 120 + ((seed >> index) % 100);
    return `<rect x="40" y="${120 + index * 34}" width="${width}" height="14" rx="7" fill="#ccd"/>`;
  }).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="480" viewBox="0 0 300 480">',
    `<title>${escapeHtml(caption)}</title>`,
    '<rect width="300" height="480" rx="24" fill="#f4f5f8"/>',
    `<rect width="300" height="80" rx="24" fill="${color}"/>`,
    `<text x="150" y="50" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" fill="#fff">${escapeHtml(caption)}</text>`,
    lines,
    '</svg>',
  ].join('');
}

/** A stamped notice: what a handler attaches to a reply. */
function replySvg(caption: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="280" viewBox="0 0 400 280">',
    `<title>${escapeHtml(caption)}</title>`,
    '<rect width="400" height="280" fill="#fff" stroke="#ddd"/>',
    '<circle cx="320" cy="200" r="50" fill="none" stroke="#2e7d32" stroke-width="6"/>',
    '<path d="M295 200l18 18 32-36" fill="none" stroke="#2e7d32" stroke-width="8"/>',
    `<text x="30" y="60" font-family="Arial, sans-serif" font-size="22" fill="#222">${escapeHtml(caption)}</text>`,
    '<text x="30" y="100" font-family="Arial, sans-serif" font-size="16" fill="#777">Customer service · handled</text>',
    '</svg>',
  ].join('');
}

/** The brand's hero picture (content/brand/cash-phone.svg, the app's too), without its outer tag. */
const CASH_PHONE = readFileSync(new URL('../../../../content/brand/cash-phone.svg', import.meta.url), 'utf8')
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '');

/** The title in lines of at most `width` characters, broken between words. */
function titleLines(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A landing banner in the brand colours (yellow with black text): the title and the brand's picture. */
function bannerSvg(title: string): string {
  const lines = titleLines(title, 16);
  const top = 180 - ((lines.length - 1) * 52) / 2;
  const text = lines
    .map((line, index) => `<tspan x="48" y="${top + index * 52}">${escapeHtml(line)}</tspan>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360" viewBox="0 0 750 360">',
    `<title>${escapeHtml(title)}</title>`,
    '<rect width="750" height="360" fill="#FFD100"/>',
    `<text font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#111">${text}</text>`,
    `<svg x="400" y="40" width="340" height="255" viewBox="0 0 320 240">${CASH_PHONE}</svg>`,
    '</svg>',
  ].join('');
}

/**
 * The generated image of a seeded URL (upload-urls.ts `seededImageUrl`): `evidence-<problemId>-<n>.svg`,
 * `reply-<problemId>-<n>.svg` or `banner-<templateId>.svg`; undefined for any other name.
 */
export function seededImageSvg(
  file: string,
  bannerTitle: (templateId: string) => string | undefined,
): string | undefined {
  const evidence = /^evidence-([A-Z0-9]{1,16})-(\d{1,2})\.svg$/.exec(file);
  if (evidence) return evidenceSvg(`Evidence ${evidence[2]} · ${evidence[1]}`, stableHash(file));
  const reply = /^reply-([A-Z0-9]{1,16})-(\d{1,2})\.svg$/.exec(file);
  if (reply) return replySvg(`Reply to ${reply[1]}`);
  const banner = /^banner-([A-Za-z0-9]{1,16})\.svg$/.exec(file);
  const title = banner?.[1] === undefined ? undefined : bannerTitle(banner[1]);
  return title === undefined ? undefined : bannerSvg(title);
}
