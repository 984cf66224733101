import type { AllowedHost } from './allowed-hosts.ts';

/** Who may reach the fake server beyond loopback, and under which origin (README: sharing one server). */
export interface AccessOptions {
  /** FAKE_ALLOWED_HOSTS: `Host` values beyond loopback that are answered. */
  allowedHosts?: readonly AllowedHost[];
  /**
   * FAKE_PUBLIC_ORIGIN: the origin clients reach the server at (e.g. behind a proxy). Absolute
   * links use it, and /__fake accepts calls from it.
   */
  publicOrigin?: string;
}
