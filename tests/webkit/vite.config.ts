import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import mainConfig from '../../web/vite.config.ts';
import { webkitInjectPlugin } from './preview-plugin.ts';

/**
 * The WebKit lane's preview: the app's own config (same dist/web, same proxy to the fake server)
 * plus the plugin that puts the error recorder and the bridge simulator first in every page.
 * Used only by `vite preview`; the build never loads this file.
 */
export default defineConfig((env): UserConfig => {
  const main = typeof mainConfig === 'function' ? mainConfig(env) : mainConfig;
  const plugins: PluginOption[] = [...(main.plugins ?? []), webkitInjectPlugin()];
  return { ...main, plugins };
});
