import type { Plugin } from 'vite';
import { SPLASH_CSS, SPLASH_HTML } from './src/app/splash-markup.ts';

/** Where the pages (index.html, promotion.html) want the splash and its styles. */
const SPLASH_SLOT = '<!-- splash -->';
const SPLASH_STYLE_SLOT = '<!-- splash-style -->';

/**
 * Puts the brand splash into the page's #root and its styles into the head, so the first paint
 * needs no script and no stylesheet (dev and build).
 */
export function staticSplash(): Plugin {
  return {
    name: 'static-splash',
    transformIndexHtml: (html) =>
      html.replace(SPLASH_STYLE_SLOT, `<style>\n${SPLASH_CSS}\n</style>`).replace(SPLASH_SLOT, SPLASH_HTML),
  };
}

/**
 * Inlines the entry page's stylesheet into the HTML of the production build. It is small (the
 * theme, reset and buttons: ≈1 KB gzip) and it would otherwise block the first paint for one more
 * round trip, which on a phone network is the largest part of the time to the static first paint.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const page of Object.values(bundle)) {
        if (page.type !== 'asset' || !page.fileName.endsWith('.html')) continue;
        const html = String(page.source);
        page.source = html.replace(
          /<link rel="stylesheet"[^>]*href="\/?([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const css = bundle[file];
            return css?.type === 'asset' ? `<style>${String(css.source)}</style>` : tag;
          },
        );
      }
    },
  };
}
