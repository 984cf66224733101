import type { Request } from 'express';
import type { Operation } from '../api/operation.ts';
import type { FakeServer } from '../fake-server.ts';
import type { Sandbox } from '../store/sandbox.ts';
import { checkAnswer } from './drift.ts';
import { forward, PROXIED_HEADER } from './forward.ts';

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

function envelopeOf(contentType: string, body: Buffer): { code: string | null; message: string } {
  if (!contentType.includes('json'))
    return { code: null, message: `${contentType || 'no content type'} answer` };
  try {
    const json = JSON.parse(body.toString('utf8')) as { code?: unknown; message?: unknown };
    return {
      code: typeof json.code === 'string' || typeof json.code === 'number' ? String(json.code) : null,
      message: typeof json.message === 'string' ? json.message : '',
    };
  } catch {
    return { code: null, message: 'not JSON' };
  }
}

/**
 * The validating proxy (issue 15 item 1): when the sandbox has an upstream, the call goes there and
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
  const answer = { ...forwarded, ...envelopeOf(forwarded.contentType, forwarded.body) };
  const drift = findings.length > 0 ? `, ${findings.length} drift` : '';
  return { kind: 'upstream', answer, effect: `upstream ${setting.origin}${drift}` };
}
