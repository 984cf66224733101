/**
 * The brand splash: the static first paint of web/index.html (injected there at build and dev
 * time by web/first-paint.ts, styled by the page's inline CSS) and the fallback while the first
 * screen's code loads (splash.tsx). One source, so the two cannot drift apart.
 */
import { APP_NAME, BRAND_LOGO } from '../../../content/brand.ts';

export const SPLASH_LOGO = BRAND_LOGO;

/** The app's name under the logo: the lender's brand, as its legal pages and the biller name it. */
export const SPLASH_NAME = APP_NAME;

/** The splash as HTML, for the page that has no script yet. */
export const SPLASH_HTML = `<div class="splash" role="status" aria-label="Loading">
  <img class="splash__logo" src="${SPLASH_LOGO}" width="160" height="160" alt="" />
  <p class="splash__name">${SPLASH_NAME}</p>
</div>`;

/**
 * The splash's styles, inlined in each page's head (the first paint needs no stylesheet request).
 * They paint the splash before any script runs; React replaces #root's content.
 */
export const SPLASH_CSS = `html, body { margin: 0; background: #f5f5f5; }
.splash {
  position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center;
  justify-content: center; gap: 16px; background: #ffd100; color: #111;
  font: 700 26px/1.2 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif;
}
.splash__logo { width: 160px; height: 160px; }
.splash__name { margin: 0; }`;
