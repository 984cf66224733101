import * as z from 'zod/mini';

/**
 * The app's configuration, parsed once from Vite's env (the only place that reads import.meta.env).
 * VITE_API_BASE_URL is the production API origin; empty means the page's own origin, which the dev
 * and preview servers proxy to the fake server. zod/mini keeps the parser out of the first-route
 * budget (DESIGN §9).
 */
const EnvSchema = z.object({
  VITE_API_BASE_URL: z.pipe(
    z._default(
      z.union([
        z.literal(''),
        z.url({ protocol: /^https?$/, error: 'VITE_API_BASE_URL must be an http(s) origin' }),
      ]),
      '',
    ),
    z.transform((url: string) => url.replace(/\/+$/, '')),
  ),
  VITE_SERVICE_PHONE: z._default(z.string(), '0917 555 0100'),
  VITE_DEEP_LINK_SCHEME: z._default(
    z
      .string()
      .check(z.regex(/^[a-z][a-z0-9+.-]*$/, 'VITE_DEEP_LINK_SCHEME must be a URL scheme such as cashloan')),
    'cashloan',
  ),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = z.safeParse(EnvSchema, source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid app configuration: ${problems}. Fix the VITE_* variables.`);
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);
