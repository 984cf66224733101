import type { Request } from 'express';
import type { Operation } from '../api/operation.ts';
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
  req: Request,
): Promise<ProxyOutcome | undefined> {
  const setting = server.upstream.of(sandbox.id);
  if (setting === null || req.get(PROXIED_HEADER) !== undefined) return undefined;
  const forwarded = await forward(req, operation, setting.origin);
  if (forwarded.kind === 'fallback') return { kind: 'fallback', effect: `fallback: ${forwarded.reason}` };
  const findings = checkAnswer(operation.response, forwarded);
  if (
    findings.length > 0 &&
    server.drift.add(sandbox.id, operation.operationId, findings, server.now().toISOString())
  )
    server.emit(sandbox.id, 'drift', { operationId: operation.operationId, findings });
  const answer = { ...forwarded, ...envelopeOf(forwarded.contentType, forwarded.json) };
  const drift = findings.length > 0 ? `, ${findings.length} drift` : '';
  const recorded = setting.record && record(server, sandbox, operation, req, forwarded) ? ', recorded' : '';
  return { kind: 'upstream', answer, effect: `upstream ${setting.origin}${drift}${recorded}` };
}

/** The call's fields that say which order and product it is about (query and form body). */
function callFields(req: Request): Record<string, unknown> {
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  return { ...(req.query as Record<string, unknown>), ...body };
}

/**
 * Record mode: the answer, redacted before it is kept anywhere, becomes the sandbox's answer to
 * this call (saved with FAKE_DB, carried by an export). Only JSON answers of HTTP 200.
 */
function record(
  server: FakeServer,
  sandbox: Sandbox,
  operation: Operation,
  req: Request,
  forwarded: { status: number; contentType: string; json: ParsedJson },
): boolean {
  const json = forwarded.json;
  if (forwarded.status !== 200 || !forwarded.contentType.includes('json') || json === undefined) return false;
  keepRecorded(sandbox.state, {
    operationId: operation.operationId,
    key: requestKey(callFields(req)),
    answer: server.redactor.redactJson(json.value),
    recordedAt: server.now().toISOString(),
  });
  server.sandboxes.commit(sandbox, ['recorded']);
  return true;
}

/** A recorded answer to replay for this call when the sandbox has no upstream; else undefined. */
export function replayCall(operation: Operation, sandbox: Sandbox, req: Request): UpstreamAnswer | undefined {
  // Every call passes here: most sandboxes have recorded nothing.
  if (sandbox.state.recorded.answers.length === 0) return undefined;
  const found = recordedAnswer(sandbox.state, operation, callFields(req));
  if (found === undefined) return undefined;
  const contentType = 'application/json; charset=utf-8';
  const body = Buffer.from(JSON.stringify(found.answer));
  return { status: 200, contentType, body, ...envelopeOf(contentType, { value: found.answer }) };
}
