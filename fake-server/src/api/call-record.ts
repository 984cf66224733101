import type { FakeServer } from '../fake-server.ts';
import type { Sandbox } from '../store/sandbox.ts';
import { boundedForLog, boundedText } from './log-bounds.ts';

export interface CallOutcome {
  operationId: string | null;
  httpStatus: number;
  code: string | null;
  message: string;
  effect: string | null;
  startedAt: number;
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
  });
  server.emit(sandbox.id, 'request', entry);
}
