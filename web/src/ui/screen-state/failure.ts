import { type Envelope, isSuccessEnvelope } from '../../api/envelope.ts';

/**
 * Why a screen's data did not come, as the borrower's next step depends on it:
 * - `network`: no answer (offline, dropped, timed out, or a gateway's 5xx without the server's
 *   message): trying again can help;
 * - `server`: the server failed (a 5xx status or code, or a code this app does not know): trying
 *   again can help;
 * - `refused`: the server understood and said no (a 4xx code: the order does not exist, the link
 *   lacks a value): the same call will get the same answer, so no Retry.
 */
export type FailureKind = 'network' | 'server' | 'refused';

export interface Failure {
  readonly kind: FailureKind;
  /** Whether sending the same call again can succeed. */
  readonly retryable: boolean;
  /** The server's own message, when it sent one. */
  readonly message: string;
}

/** 408 (time-out) and 429 (too many requests) are 4xx codes that a later try can pass. */
const RETRYABLE_4XX = new Set(['408', '429']);

function kindOfCode(code: string): FailureKind {
  return /^4\d\d$/.test(code) && !RETRYABLE_4XX.has(code) ? 'refused' : 'server';
}

function failure(kind: FailureKind, message = ''): Failure {
  return { kind, retryable: kind !== 'refused', message };
}

/** The HTTP answer an axios error carries, read by shape so this module needs no client. */
function responseOf(error: unknown): { status: number; data: unknown } | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error;
  if (typeof response !== 'object' || response === null || !('status' in response)) return undefined;
  const status = Number(response.status);
  return Number.isInteger(status)
    ? { status, data: 'data' in response ? response.data : undefined }
    : undefined;
}

function messageOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('message' in body)) return '';
  return typeof body.message === 'string' ? body.message : '';
}

/**
 * Classifies a first load that failed: by the non-success envelope the server answered, else by
 * the error the call rejected with (an HTTP status, or none at all).
 * @example failureOf({ code: '404', message: 'No order' }, null) // { kind: 'refused', retryable: false, message: 'No order' }
 * @example failureOf(undefined, new Error('Network Error')) // { kind: 'network', retryable: true, message: '' }
 */
export function failureOf(answer: Envelope | undefined, error: unknown): Failure {
  if (answer !== undefined)
    // A success code without its data is the server's fault too.
    return isSuccessEnvelope(answer)
      ? failure('server', answer.message)
      : failure(kindOfCode(answer.code), answer.message);
  const response = responseOf(error);
  if (response === undefined || response.status === 0) return failure('network');
  const kind = kindOfCode(String(response.status));
  const message = messageOf(response.data);
  // A 5xx without a message of the server's (a proxy or gateway that lost the server) reads as
  // the connection failing, which is what the borrower can act on.
  return failure(kind === 'server' && message === '' ? 'network' : kind, message);
}
