import type { RequestHandler } from 'express';
import { ADMIN_HEADER } from './admin-origin.ts';
import { refuse } from './refuse.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing /__fake call must carry a JSON body or the X-Fake-Admin header. Neither can be
 * sent by a form post or a no-cors fetch without a CORS preflight, which adminOriginGate refuses
 * for foreign origins; so no "simple" cross-site request changes a sandbox.
 */
export const adminIntentRequired: RequestHandler = (req, res, next) => {
  if (READS.has(req.method) || req.is('application/json') || req.get(ADMIN_HEADER) !== undefined) {
    next();
    return;
  }
  refuse(
    res,
    403,
    `${req.method} /__fake${req.path} changes state, so it needs a JSON body (Content-Type: application/json) ` +
      `or the header ${ADMIN_HEADER}: 1. A plain form post or a no-cors request cannot change the fake server.`,
  );
};
