import type { Request } from 'express';

/** The app setting createApp keeps FAKE_PUBLIC_ORIGIN in (unset: links follow the Host). */
export const PUBLIC_ORIGIN_SETTING = 'fake public origin';

const HOST = /^[A-Za-z0-9.\-:[\]]{1,255}$/;

/**
 * The origin of absolute http links in answers (the app opens links starting with http as pages):
 * FAKE_PUBLIC_ORIGIN when set, else the `Host` the caller used, which the host guard
 * (access/host-guard.ts) has already checked. Through the app's dev proxy that Host is the app's own,
 * which proxies /__fake too. X-Forwarded-Host is never read: any client can send it.
 */
export function requestOrigin(req: Request): string {
  const configured: unknown = req.app.get(PUBLIC_ORIGIN_SETTING);
  if (typeof configured === 'string') return configured;
  const host = req.get('host') ?? '';
  return `http://${HOST.test(host) ? host : '127.0.0.1:4010'}`;
}
