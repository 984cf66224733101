import type { RequestHandler } from 'express';
import { reservedSandboxProblem } from '../store/sandbox.ts';
import { envelopeKindOfPath, errorEnvelope, isApiPath } from './envelope.ts';

/**
 * Refuses a `sessionId` that cannot name a sandbox (`__proto__` and the like) on every path, before
 * any sandbox is made: an API call gets the envelope error the app shows, the QA API a 400.
 */
export const refuseReservedSandbox: RequestHandler = (req, res, next) => {
  const problem = reservedSandboxProblem(req.query);
  if (problem === undefined) {
    next();
    return;
  }
  if (isApiPath(req.path)) res.status(200).json(errorEnvelope(envelopeKindOfPath(req.path), '400', problem));
  else res.status(400).json({ error: problem });
};
