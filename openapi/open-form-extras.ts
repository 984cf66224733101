import type * as zod from 'zod';

/**
 * The bind form's body (bind-card-new, card-change) carries the form values keyed by item `code`
 * beside three named fields; the contract types each such value with `additionalProperties:
 * { type: string, maxLength: 200 }`. orval 8.38 renders an object schema that has properties as
 * `zod.object` and drops its `additionalProperties`, and zod 4 takes no catchall through the
 * params orval can inject, so orval.config.ts wires this function in as the body's zod
 * `preprocess` for those operations: the generated validator then refuses a value the contract
 * refuses. openapi/contract.test.ts checks these constants against the bundled contract.
 */
export const OPEN_FORM_NAMED_FIELDS: readonly string[] = ['product_id', 'cardType', 'channelNumber'];
/** The contract's `additionalProperties.maxLength` of the bind form's body. */
export const OPEN_FORM_VALUE_MAX_LENGTH = 200;

/**
 * Leaves the body as it is and reports each value beyond the named fields that is not one text of
 * at most OPEN_FORM_VALUE_MAX_LENGTH characters (a field sent twice arrives as a list).
 * @example zod.preprocess(openFormExtras, zod.object({ cardType: zod.int() })).safeParse({ cardType: 1, x: 'a'.repeat(201) }).success // false
 */
export function openFormExtras(value: unknown, ctx: zod.RefinementCtx): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  for (const [key, item] of Object.entries(value)) {
    if (OPEN_FORM_NAMED_FIELDS.includes(key)) continue;
    if (typeof item !== 'string')
      ctx.addIssue({ code: 'custom', path: [key], input: item, message: 'A form value is one text' });
    else if (item.length > OPEN_FORM_VALUE_MAX_LENGTH)
      ctx.addIssue({
        code: 'custom',
        path: [key],
        input: item,
        message: `Too big: expected a form value of at most ${OPEN_FORM_VALUE_MAX_LENGTH} characters`,
      });
  }
  return value;
}
