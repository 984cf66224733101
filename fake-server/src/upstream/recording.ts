import type { Operation } from '../api/operation.ts';
import type { RecordedAnswer } from '../store/recorded.ts';
import type { WorldState } from '../store/world.ts';

/** Recorded answers kept per sandbox: the latest per operation and request, up to this many. */
const ANSWERS_KEPT = 300;

/** What a recorded answer answers: the order and product the request names ('' for none). */
export function requestKey(fields: Readonly<Record<string, unknown>>): string {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const orderId = text('orderId');
  const productId = text('productId') || text('productKey');
  return orderId === '' && productId === '' ? '' : `${orderId}|${productId}`;
}

/** Keeps a (redacted) answer as the one for its operation and request; an older one is replaced. */
export function keepRecorded(state: WorldState, entry: RecordedAnswer): void {
  const answers = state.recorded.answers;
  const same = answers.findIndex((old) => old.operationId === entry.operationId && old.key === entry.key);
  if (same >= 0) answers.splice(same, 1);
  answers.push(entry);
  if (answers.length > ANSWERS_KEPT) answers.splice(0, answers.length - ANSWERS_KEPT);
}

/** The recorded answer for this call, if the sandbox has one (replay with no upstream). */
export function recordedAnswer(
  state: WorldState,
  operation: Operation,
  fields: Readonly<Record<string, unknown>>,
): RecordedAnswer | undefined {
  const key = requestKey(fields);
  return state.recorded.answers.find(
    (entry) => entry.operationId === operation.operationId && entry.key === key,
  );
}
