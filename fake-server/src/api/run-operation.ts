import type { FakeServer } from '../fake-server.ts';
import { StorageError } from '../persistence/storage-fault.ts';
import { takeCallEffect } from '../scenarios/call-effect.ts';
import { type Sandbox, sandboxIdOf } from '../store/sandbox.ts';
import { proxyCall, replayCall } from '../upstream/proxy-call.ts';
import { errorSummary, logBug, withoutFilePaths } from './bug-report.ts';
import {
  type CallOutcome,
  type LoggedRequest,
  loggedResponse,
  recordCall,
  type SentHeaders,
} from './call-record.ts';
import { operationRef } from './closest-operation.ts';
import { errorEnvelope, successEnvelope } from './envelope.ts';
import { textToSchemaTypes } from './form-text.ts';
import type { HandlerContext, HandlerResult, Operation } from './operation.ts';
import type { OperationCall, OperationOutcome } from './operation-call.ts';
import { terminalText } from './terminal-text.ts';
import { describeIssues } from './validation-message.ts';

/** Waits, unless the caller hangs up first; says whether the caller is still there. */
function wait(ms: number, hangUp: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (hangUp.aborted) {
      resolve(false);
      return;
    }
    const onHangUp = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      hangUp.removeEventListener('abort', onHangUp);
      resolve(true);
    }, ms);
    hangUp.addEventListener('abort', onHangUp, { once: true });
  });
}

/** The call as the request log reads it (the same fields Express's Request has). */
function loggedRequest(call: OperationCall): LoggedRequest {
  const { file } = call;
  return {
    method: call.method,
    path: call.path,
    url: call.url,
    query: call.query,
    body: call.body,
    file:
      file === undefined
        ? undefined
        : {
            fieldname: file.field,
            originalname: file.originalName,
            mimetype: file.mimeType,
            size: file.size,
          },
    get: call.header,
  };
}

/** The body as the schema sees it: the form fields plus the uploaded file as a Blob. */
function bodyInput(call: OperationCall): Record<string, unknown> {
  const { file } = call;
  const fields = call.body === undefined ? {} : { ...call.body };
  if (file !== undefined)
    // multer's buffer is never shared memory; the cast spares a copy of the whole file.
    fields[file.field] = new Blob([file.buffer as Buffer<ArrayBuffer>], { type: file.mimeType });
  return fields;
}

function wrongContentTypeHint(call: OperationCall, operation: Operation): string {
  if (call.body !== undefined) return '';
  const expected = operation.upload ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
  return ` (send the body as ${expected}; got ${call.header('content-type') ?? 'no body'})`;
}

type Validated = { ok: true; body: unknown; query: unknown } | { ok: false; message: string };

function validate(operation: Operation, call: OperationCall, bodyFields: Record<string, unknown>): Validated {
  const queryInput = textToSchemaTypes(operation.query, call.query);
  const query = operation.query.safeParse(queryInput);
  if (!query.success) return { ok: false, message: describeIssues(query.error.issues, queryInput) };
  if (operation.body === undefined) return { ok: true, body: undefined, query: query.data };
  const input = textToSchemaTypes(operation.body, bodyFields);
  const body = operation.body.safeParse(input);
  if (!body.success) {
    return {
      ok: false,
      message: describeIssues(body.error.issues, input) + wrongContentTypeHint(call, operation),
    };
  }
  return { ok: true, body: body.data, query: query.data };
}

interface Answer {
  httpStatus: number;
  code: string | null;
  message: string;
  json?: object;
  raw?: { contentType: string; body: string | Buffer };
  /** Set when the operation's validation refused the request: a near-miss in the log. */
  refused?: true;
}

function answerOf(operation: Operation, result: HandlerResult<unknown>): Answer {
  switch (result.kind) {
    case 'ok':
      return {
        httpStatus: 200,
        code: operation.successCode,
        message: result.message,
        json: successEnvelope(operation.envelope, operation.successCode, result.message, result.data),
      };
    case 'error':
      return {
        httpStatus: 200,
        code: result.code,
        message: result.message,
        json: errorEnvelope(operation.envelope, result.code, result.message),
      };
    case 'raw':
      return {
        httpStatus: 200,
        code: null,
        message: '',
        raw: { contentType: result.contentType, body: result.body },
      };
  }
}

/**

 * A change the database could not keep (a full disk, a read-only file): undone in memory, answered
 * with the cause. HTTP 507, as the server could not store what the call needed; code '507'. The
 * database's folder is cut from the message, as from a bug's (the API's CORS is open to any origin).
 */
function storageAnswer(operation: Operation, error: StorageError): Answer {
  const message = withoutFilePaths(error.message);
  return {
    httpStatus: 507,
    code: '507',
    message,
    json: errorEnvelope(operation.envelope, '507', message),
  };
}

/**
 * A fault of the fake server in an operation: the caller hears which operation, what was thrown and
 * which file to fix; the console gets the stack (bug-report.ts).
 */
function bugAnswer(operation: Operation, what: string): Answer {
  const text = `Fake server bug in ${operation.operationId}: ${what}. Fix fake-server/src/groups/${operation.tag}/operations.ts.`;
  return {
    httpStatus: 500,
    code: '500',
    message: text,
    json: errorEnvelope(operation.envelope, '500', text),
  };
}

async function handle(
  operation: Operation,
  server: FakeServer,
  sandbox: Sandbox,
  call: OperationCall,
): Promise<Answer> {
  // Made once: with an upload it holds a copy of the file (the Blob the schema checks).
  const bodyFields = bodyInput(call);
  const validated = validate(operation, call, bodyFields);
  if (!validated.ok) {
    return {
      httpStatus: 200,
      code: '400',
      message: validated.message,
      json: errorEnvelope(operation.envelope, '400', validated.message),
      refused: true,
    };
  }
  const ctx: HandlerContext<unknown, unknown> = {
    body: validated.body,
    query: validated.query,
    rawBody: bodyFields,
    file: call.file,
    state: sandbox.state,
    sandboxId: sandbox.id,
    // The sandbox's virtual clock: every date a handler answers follows it.
    now: () => server.nowOf(sandbox),
    origin: call.origin,
    appOrigin: server.appOrigin,
    emit: (type, data) => server.emit(sandbox.id, type, data),
    uploads: server.uploads,
    autoPayMs: server.autoPayMs,
  };
  let answer: Answer;
  try {
    answer = answerOf(operation, await operation.handle(ctx));
  } catch (error) {
    logBug(`${operation.operationId} (sandbox '${sandbox.id}')`, error);
    return bugAnswer(operation, `${errorSummary(error)} (the stack is in the fake server's console)`);
  }
  if (server.checkResponses && answer.json !== undefined) {
    const checked = operation.response.safeParse(answer.json);
    if (!checked.success) {
      const broken = bugAnswer(
        operation,
        `the answer breaks the contract (${describeIssues(checked.error.issues, answer.json)})`,
      );
      console.error(terminalText(`fake-server: ${broken.message}`));
      return broken;
    }
  }
  return answer;
}

/**
 * One contract operation, end to end, whatever transport carried it: fault or scenario, upstream
 * proxy or replay, validation, handler, envelope, contract check, persistence, log and events.
 * `deliver` hears the outcome once, before the call is logged (as the answer went out first), and
 * says which headers went with it (the log shows them).
 */
export async function callOperation(
  operation: Operation,
  server: FakeServer,
  call: OperationCall,
  deliver: (outcome: OperationOutcome) => SentHeaders,
): Promise<void> {
  const startedAt = performance.now();
  const sandboxId = sandboxIdOf(call.query);
  const record = (sandbox: Sandbox, outcome: Omit<CallOutcome, 'operationId' | 'startedAt'>): void =>
    recordCall(server, sandbox, loggedRequest(call), {
      ...outcome,
      operationId: operation.operationId,
      startedAt,
    });
  let delivered = false;
  const deliverOnce = (outcome: OperationOutcome): SentHeaders => {
    delivered = true;
    return deliver(outcome);
  };
  try {
    await answerCall(operation, server, call, server.sandboxes.get(sandboxId), deliverOnce, record);
  } catch (error) {
    // Every save comes before the answer, so a failed one left nothing delivered.
    if (!(error instanceof StorageError) || delivered) throw error;
    const answer = storageAnswer(operation, error);
    const text = JSON.stringify(answer.json);
    const sentHeaders = deliver({ kind: 'json', httpStatus: answer.httpStatus, text });
    record(server.sandboxes.peek(sandboxId), {
      httpStatus: answer.httpStatus,
      code: answer.code,
      message: answer.message,
      effect: null,
      response: loggedResponse(sentHeaders, { jsonText: text }),
    });
  }
}

/** `callOperation` once the sandbox is up to date; a StorageError leaves it before anything is delivered. */
async function answerCall(
  operation: Operation,
  server: FakeServer,
  call: OperationCall,
  sandbox: Sandbox,
  deliver: (outcome: OperationOutcome) => SentHeaders,
  recordIn: (sandbox: Sandbox, outcome: Omit<CallOutcome, 'operationId' | 'startedAt'>) => void,
): Promise<void> {
  const record = (outcome: Omit<CallOutcome, 'operationId' | 'startedAt'>) => recordIn(sandbox, outcome);
  const effect = takeCallEffect(sandbox, operation.operationId, server.delays);
  let effectName = effect?.source ?? null;

  // A fault's remaining count changed when it was taken: saved even if the call goes no further.
  if (effect !== undefined) server.sandboxes.commit(sandbox, []);
  if (effect !== undefined && effect.delayMs > 0 && !(await wait(effect.delayMs, call.hangUp))) {
    deliver({ kind: 'hung-up' });
    record({
      httpStatus: 0,
      code: null,
      message: 'the caller hung up while the call was delayed',
      effect: effectName,
      response: null,
    });
    return;
  }
  if (effect?.drop) {
    deliver({ kind: 'dropped' });
    record({ httpStatus: 0, code: null, message: 'connection dropped', effect: effectName, response: null });
    return;
  }
  let answer: Answer;
  if (effect?.httpStatus !== undefined || effect?.code !== undefined) {
    const code = effect.code ?? String(effect.httpStatus);
    const message = effect.message ?? `Injected ${effect.source} answer: code ${code}.`;
    answer = {
      httpStatus: effect.httpStatus ?? 200,
      code,
      message,
      json: errorEnvelope(operation.envelope, code, message),
    };
  } else {
    const proxied = await proxyCall(operation, server, sandbox, call);
    // With no upstream, a recorded upstream answer to this very call stands in for the fake's.
    const replayed = proxied === undefined ? replayCall(operation, sandbox, call) : undefined;
    const upstream = proxied?.kind === 'upstream' ? proxied.answer : replayed;
    effectName = proxied?.effect ?? (replayed === undefined ? effectName : 'recorded answer');
    answer =
      upstream === undefined
        ? await handle(operation, server, sandbox, call)
        : {
            httpStatus: upstream.status,
            code: upstream.code,
            message: upstream.message,
            raw: { contentType: upstream.contentType, body: upstream.body },
          };
  }
  // Durable before the caller hears of it: an answered change survives a killed server.
  if (operation.writes.length > 0) await server.sandboxes.commitSoon(sandbox, operation.writes);
  // A new pay code may pay itself later (FAKE_AUTO_PAY_MS): wake the sandbox then.
  if (operation.writes.includes('repay')) server.lifecycle.schedule(sandbox);
  // The envelope serialized once: sent as this text, and the log keeps the same string.
  const sent =
    answer.raw === undefined
      ? { kind: 'json' as const, httpStatus: answer.httpStatus, text: JSON.stringify(answer.json ?? {}) }
      : { kind: 'raw' as const, httpStatus: answer.httpStatus, ...answer.raw };
  const sentHeaders = deliver(sent);
  record({
    httpStatus: answer.httpStatus,
    code: answer.code,
    message: answer.message,
    effect: effectName,
    response: loggedResponse(
      sentHeaders,
      sent.kind === 'json' ? { jsonText: sent.text } : { contentType: sent.contentType, raw: sent.body },
    ),
    nearMiss: answer.refused
      ? { kind: 'refused', closest: operationRef(operation), reason: answer.message }
      : null,
  });
}
