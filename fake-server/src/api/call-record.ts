import type { FakeServer } from '../fake-server.ts';
import type { KeptResponse } from '../store/logged-call.ts';
import type { NearMiss, Sandbox } from '../store/sandbox.ts';
import { boundedForLog, boundedJson, boundedText } from './log-bounds.ts';

export interface CallOutcome {
  operationId: string | null;
  httpStatus: number;
  code: string | null;
  message: string;
  effect: string | null;
  startedAt: number;
  /** What the caller was sent; null when nothing was (a dropped connection, a caller who hung up). */
  response: KeptResponse | null;
  /** Set when no operation matched or the operation refused the request before its handler ran. */
  nearMiss?: NearMiss | null;
}

/**
 * The request headers a QA person needs to send the call again ("Copy as curl"): the body's type
 * and the app's own headers (DESIGN §4). Not cookies or the browser's headers.
 */
const LOGGED_REQUEST_HEADERS = [
  'content-type',
  'accept',
  'x-requested-with',
  'building',
  'gather',
  'swift',
  'eyes',
] as const;

/** The response headers that explain an answer: its type and size, caching and CORS. */
const LOGGED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'access-control-allow-origin',
  'vary',
] as const;

type HeaderValue = string | number | readonly string[] | undefined;

/** The headers an answer went out with, by lower-case name (Express's res.getHeaders() shape). */
export type SentHeaders = Readonly<Record<string, HeaderValue>>;

/** Characters a logged header value keeps: the app's headers are short; a long one is noise. */
const LOGGED_HEADER_CHARS = 256;

/** The named headers present, as text, each cut at LOGGED_HEADER_CHARS. */
function pickHeaders(
  headers: Readonly<Record<string, HeaderValue>>,
  names: readonly string[],
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    picked[name] = text.length <= LOGGED_HEADER_CHARS ? text : `${text.slice(0, LOGGED_HEADER_CHARS)}…`;
  }
  return picked;
}

/** Raw answers (images, HTML pages, upstream bodies): their text when it is text, else only the size. */
function loggedRawBody(contentType: string, body: string | Buffer): unknown {
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  const isText = /^(text\/|application\/(json|xml|javascript)|[^;]*\+json)/i.test(contentType);
  if (!isText) return { contentType, size };
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (/json/i.test(contentType)) {
    try {
      return boundedForLog(JSON.parse(text) as unknown, text.length);
    } catch {
      // Not JSON after all: shown as the text it is.
    }
  }
  return { contentType, size, text: boundedText(text) };
}

/**
 * The response as the log keeps it: the headers that matter and the body, a JSON envelope as sent
 * (bounded like the request's body) or, for a raw answer, its type and size and bounded text.
 */
export function loggedResponse(
  headers: SentHeaders,
  body: { jsonText: string } | { contentType: string; raw: string | Buffer },
): KeptResponse {
  const picked = pickHeaders(headers, LOGGED_RESPONSE_HEADERS);
  if ('jsonText' in body) return { headers: picked, bodyJson: boundedJson(body.jsonText) };
  return { headers: picked, bodyJson: JSON.stringify(loggedRawBody(body.contentType, body.raw)) };
}

/**
 * What the log reads of a call: the fields of Express's Request it uses, so either transport (the
 * Express one, or the in-process adapter through the operation core) can give one.
 */
export interface LoggedRequest {
  method: string;
  path: string;
  url: string;
  query: unknown;
  body: unknown;
  file?: { fieldname: string; originalname: string; mimetype: string; size: number } | undefined;
  get: (name: string) => string | undefined;
}

/**
 * What the log shows of a body: the form fields (bounded), and the file's name, type and size (not
 * its bytes; multer bounds the other fields).
 */
function loggedBody(req: LoggedRequest): unknown {
  const body: unknown = req.body;
  const file = req.file;
  // A chunked body has no length: measure it.
  const sent = Number(req.get('content-length') ?? Number.POSITIVE_INFINITY);
  if (file === undefined) return boundedForLog(body ?? null, sent);
  const fields = typeof body === 'object' && body !== null ? body : {};
  return {
    ...fields,
    [file.fieldname]: { file: file.originalname, mimeType: file.mimetype, size: file.size },
  };
}

/** Logs an API call in its sandbox and tells the event streams (the state was saved before the answer). */
export function recordCall(
  server: FakeServer,
  sandbox: Sandbox,
  req: LoggedRequest,
  outcome: CallOutcome,
): void {
  const entry = server.sandboxes.log(sandbox, {
    at: server.now().toISOString(),
    sandboxId: sandbox.id,
    operationId: outcome.operationId,
    method: req.method,
    path: boundedText(req.path),
    query: boundedForLog({ ...(req.query as Record<string, unknown>) }, req.url.length),
    body: loggedBody(req),
    httpStatus: outcome.httpStatus,
    code: outcome.code,
    message: boundedText(outcome.message),
    durationMs: Math.round(performance.now() - outcome.startedAt),
    effect: outcome.effect,
    url: boundedText(req.url),
    requestHeaders: pickHeaders(
      Object.fromEntries(LOGGED_REQUEST_HEADERS.map((name) => [name, req.get(name)])),
      LOGGED_REQUEST_HEADERS,
    ),
    response: outcome.response,
    nearMiss: outcome.nearMiss ?? null,
  });
  server.emit(sandbox.id, 'request', entry);
}
