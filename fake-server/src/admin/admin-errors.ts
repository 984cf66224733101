import type { ErrorRequestHandler, Response } from 'express';
import { errorSummary, logBug } from '../api/bug-report.ts';
import { StorageError } from '../persistence/storage-fault.ts';
import { badEscapeMessage, isBadEscape } from './bad-escape.ts';

/** The QA API's error answer: `{ error }` with a 4xx, or a 500 for its own bugs. */
export function sendError(res: Response, status: number, message: string): void {
  res.status(status).json({ error: message });
}

/** body-parser's error carries the route's limit in bytes (the import's is larger). */
function tooLargeMessage(error: unknown): string {
  const limit = (error as { limit?: unknown }).limit;
  const size = typeof limit === 'number' ? `${Math.round(limit / 1024)} kB` : 'the limit';
  return `The body is larger than ${size}; nothing was changed.`;
}

/**
 * A body the client sent that cannot be read, as the answer's status and message; undefined for
 * anything else. body-parser marks its refusals with a 4xx `status` and `expose`: a `type` for
 * JSON, size and encoding, none for a body its `Content-Encoding` does not fit (zlib's error).
 */
function bodyRefusal(error: unknown): { status: number; message: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status, expose } = error as { type?: unknown; status?: unknown; expose?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return undefined;
  const reason = error instanceof Error ? error.message : String(error);
  if (type === 'entity.parse.failed')
    return { status: 400, message: `The body is not valid JSON (${reason}). Send a JSON object.` };
  if (type === 'entity.too.large') return { status: 413, message: tooLargeMessage(error) };
  return {
    status: 400,
    message:
      `The body could not be read (${reason}); nothing was changed. Send a JSON object in UTF-8, ` +
      'uncompressed or compressed as its Content-Encoding says (gzip, deflate or br).',
  };
}

/**
 * The QA API's last word: a client's mistake is a 4xx naming it; anything else is a bug of the fake
 * server, answered 500 with what was thrown (no stack, no file paths) and logged with its stack.
 */
export const adminErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (isBadEscape(error)) {
    sendError(res, 400, badEscapeMessage(req));
    return;
  }
  // A change the database could not keep was undone; the message names the cause (README).
  if (error instanceof StorageError) {
    sendError(res, 507, error.message);
    return;
  }
  const refused = bodyRefusal(error);
  if (refused !== undefined) {
    sendError(res, refused.status, refused.message);
    return;
  }
  const where = `${req.method} ${req.originalUrl.split('?')[0]}`;
  logBug(`the QA API on ${where}`, error);
  sendError(
    res,
    500,
    `Fake server bug in the QA API on ${where}: ${errorSummary(error)} (the stack is in the fake server's console).`,
  );
};
