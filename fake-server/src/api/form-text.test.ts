import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { expectedKind, textToSchemaTypes } from './form-text.ts';

describe('textToSchemaTypes', () => {
  const schema = z.object({
    score: z.int().min(1),
    amount: z.number(),
    cardType: z.union([z.literal(1), z.literal(2)]),
    merchant: z.literal(0),
    status: z.literal([21, 110]),
    optionalCount: z.int().optional(),
    name: z.string(),
    flag: z.enum(['0', '1']),
    agreed: z.boolean().optional(),
  });

  it('turns numeric text into numbers where the schema expects a number', () => {
    const out = textToSchemaTypes(schema, {
      score: '5',
      amount: '12.5',
      cardType: '2',
      merchant: '0',
      status: '110',
      optionalCount: '3',
      name: '123',
      flag: '1',
      agreed: 'true',
    });
    expect(out).toEqual({
      score: 5,
      amount: 12.5,
      cardType: 2,
      merchant: 0,
      status: 110,
      optionalCount: 3,
      name: '123',
      flag: '1',
      agreed: true,
    });
  });

  it('leaves missing fields missing and non-numeric text as text, so validation names them', () => {
    const out = textToSchemaTypes(schema, { score: 'abc', amount: '' }) as Record<string, unknown>;
    expect(out).toEqual({ score: 'abc', amount: '' });
    expect('cardType' in out).toBe(false);
    const result = schema.safeParse(out);
    expect(result.success).toBe(false);
  });

  it('counts an optional number or boolean sent empty as not sent; a required one stays empty and fails', () => {
    const out = textToSchemaTypes(schema, { optionalCount: '', agreed: '', amount: '', name: '' }) as Record<
      string,
      unknown
    >;
    expect(out).toEqual({ amount: '', name: '' });
    expect(
      schema
        .partial({ amount: true, score: true, cardType: true, merchant: true, status: true, flag: true })
        .safeParse(out).success,
    ).toBe(false);
  });

  it('leaves repeated fields (arrays) and non-object input alone', () => {
    expect(textToSchemaTypes(schema, { score: ['1', '2'] })).toEqual({ score: ['1', '2'] });
    expect(textToSchemaTypes(schema, undefined)).toBeUndefined();
    expect(textToSchemaTypes(z.string(), 'x')).toBe('x');
  });

  it('knows what each wrapped schema expects', () => {
    expect(expectedKind(z.int().optional().nullable())).toBe('number');
    expect(expectedKind(z.union([z.literal(1), z.string()]))).toBe('other');
    expect(expectedKind(z.literal('a'))).toBe('other');
    expect(expectedKind(z.string().default('x'))).toBe('other');
  });
});
