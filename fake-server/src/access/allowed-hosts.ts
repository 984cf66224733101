import * as z from 'zod';
import { isThisMachine, parseHost } from './loopback.ts';

/** One FAKE_ALLOWED_HOSTS entry: a host name, with a port when only that port is meant. */
export interface AllowedHost {
  hostname: string;
  /** Empty: any port. */
  port: string;
}

/**
 * FAKE_ALLOWED_HOSTS: comma-separated host names or host:port pairs (no scheme, no path).
 * @example parseAllowedHosts('qa-box.lan, 10.0.0.5:4010') // { ok: true, hosts: [...] }
 */
export function parseAllowedHosts(
  text: string,
): { ok: true; hosts: AllowedHost[] } | { ok: false; message: string } {
  const hosts: AllowedHost[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const parsed = parseHost(entry);
    if (parsed === undefined)
      return {
        ok: false,
        message: `FAKE_ALLOWED_HOSTS: '${entry}' is not a host; list names or host:port pairs such as qa-box.lan,10.0.0.5:4010 (no http://, no path)`,
      };
    hosts.push(parsed);
  }
  return { ok: true, hosts };
}

/**
 * Whether a request's `Host` may reach the fake server: loopback names (any port) or an allowed
 * host. Anything else may be a DNS-rebinding page (its name now resolving to this machine) or a
 * machine the server was not meant to be shared with.
 */
export function isAllowedHost(host: string | undefined, allowed: readonly AllowedHost[]): boolean {
  const parsed = host === undefined ? undefined : parseHost(host);
  if (parsed === undefined) return false;
  if (isThisMachine(parsed.hostname)) return true;
  return allowed.some(
    (entry) => entry.hostname === parsed.hostname && (entry.port === '' || entry.port === parsed.port),
  );
}

/** FAKE_ALLOWED_HOSTS in the environment schema (config.ts). */
export const AllowedHostsText = z.string().transform((text, ctx) => {
  const parsed = parseAllowedHosts(text);
  if (parsed.ok) return parsed.hosts;
  ctx.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
});

/** FAKE_PUBLIC_ORIGIN in the environment schema: an http(s) origin, nothing after it. */
export const PublicOriginText = z
  .url({
    protocol: /^https?$/,
    message: 'FAKE_PUBLIC_ORIGIN must be an origin such as https://qa-box.lan:4010',
  })
  .refine(
    (text) => new URL(text).origin === text.replace(/\/+$/, ''),
    'FAKE_PUBLIC_ORIGIN must be an origin only (scheme, host, port), such as https://qa-box.lan:4010',
  )
  .transform((text) => new URL(text).origin);
