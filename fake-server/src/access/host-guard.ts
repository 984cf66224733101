import type { RequestHandler } from 'express';
import { type AllowedHost, isAllowedHost } from './allowed-hosts.ts';
import { refuse } from './refuse.ts';

/**
 * Refuses, on every path, a request whose `Host` is neither loopback nor listed in
 * FAKE_ALLOWED_HOSTS: a page on a rebound DNS name would otherwise drive the fake server from the
 * QA person's own browser. Handlers after it may trust `Host` (absolute links use it).
 */
export function hostGuard(allowed: readonly AllowedHost[]): RequestHandler {
  // Clients send the same few Host values: the answer is kept per value (bounded: any text can arrive).
  const known = new Map<string, boolean>();
  return (req, res, next) => {
    const host = req.headers.host;
    let ok = host === undefined ? false : known.get(host);
    if (ok === undefined && host !== undefined) {
      ok = isAllowedHost(host, allowed);
      if (known.size >= 64) known.clear();
      known.set(host, ok);
    }
    if (ok) {
      next();
      return;
    }
    const listed = allowed.map((entry) => (entry.port ? `${entry.hostname}:${entry.port}` : entry.hostname));
    refuse(
      res,
      403,
      `Host '${host ?? ''}' is not allowed: the fake server answers loopback names (127.0.0.1, localhost, [::1]) ` +
        `and FAKE_ALLOWED_HOSTS (${listed.length > 0 ? listed.join(', ') : 'unset'}). To share it, start it with ` +
        'FAKE_ALLOWED_HOSTS=<the name or address clients use>.',
    );
  };
}
