import { isIP } from 'node:net';

/** Loopback names: reachable from this machine only. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** The unspecified addresses: a client connecting to them reaches this machine too. */
const UNSPECIFIED_NAMES = new Set(['0.0.0.0', '[::]', '::']);

/**
 * Whether a host name (as the URL parser gives it, IPv6 in brackets) is loopback: binding to it
 * keeps the server on this machine.
 * @example isLoopbackHostname('[::1]') // true
 */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  if (LOOPBACK_NAMES.has(name)) return true;
  // 127.0.0.0/8 is loopback as a whole.
  return isIP(name) === 4 && name.startsWith('127.');
}

/**
 * Whether a `Host` or an origin's host names this machine: loopback, or an unspecified address
 * (http://0.0.0.0:4010 on the machine itself). A literal address cannot be rebound by DNS, and
 * no other machine reaches this one under these names.
 */
export function isThisMachine(hostname: string): boolean {
  return isLoopbackHostname(hostname) || UNSPECIFIED_NAMES.has(hostname.toLowerCase());
}

/** A `Host` header (or a FAKE_ALLOWED_HOSTS entry) split by the URL parser; undefined if it is not one. */
export function parseHost(host: string): { hostname: string; port: string } | undefined {
  // A host with a path, user or query is not a host: the URL parser would accept and move them.
  if (host === '' || /[/?#@\\\s]/.test(host)) return undefined;
  try {
    const url = new URL(`http://${host}`);
    return { hostname: url.hostname, port: url.port };
  } catch {
    return undefined;
  }
}
