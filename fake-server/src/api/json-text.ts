import type { Response } from 'express';

/**
 * Sends an envelope serialized once by the caller, with the headers `res.json` would set
 * ('application/json; charset=utf-8': `send` adds the charset). The caller keeps the same string for
 * the request log instead of the answer's object tree (store/logged-call.ts).
 */
export function sendJsonText(res: Response, httpStatus: number, text: string): void {
  res.status(httpStatus).type('application/json').send(text);
}
