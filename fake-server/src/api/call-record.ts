import type { Request } from 'express';
import type { FakeServer } from '../fake-server.ts';
import type { Sandbox } from '../store/sandbox.ts';

export interface CallOutcome {
  operationId: string | null;
  httpStatus: number;
  code: string | null;
  message: string;
  effect: string | null;
  startedAt: number;
}

/** What the log shows of a body: the form fields, and the file's name, type and size (not its bytes). */
function loggedBody(req: Request): unknown {
  const body: unknown = req.body;
  const file = req.file;
  if (file === undefined) return body ?? null;
  const fields = typeof body === 'object' && body !== null ? body : {};
  return {
    ...fields,
    [file.fieldname]: { file: file.originalname, mimeType: file.mimetype, size: file.size },
  };
}

/** Logs an API call in its sandbox, tells the event streams, and saves the state if it changed. */
export function recordCall(server: FakeServer, sandbox: Sandbox, req: Request, outcome: CallOutcome): void {
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
  });
  server.emit(sandbox.id, 'request', entry);
  server.persist();
}
