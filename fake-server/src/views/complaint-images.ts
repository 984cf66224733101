import { escapeHtml } from '../pages/html.ts';
import { stableHash } from '../store/shared/stable-hash.ts';

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

/** A landing banner in the brand colours (yellow with black text). */
function bannerSvg(title: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="360" viewBox="0 0 750 360">',
    `<title>${escapeHtml(title)}</title>`,
    '<rect width="750" height="360" fill="#FFD400"/>',
    '<circle cx="640" cy="90" r="120" fill="#fff3" /><circle cx="90" cy="330" r="90" fill="#0001"/>',
    `<text x="48" y="190" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#000">${escapeHtml(title)}</text>`,
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
