import { z } from 'zod';
import { SERVICE_PHONE } from '../../../content/legal/company.ts';

/**
 * The app's configuration (VITE_* variables). Parsed once, with zod, when Vite starts or builds
 * (web/vite.config.ts), so a bad value fails the build instead of a borrower's page, and zod stays
 * out of the app's bundle (DESIGN §9 budget). VITE_API_BASE_URL is the production API origin;
 * empty means the page's own origin, which the dev and preview servers proxy to the fake server.
 */
/** Where `/Policy` finds the policy page when none is configured: the fake server's copy. */
export const FAKE_POLICY_URL = '/__fake/pages/policy';

const EnvSchema = z
  .object({
    VITE_API_BASE_URL: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) origin' })])
      .default('')
      .transform((url) => url.replace(/\/+$/, '')),
    /** The company's hotline (content/legal/company.ts): the footer's, and an order's without its own. */
    VITE_SERVICE_PHONE: z.string().min(1).default(SERVICE_PHONE),
    VITE_DEEP_LINK_SCHEME: z
      .string()
      .regex(/^[a-z][a-z0-9+.-]*$/, 'must be a URL scheme such as cashloan')
      .default('cashloan'),
    /** The policy page the official site's `/Policy` shows in an iframe (DESIGN §10). */
    VITE_POLICY_URL: z
      .union([
        z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
        z.string().regex(/^\/(?!\/)/),
      ])
      .default(FAKE_POLICY_URL),
  })
  // A build for the real API must not point the official site at the fake server's page.
  .refine((env) => env.VITE_API_BASE_URL === '' || env.VITE_POLICY_URL !== FAKE_POLICY_URL, {
    path: ['VITE_POLICY_URL'],
    message: "must be set when VITE_API_BASE_URL is (the default is the fake server's page)",
  });

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')} ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid app configuration: ${problems}. Fix the VITE_* variables.`);
  }
  return result.data;
}
