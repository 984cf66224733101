import type { Request } from 'express';

const HOST = /^[A-Za-z0-9.\-:[\]]{1,255}$/;

/**
 * The origin the caller used to reach the fake server, for absolute http links (the app opens
 * links starting with http in the page). Through the app's dev proxy that is the app's own origin,
 * which proxies /__fake too.
 */
export function requestOrigin(req: Request): string {
  const forwarded = req.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded ?? req.get('host') ?? '';
  return `http://${HOST.test(host) ? host : '127.0.0.1:4010'}`;
}
