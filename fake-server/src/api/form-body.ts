import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import qs from 'qs';

/**
 * The form parser of every POST that is not an upload. The common case (a urlencoded body of a
 * stated length, UTF-8, not compressed: what the app and its tests send) is read here in a few
 * lines; everything else (chunked, compressed, another charset, another type, too large) goes to
 * body-parser, which stays the one that decides and words those errors. Measured (issue 16):
 * body-parser's general machinery (raw-body, on-finished, iconv, type checks) halved the
 * throughput of a POST that answers at once; this path parses the same way (the same `qs` call
 * with the options body-parser passes for `extended: false`), so `req.body` is the same object.
 */
export function fastFormParser(options: {
  limitBytes: number;
  parameterLimit: number;
  fallback: RequestHandler;
}): RequestHandler {
  const { limitBytes, parameterLimit, fallback } = options;
  return (req, res, next) => {
    const length = simpleFormLength(req);
    if (length === undefined || length > limitBytes) {
      fallback(req, res, next);
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      chunks.push(chunk);
    };
    const done = (error?: Error): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', done);
      req.off('aborted', onAborted);
      if (error !== undefined) {
        next(error);
        return;
      }
      const raw = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received);
      (req as typeof req & { rawBody?: Buffer }).rawBody = raw;
      try {
        req.body = parseForm(raw.toString('utf8'), parameterLimit);
      } catch (parseError) {
        next(parseError);
        return;
      }
      next();
    };
    const onEnd = (): void => {
      // node:http already refuses a body longer than its Content-Length; shorter means cut off.
      done(
        received === length
          ? undefined
          : clientError(400, 'request size did not match content length', 'request.size.invalid'),
      );
    };
    const onAborted = (): void => done(clientError(400, 'request aborted', 'request.aborted'));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', done);
    req.once('aborted', onAborted);
  };
}

/** The body's length when the request is the simple case this parser reads, else undefined. */
function simpleFormLength(req: IncomingMessage): number | undefined {
  // Read already (an app in front of this one parsed it): body-parser knows to pass it on.
  if (!req.readable || req.readableEnded) return undefined;
  const type = req.headers['content-type'];
  if (type === undefined) return undefined;
  const semicolon = type.indexOf(';');
  const mime = (semicolon === -1 ? type : type.slice(0, semicolon)).trim().toLowerCase();
  if (mime !== 'application/x-www-form-urlencoded') return undefined;
  if (semicolon !== -1 && !/^\s*;\s*charset="?utf-8"?\s*$/i.test(type.slice(semicolon))) return undefined;
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return undefined;
  if (req.headers['transfer-encoding'] !== undefined) return undefined;
  const stated = req.headers['content-length'];
  if (stated === undefined || !/^\d+$/.test(stated)) return undefined;
  return Number(stated);
}

/** body-parser 2's `extended: false` parse: the parameter count check, then the same `qs` call. */
export function parseForm(body: string, parameterLimit: number): Record<string, unknown> {
  if (body.length === 0) return {};
  let count = 0;
  let index = -1;
  do {
    count += 1;
    if (count > parameterLimit) throw clientError(413, 'too many parameters', 'parameters.too.many');
    index = body.indexOf('&', index + 1);
  } while (index !== -1);
  return qs.parse(body, {
    allowPrototypes: true,
    arrayLimit: count,
    depth: 0,
    charset: 'utf-8',
    parameterLimit,
    strictDepth: true,
  });
}

/** An error shaped like body-parser's (status and type), so the error handler words it the same. */
function clientError(status: number, message: string, type: string): Error {
  return Object.assign(new Error(message), { status, statusCode: status, type, expose: true });
}
