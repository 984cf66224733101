import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonLength, jsonStart } from './json-size.ts';
import { boundedJson, boundedJsonOf, LOGGED_VALUE_CHARS } from './log-bounds.ts';

/** Text of every kind JSON escapes or keeps: quotes, controls, wide characters, lone surrogates. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('"', '\\', '\n', '\u0001', 'a', '\u0100', '\ud83d', '\ude00'),
    maxLength: 40,
  }),
  fc.string({ maxLength: 3000 }),
);

/** Plain data as parsers give it, with what JSON.stringify skips or writes as null. */
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('value'), { maxLength: 6 }),
    fc.dictionary(text, tie('value'), { maxKeys: 6 }),
  ),
}));

const json = (input: unknown): string => JSON.stringify(input) ?? 'null';

describe('the length and start of a JSON without building it', () => {
  it('measures any value as JSON.stringify writes it', () => {
    fc.assert(
      fc.property(value, (input) => {
        expect(jsonLength(input)).toBe(json(input).length);
      }),
      { seed: 36, numRuns: 2000 },
    );
  });

  it('starts as JSON.stringify does, for any length asked', () => {
    fc.assert(
      fc.property(value, fc.nat(400), (input, chars) => {
        expect(jsonStart(input, chars)).toBe(json(input).slice(0, chars));
      }),
      { seed: 36, numRuns: 2000 },
    );
  });

  it('bounds a value exactly as bounding its JSON would', () => {
    fc.assert(
      fc.property(value, fc.string({ maxLength: 3 * LOGGED_VALUE_CHARS }), (input, long) => {
        for (const candidate of [input, { long, input }, [input, long]])
          expect(boundedJsonOf(candidate)).toBe(boundedJson(json(candidate)));
      }),
      { seed: 36, numRuns: 500 },
    );
  });

  it('keeps the start of an upload’s 5 MB of wide text without serializing it all', () => {
    const fields = Object.fromEntries(
      Array.from({ length: 50 }, (_, index) => [`f${index}`, `\u0100${'x'.repeat(100_000)}`]),
    );
    const full = json(fields);
    const started = performance.now();
    const kept = JSON.parse(boundedJsonOf(fields)) as { truncated: string; chars: number };
    const ms = performance.now() - started;
    expect(kept).toEqual({ truncated: `${full.slice(0, LOGGED_VALUE_CHARS)}…`, chars: full.length });
    console.log(`bounded 5 MB of wide text in ${ms.toFixed(1)} ms`);
  });
});
