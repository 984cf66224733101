import type { ErrorRequestHandler, Request } from 'express';

/**
 * Express raises a URIError (status 400) when a route parameter holds a malformed %-escape, such as
 * `/__fake/orders/%E0%A4%A`: a client mistake, never a fake-server bug.
 */
export function isBadEscape(error: unknown): error is URIError {
  return error instanceof URIError;
}

export function badEscapeMessage(req: Request): string {
  return `The path ${req.originalUrl} has a malformed %-escape; encode each path segment with encodeURIComponent.`;
}

/** For the routers that answer pages and images: the same 400, as text. */
export const badEscapeAsText: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (!isBadEscape(error) || res.headersSent) {
    next(error);
    return;
  }
  res.status(400).type('text/plain').send(badEscapeMessage(req));
};
