import type { Operation } from '../api/operation.ts';
import type { OperationCall } from '../api/operation-call.ts';
import type { FakeServer } from '../fake-server.ts';
import type { Sandbox } from '../store/sandbox.ts';
import { checkAnswer } from './drift.ts';
import { forward, type ParsedJson, PROXIED_HEADER } from './forward.ts';
import { keepRecorded, recordedAnswer, requestKey } from './recording.ts';

/** The upstream's answer as the app gets it (unchanged), with what the log shows of it. */
export interface UpstreamAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /** The envelope's code and message when the answer is one (for the request log). */
  code: string | null;
  message: string;
}

export type ProxyOutcome =
  | { kind: 'upstream'; answer: UpstreamAnswer; effect: string }
  /** The upstream did not answer the operation: the fake answers, and the log says why. */
  | { kind: 'fallback'; effect: string };

/** The envelope's code and message, for the request log. */
function envelopeOf(contentType: string, json: ParsedJson): { code: string | null; message: string } {
  if (!contentType.includes('json'))
    return { code: null, message: `${contentType || 'no content type'} answer` };
  if (json === undefined) return { code: null, message: 'not JSON' };
  const { code, message } = (json.value ?? {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : null,
    message: typeof message === 'string' ? message : '',
  };
}

/**
 * The validating proxy: when the sandbox has an upstream, the call goes there and
 * its answer, checked against the contract, goes back to the app unchanged; drift is counted per
 * sandbox. Undefined when the fake answers by itself (no upstream, or a call another fake server
 * already forwarded: no loops).
 */
export async function proxyCall(
  operation: Operation,
  server: FakeServer,
  sandbox: Sandbox,
  call: OperationCall,
): Promise<ProxyOutcome | undefined> {
  const setting = server.upstream.of(sandbox.id);
  if (setting === null || call.header(PROXIED_HEADER) !== undefined) return undefined;
  const forwarded = await forward(call, operation, setting.origin);
  if (forwarded.kind === 'fallback') return { kind: 'fallback', effect: `fallback: ${forwarded.reason}` };
  const findings = checkAnswer(operation.response, forwarded);
  if (
    findings.length > 0 &&
    server.drift.add(sandbox.id, operation.operationId, findings, server.now().toISOString())
  )
    server.emit(sandbox.id, 'drift', { operationId: operation.operationId, findings });
  const answer = { ...forwarded, ...envelopeOf(forwarded.contentType, forwarded.json) };
  const drift = findings.length > 0 ? `, ${findings.length} drift` : '';
  const recorded = setting.record && record(server, sandbox, operation, call, forwarded) ? ', recorded' : '';
  return { kind: 'upstream', answer, effect: `upstream ${setting.origin}${drift}${recorded}` };
}

/** The call's fields that say which order and product it is about (query and form body). */
function callFields(call: OperationCall): Record<string, unknown> {
  return { ...call.query, ...call.body };
}

/**
 * Record mode: the answer, redacted before it is kept anywhere, becomes the sandbox's answer to
 * this call (saved with FAKE_DB, carried by an export). Only JSON answers of HTTP 200.
 */
function record(
  server: FakeServer,
  sandbox: Sandbox,
  operation: Operation,
  call: OperationCall,
  forwarded: { status: number; contentType: string; json: ParsedJson },
): boolean {
  const json = forwarded.json;
  if (forwarded.status !== 200 || !forwarded.contentType.includes('json') || json === undefined) return false;
  keepRecorded(sandbox.state, {
    operationId: operation.operationId,
    key: requestKey(callFields(call)),
    answer: server.redactor.redactJson(json.value),
    recordedAt: server.now().toISOString(),
  });
  server.sandboxes.commit(sandbox, ['recorded']);
  return true;
}

/** A recorded answer to replay for this call when the sandbox has no upstream; else undefined. */
export function replayCall(
  operation: Operation,
  sandbox: Sandbox,
  call: OperationCall,
): UpstreamAnswer | undefined {
  // Every call passes here: most sandboxes have recorded nothing.
  if (sandbox.state.recorded.answers.length === 0) return undefined;
  const found = recordedAnswer(sandbox.state, operation, callFields(call));
  if (found === undefined) return undefined;
  const contentType = 'application/json; charset=utf-8';
  const body = Buffer.from(JSON.stringify(found.answer));
  return { status: 200, contentType, body, ...envelopeOf(contentType, { value: found.answer }) };
}
