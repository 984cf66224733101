import type { Operation } from '../api/operation.ts';
import type { RequestLogEntry } from '../store/sandbox.ts';
import { type ContractOperation, responseProblems, type Verdict } from './contract-model.ts';
import type { FuzzAnswer } from './send-request.ts';

/** Whether the answer is the operation's success: its success code, or (get-captcha) the image itself. */
export function isSuccess(operation: Operation, answer: FuzzAnswer): boolean {
  if (answer.status !== 200) return false;
  if (answer.contentType.startsWith('image/')) return true;
  const code = (answer.json as { code?: unknown } | undefined)?.code;
  return code === operation.successCode;
}

/**
 * What is wrong with an answer, by the suite's oracle (docs/testing.md): a 5xx; an answer the
 * contract does not allow; a request the contract allows refused by the server's validation (the
 * `'400'` envelope its log marks as a `refused` near-miss); a request the contract refuses answered
 * with success. A handler's own refusal of a valid request (an unknown id, a wrong order state) is
 * fine. Empty when nothing is wrong.
 */
export function violations(
  operation: Operation,
  contract: ContractOperation,
  verdict: Verdict,
  answer: FuzzAnswer,
  logged: RequestLogEntry | undefined,
): string[] {
  const found: string[] = [];
  if (answer.status >= 500) found.push(`answered HTTP ${answer.status}`);
  if (answer.contentType.startsWith('application/json') && answer.json === undefined)
    found.push('answered JSON that does not parse');
  found.push(...responseProblems(contract, answer.status, answer.contentType, answer.json));
  if (verdict.valid && logged?.nearMiss?.kind === 'refused')
    found.push(`refused a request the contract allows: ${logged.nearMiss.reason}`);
  if (!verdict.valid && isSuccess(operation, answer))
    found.push(`answered success to a request the contract refuses (${verdict.problems.join('; ')})`);
  return found;
}
