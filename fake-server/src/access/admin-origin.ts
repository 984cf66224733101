import type { Request, RequestHandler } from 'express';
import { isThisMachine } from './loopback.ts';
import { refuse } from './refuse.ts';

export interface AdminOrigins {
  /** FAKE_APP_ORIGIN: the dev app proxies /__fake, so its pages call with this origin. */
  appOrigin: string;
  /** FAKE_PUBLIC_ORIGIN, when a proxy in front serves the fake server under another origin. */
  publicOrigin?: string;
}

/** The header a script sends to show a state-changing call is meant (admin-intent.ts). */
export const ADMIN_HEADER = 'X-Fake-Admin';

/** The origin part of a URL as browsers send it (lower-case host, no path); undefined if none. */
function originOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a browser origin may use /__fake. */
function isAllowedOrigin(origin: string, req: Request, configured: readonly string[]): boolean {
  // 'null' (sandboxed frames, file: pages) and anything else that is no http(s) origin.
  if (originOf(origin) === undefined) return false;
  if (configured.includes(origin)) return true;
  const url = new URL(origin);
  // Same origin: the page was served by this server under the Host the host guard accepted.
  if (url.host === req.get('host')?.toLowerCase()) return true;
  return isThisMachine(url.hostname);
}

/**
 * /__fake answers browsers only from its own origin, the app's origin and loopback origins; any
 * other origin gets a 403 (and its preflight no allow headers), so a web page on the internet
 * can neither read the request log nor switch statuses, arm faults or reset sandboxes. Requests
 * without an `Origin` (curl, the CLI, navigations, images) are not cross-origin browser calls.
 */
export function adminOriginGate(origins: AdminOrigins): RequestHandler {
  const configured = [originOf(origins.appOrigin), originOf(origins.publicOrigin)].filter(
    (origin) => origin !== undefined,
  );
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.get('origin');
    if (origin === undefined) {
      next();
      return;
    }
    if (!isAllowedOrigin(origin, req, configured)) {
      refuse(
        res,
        403,
        `Cross-origin request from ${origin} refused: /__fake answers its own origin, the app's origin ` +
          `(FAKE_APP_ORIGIN=${origins.appOrigin}) and loopback origins only. Open the QA page on the fake ` +
          'server itself, or set FAKE_APP_ORIGIN to the app that calls it.',
      );
      return;
    }
    res.set({
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': `Content-Type, ${ADMIN_HEADER}`,
    });
    if (req.method === 'OPTIONS') res.status(204).end();
    else next();
  };
}
