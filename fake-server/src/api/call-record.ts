import type { FakeServer } from '../fake-server.ts';
import type { KeptResponse } from '../store/logged-call.ts';
import type { NearMiss, Sandbox } from '../store/sandbox.ts';
import { boundedJsonOf, boundedText, LOGGED_HEADER_CHARS } from './log-bounds.ts';

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

/** The named headers present, as text (LoggedCall cuts long values). */
function pickHeaders(
  headers: Readonly<Record<string, HeaderValue>>,
  names: readonly string[],
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (value === undefined) continue;
    picked[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return picked;
}

/**
 * Raw answers (images, HTML pages, upstream bodies) as JSON for the log: a JSON body as its value,
 * text as its type, size and text, anything else as its type and size (LoggedCall bounds them all).
 */
function loggedRawBody(contentType: string, body: string | Buffer): string {
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  // An upstream's type is whatever it sent.
  const type = boundedText(contentType, LOGGED_HEADER_CHARS);
  const isText = /^(text\/|application\/(json|xml|javascript)|[^;]*\+json)/i.test(contentType);
  if (!isText) return JSON.stringify({ contentType: type, size });
  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (/json/i.test(contentType)) {
    try {
      return boundedJsonOf(JSON.parse(text) as unknown);
    } catch {
      // Not JSON after all: shown as the text it is.
    }
  }
  return JSON.stringify({ contentType: type, size, text: boundedText(text) });
}

/**
 * The response as the log keeps it: the headers that matter and the body, a JSON envelope as sent
 * or, for a raw answer, its type and size and text (all bounded by LoggedCall).
 */
export function loggedResponse(
  headers: SentHeaders,
  body: { jsonText: string } | { contentType: string; raw: string | Buffer },
): KeptResponse {
  const picked = pickHeaders(headers, LOGGED_RESPONSE_HEADERS);
  if ('jsonText' in body) return { headers: picked, bodyJson: body.jsonText };
  return { headers: picked, bodyJson: loggedRawBody(body.contentType, body.raw) };
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
 * Multer nests a field named `a[5]` into an array, and `a[4294967294]` makes one 2^32 - 1 long
 * whose JSON (a null per hole) takes seconds to build, or cannot be built: the log would stall the
 * server or lose the call. Such an array is kept as the entries sent, by index.
 */
function withoutArrayHoles(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key): [string, unknown] => [
    key,
    withoutArrayHoles((value as Record<string, unknown>)[key]),
  ]);
  if (Array.isArray(value) && keys.length === value.length) return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}

/**
 * What the log shows of a body: the form fields, and for an upload the text fields and the file's
 * name, type and size (not its bytes). LoggedCall bounds the whole.
 */
function loggedBody(req: LoggedRequest): unknown {
  const body: unknown = req.body;
  const file = req.file;
  // Only multer nests (a form body is flat): the usual call is logged as it came.
  const multipart = /^multipart\//i.test(req.get('content-type') ?? '');
  if (file === undefined) return multipart ? withoutArrayHoles(body ?? null) : (body ?? null);
  const fields = typeof body === 'object' && body !== null ? withoutArrayHoles(body) : {};
  return {
    ...(fields as Record<string, unknown>),
    // The name and type come from the part's own headers, as long as the client likes.
    [file.fieldname]: {
      file: boundedText(file.originalname, LOGGED_HEADER_CHARS),
      mimeType: boundedText(file.mimetype, LOGGED_HEADER_CHARS),
      size: file.size,
    },
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
    path: req.path,
    query: { ...(req.query as Record<string, unknown>) },
    body: loggedBody(req),
    httpStatus: outcome.httpStatus,
    code: outcome.code,
    message: outcome.message,
    durationMs: Math.round(performance.now() - outcome.startedAt),
    effect: outcome.effect,
    url: req.url,
    requestHeaders: pickHeaders(
      Object.fromEntries(LOGGED_REQUEST_HEADERS.map((name) => [name, req.get(name)])),
      LOGGED_REQUEST_HEADERS,
    ),
    response: outcome.response,
    nearMiss: outcome.nearMiss ?? null,
  });
  server.emit(sandbox.id, 'request', entry);
}
