import * as z from 'zod';
import { AllowedHostsText, PublicOriginText } from './access/allowed-hosts.ts';
import { DEFAULT_APP_ORIGIN } from './fake-server.ts';

const integerText = (name: string, example: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number such as ${example}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}`);

/** The environment main.ts reads (README: 'Running'). */
const EnvSchema = z.object({
  // 0 picks a free port (tests).
  FAKE_PORT: integerText('FAKE_PORT', '4010', 0, 65_535).default(4010),
  FAKE_HOST: z.string().min(1).default('127.0.0.1'),
  FAKE_SEED: integerText('FAKE_SEED', '1', 0, 2 ** 31 - 1).default(1),
  FAKE_DB: z.string().min(1).optional(),
  // Read once, to move an old JSON state file's sandboxes into FAKE_DB.
  FAKE_STATE_FILE: z.string().min(1).optional(),
  FAKE_CACHE_SANDBOXES: integerText('FAKE_CACHE_SANDBOXES', '1000', 1, 1_000_000).optional(),
  FAKE_APP_ORIGIN: z
    .url({ message: 'FAKE_APP_ORIGIN must be a URL such as http://127.0.0.1:5173' })
    .default(DEFAULT_APP_ORIGIN),
  FAKE_SLOW_MS: integerText('FAKE_SLOW_MS', '3000', 0, 600_000).optional(),
  FAKE_TIMEOUT_MS: integerText('FAKE_TIMEOUT_MS', '65000', 0, 600_000).optional(),
  FAKE_CHECK_RESPONSES: z.enum(['0', '1']).default('0'),
  // Sharing one server (README): who may reach it, under which origin, how much upload memory.
  FAKE_ALLOWED_HOSTS: AllowedHostsText.optional(),
  FAKE_PUBLIC_ORIGIN: PublicOriginText.optional(),
  FAKE_UPLOADS_MAX_MB: integerText('FAKE_UPLOADS_MAX_MB', '200', 10, 100_000).optional(),
  FAKE_LOG_MAX_MB: integerText('FAKE_LOG_MAX_MB', '64', 1, 100_000).optional(),
  // The real backend to forward calls to and check against the contract.
  FAKE_UPSTREAM: z
    .url({
      protocol: /^https?$/,
      message: 'FAKE_UPSTREAM must be an http(s) origin such as https://staging.example.com',
    })
    .optional(),
  // Record the upstream's answers, redacted, into each sandbox (needs FAKE_UPSTREAM or a sandbox's own upstream).
  FAKE_RECORD: z.enum(['0', '1']).default('0'),
  // The key the recordings' stable fakes are made with: the same key gives the same fakes across runs.
  FAKE_REDACT_KEY: z.string().min(16, 'FAKE_REDACT_KEY must be at least 16 characters').optional(),
  // Pay codes pay themselves this long after generate-vcode made them (a demo, a hands-off QA run).
  FAKE_AUTO_PAY_MS: integerText('FAKE_AUTO_PAY_MS', '30000', 0, 86_400_000).optional(),
});
export type FakeEnv = z.infer<typeof EnvSchema>;

/** Empty variables count as unset, as shells often export them empty. */
export function readEnv(env: NodeJS.ProcessEnv): { ok: true; env: FakeEnv } | { ok: false; message: string } {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith('FAKE_') && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (parsed.success) return { ok: true, env: parsed.data };
  return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join('; ') };
}
