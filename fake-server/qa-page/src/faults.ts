// The Faults section's pure parts: the form's values as the server's fault input, and a fault as
// one line of words.
import type {
  FaultFields as Fault,
  FaultInputFields as FaultInput,
} from '../../src/scenarios/fault-fields.ts';

const NUMBER_FIELDS = ['delayMs', 'httpStatus', 'times'] as const satisfies readonly (keyof FaultInput)[];
const TEXT_FIELDS = ['code', 'message'] as const satisfies readonly (keyof FaultInput)[];

/** POST /__fake/faults's body from the form: empty fields left out, the server explains the rest. */
export function faultFromForm(form: FormData): FaultInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const fault: FaultInput = { operationId: text('operationId') };
  for (const key of NUMBER_FIELDS) if (text(key)) fault[key] = Number(text(key));
  for (const key of TEXT_FIELDS) if (text(key)) fault[key] = text(key);
  if (form.get('drop')) fault.drop = true;
  return fault;
}

/** 'getSms · HTTP 503 · code 500 · 2 left'. */
export function faultSummary(fault: Fault): string {
  const parts = [fault.operationId];
  if (fault.delayMs !== undefined) parts.push(`delay ${fault.delayMs} ms`);
  if (fault.httpStatus !== undefined) parts.push(`HTTP ${fault.httpStatus}`);
  if (fault.code !== undefined) parts.push(`code ${fault.code}`);
  if (fault.drop) parts.push('drop');
  parts.push(fault.remaining === null ? 'until cleared' : `${fault.remaining} left`);
  return parts.join(' · ');
}
