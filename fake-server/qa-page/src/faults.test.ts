import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FaultFields, FaultInputFields } from '../../src/scenarios/fault-fields.ts';
import { type Fault, type FaultInput, FaultInputSchema } from '../../src/scenarios/faults.ts';
import { faultFromForm, faultSummary } from './faults.ts';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the Faults form's request", () => {
  it("is typed with the server's fault fields, which say what its schemas say", () => {
    expectTypeOf<FaultInputFields>().toEqualTypeOf<FaultInput>();
    expectTypeOf<FaultFields>().toEqualTypeOf<Fault>();
  });

  it('sends the filled fields, numbers as numbers, and the server takes it', () => {
    const fault = faultFromForm(
      form({
        operationId: 'getSms',
        delayMs: '',
        httpStatus: '503',
        code: '500',
        message: '',
        times: '2',
        drop: 'on',
      }),
    );
    expect(fault).toEqual({ operationId: 'getSms', httpStatus: 503, code: '500', times: 2, drop: true });
    expect(FaultInputSchema.safeParse(fault).success).toBe(true);
  });

  it('leaves out an unticked drop and empty fields, so the server names what is missing', () => {
    const fault = faultFromForm(form({ operationId: '*', delayMs: '', code: '' }));
    expect(fault).toEqual({ operationId: '*' });
    expect(FaultInputSchema.safeParse(fault).success).toBe(false);
  });

  it('says a fault in one line', () => {
    expect(faultSummary({ operationId: 'getSms', delayMs: 800, code: '500', remaining: 2 })).toBe(
      'getSms · delay 800 ms · code 500 · 2 left',
    );
    expect(faultSummary({ operationId: '*', httpStatus: 503, drop: true, remaining: null })).toBe(
      '* · HTTP 503 · drop · until cleared',
    );
  });
});
