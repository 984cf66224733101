import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import appConfig from '../../../web/vite.config.ts';

/**
 * The React floor (a bare React 19 page) built like the app: the same Vite, React plugin and
 * React, and the app's own minify and target settings, read from its config so the two cannot
 * drift apart. Built and previewed by the content section of `npm run bench`.
 */
export default defineConfig((env): UserConfig => {
  const app = typeof appConfig === 'function' ? appConfig(env) : appConfig;
  return {
    root: import.meta.dirname,
    plugins: [react()],
    preview: { host: '127.0.0.1', strictPort: true },
    build: {
      target: app.build?.target,
      minify: app.build?.minify,
      cssMinify: app.build?.cssMinify,
      emptyOutDir: true,
    },
  };
});
