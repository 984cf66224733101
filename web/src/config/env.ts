import { z } from 'zod';

/**
 * The app's configuration, parsed once from Vite's env (the only place that reads import.meta.env).
 * VITE_API_BASE_URL is the production API origin; empty means the page's own origin, which the dev
 * and preview servers proxy to the fake server.
 */
const EnvSchema = z.object({
  VITE_API_BASE_URL: z
    .union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'VITE_API_BASE_URL must be an http(s) origin' }),
    ])
    .default('')
    .transform((url) => url.replace(/\/+$/, '')),
  VITE_SERVICE_PHONE: z.string().default('0917 555 0100'),
  VITE_DEEP_LINK_SCHEME: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*$/, 'VITE_DEEP_LINK_SCHEME must be a URL scheme such as cashloan')
    .default('cashloan'),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid app configuration: ${z.prettifyError(result.error)}. Fix the VITE_* variables.`);
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);
