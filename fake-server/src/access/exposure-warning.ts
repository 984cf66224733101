import type { AllowedHost } from './allowed-hosts.ts';
import { isLoopbackHostname } from './loopback.ts';

/**
 * What main.ts prints when FAKE_HOST is not loopback: who can now reach what, and what to set.
 * Undefined for a loopback bind (the default), which needs no warning.
 */
export function exposureWarning(bindHost: string, allowed: readonly AllowedHost[]): string | undefined {
  if (isLoopbackHostname(bindHost)) return undefined;
  const hosts = allowed.map((entry) => (entry.port ? `${entry.hostname}:${entry.port}` : entry.hostname));
  const who =
    hosts.length > 0
      ? `Requests naming ${hosts.join(', ')} (FAKE_ALLOWED_HOSTS) or a loopback host are answered.`
      : 'FAKE_ALLOWED_HOSTS is unset, so only requests naming a loopback host are answered: set it to the name or address the others use.';
  return (
    `fake-server: WARNING: listening on ${bindHost}, beyond this machine. Anyone who can reach it can call the ` +
    'API of every sandbox and the QA API (/__fake: switch order statuses, arm faults, reset sandboxes, read ' +
    `request logs with their bodies); there is no login. ${who}`
  );
}
