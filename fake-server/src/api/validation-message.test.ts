import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { describeIssues } from './validation-message.ts';

function messageFor(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation failure');
  return describeIssues(result.error.issues, input);
}

describe('describeIssues', () => {
  const schema = z.object({
    productId: z.string().min(1).max(4),
    score: z.int().min(1).max(5),
    cardType: z.union([z.literal(1), z.literal(2)]),
    phone: z.string().regex(/^1\d{2}$/),
    flag: z.enum(['0', '1']),
  });
  const valid = { productId: 'P1', score: 3, cardType: 1, phone: '123', flag: '1' };

  it('names a missing field', () => {
    expect(messageFor(schema, { ...valid, productId: undefined })).toBe('productId: is required');
  });

  it('names a field of the wrong type with what it got', () => {
    expect(messageFor(schema, { ...valid, score: 'abc' })).toBe("score: must be a number, got 'abc'");
    expect(messageFor(schema, { ...valid, score: 1.5 })).toBe('score: must be a whole number, got 1.5');
  });

  it('explains lengths, ranges, choices and formats', () => {
    expect(messageFor(schema, { ...valid, productId: '' })).toBe('productId: must not be empty');
    expect(messageFor(schema, { ...valid, productId: 'P12345' })).toBe(
      'productId: must have at most 4 characters',
    );
    expect(messageFor(schema, { ...valid, score: 9 })).toBe('score: must be at most 5');
    expect(messageFor(schema, { ...valid, cardType: 3 })).toBe('cardType: must be one of 1, 2, got 3');
    expect(messageFor(schema, { ...valid, flag: '2' })).toBe("flag: must be one of '0', '1', got '2'");
    expect(messageFor(schema, { ...valid, phone: 'x' })).toMatch(/^phone: has the wrong format/);
  });

  it('lists at most three problems', () => {
    expect(messageFor(schema, {})).toBe(
      'productId: is required; score: is required; cardType: is required; and 2 more',
    );
  });
});
