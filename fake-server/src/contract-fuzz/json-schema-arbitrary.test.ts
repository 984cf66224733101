import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractVerdict, readContract } from './contract-model.ts';
import { arbitraryOf, invalidArbitrariesOf, type JsonSchema } from './json-schema-arbitrary.ts';
import { mutated, mutationArbitraries, validRequestArbitrary } from './request-arbitrary.ts';

const contract = readContract();
const settings = { seed: 36, numRuns: 40 };

describe('the JSON Schema to fast-check converter', () => {
  it('reads all 38 operations of the contract', () => {
    expect(contract).toHaveLength(38);
  });

  it.each(contract.map((operation) => [operation.operationId, operation] as const))(
    '%s: every generated request is valid for the contract (Ajv), and every mutation of one is not',
    (_id, operation) => {
      fc.assert(
        fc.property(validRequestArbitrary(operation), (request) => {
          expect(contractVerdict(operation, request).problems).toEqual([]);
        }),
        settings,
      );
      const mutations = mutationArbitraries(operation);
      if (mutations.length === 0) return;
      fc.assert(
        fc.property(validRequestArbitrary(operation), fc.oneof(...mutations), (request, mutation) => {
          expect(contractVerdict(operation, mutated(request, mutation)).valid).toBe(false);
        }),
        settings,
      );
    },
  );

  it('draws the bounds themselves: the shortest and longest text, the least and greatest integer', () => {
    const texts = fc.sample(arbitraryOf({ type: 'string', minLength: 2, maxLength: 9 }), {
      seed: 1,
      numRuns: 300,
    }) as string[];
    expect(new Set(texts.map((text) => text.length))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8, 9]));
    const integers = fc.sample(arbitraryOf({ type: 'integer', minimum: 1 }), { seed: 1, numRuns: 300 });
    expect(integers).toContain(1);
    expect(integers).toContain(Number.MAX_SAFE_INTEGER);
  });

  it('keeps a pattern and the lengths together', () => {
    const schema: JsonSchema = { type: 'string', pattern: '^1[3-9][0-9]{9}$' };
    for (const text of fc.sample(arbitraryOf(schema), { seed: 2, numRuns: 100 }))
      expect(text).toMatch(/^1[3-9]\d{9}$/);
    const kinds = fc.sample(fc.oneof(...invalidArbitrariesOf(schema)), { seed: 2, numRuns: 100 });
    for (const { value } of kinds) expect(String(value)).not.toMatch(/^1[3-9]\d{9}$/);
  });

  it('states the complaint rule: a collection complaint needs a sub-type and an order, other types take none', () => {
    const problemSave = contract.find((operation) => operation.operationId === 'problemSave');
    if (problemSave === undefined) throw new Error('no problemSave in the contract');
    const request = (body: Record<string, string>) => ({ query: {}, headers: {}, body, files: {} });
    fc.assert(
      fc.property(validRequestArbitrary(problemSave), ({ body = {} }) => {
        // Either branch is generated, and each drawn request keeps the rule.
        if (body.problemType === '1') {
          expect(Number(body.problemSonType)).toBeGreaterThan(0);
          expect(body.orderNo).not.toBe('');
          const { problemSonType: _sub, ...noSubType } = body as Record<string, string>;
          expect(contractVerdict(problemSave, request(noSubType)).valid).toBe(false);
          const { orderNo: _order, ...noOrder } = body as Record<string, string>;
          expect(contractVerdict(problemSave, request(noOrder)).valid).toBe(false);
        } else {
          expect(Number(body.problemSonType ?? 0)).toBe(0);
          expect(
            contractVerdict(
              problemSave,
              request({ ...(body as Record<string, string>), problemSonType: '2' }),
            ).valid,
          ).toBe(false);
        }
      }),
      { seed: 36, numRuns: 200 },
    );
    const drawn = fc.sample(validRequestArbitrary(problemSave), { seed: 36, numRuns: 200 });
    expect(new Set(drawn.map(({ body }) => body?.problemType === '1'))).toEqual(new Set([true, false]));
  });

  it('refuses a keyword it does not know, naming it', () => {
    expect(() => arbitraryOf({ type: 'string', multipleOf: 2 } as JsonSchema)).toThrow(
      /keyword multipleOf is not supported/,
    );
    expect(() => arbitraryOf({ type: 'string', format: 'date' })).toThrow(/format date is not supported/);
  });
});
