import { defineConfig, type UserConfig } from 'vite';
import mainConfig from './vite.config.ts';

/**
 * The promotion entry (promotion.html) as a build of its own, into the same dist/web after the
 * main one. Its visitors come from advertising links with nothing cached, so chunks shared with
 * the main app would save them nothing; built together, the two entries' shared modules were split
 * into extra small chunks that the borrower's order page paid for (≈2 kB gzip more first JS).
 * The dev server needs no such split: web/vite.config.ts serves promotion.html as it is.
 */
export default defineConfig((env): UserConfig => {
  const main = typeof mainConfig === 'function' ? mainConfig(env) : mainConfig;
  return {
    ...main,
    // The main build already copied web/public, and its output must stay.
    publicDir: false,
    build: {
      ...main.build,
      emptyOutDir: false,
      manifest: '.vite/promotion-manifest.json',
      rollupOptions: { input: { promotion: `${import.meta.dirname}/promotion.html` } },
    },
  };
});
