import type { Env } from './env-schema.ts';

// Injected by web/vite.config.ts (and vitest.config.ts) after parsing the VITE_* variables with zod.
declare const __APP_ENV__: Env;

/** The app's configuration, validated at build time. The only place the app reads its env. */
export const env: Env = __APP_ENV__;
