import type { Response } from 'express';

/** The Content-Type of every JSON answer, as Express's `res.json` sets it (the in-process adapter too). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends an envelope serialized once by the caller, as `res.json` would send it. The caller keeps the
 * same string for the request log instead of the answer's object tree (store/logged-call.ts).
 */
export function sendJsonText(res: Response, httpStatus: number, text: string): void {
  res.status(httpStatus).set('Content-Type', JSON_CONTENT_TYPE).send(text);
}
