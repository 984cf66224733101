import type { RequestHandler } from 'express';

/**
 * CORS of the API prefixes only: the app's proxy makes its calls same-origin, this serves an app
 * page served elsewhere. Any origin may call the API, as the contract's server would let the app;
 * /__fake has its own, narrower rule (admin-origin.ts) and is never reached through this one.
 */
export const apiCors: RequestHandler = (req, res, next) => {
  res.set({
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, X-Requested-With, building, gather, swift, eyes',
    Vary: 'Origin',
  });
  if (req.method === 'OPTIONS') res.status(204).end();
  else next();
};
