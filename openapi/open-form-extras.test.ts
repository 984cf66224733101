import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textToSchemaTypes } from '../fake-server/src/api/form-text.ts';
import { BindCardNewBody, CardChangeBody } from './generated/zod/bind-bank/bind-bank.zod.ts';
import { OPEN_FORM_NAMED_FIELDS, OPEN_FORM_VALUE_MAX_LENGTH } from './open-form-extras.ts';

interface BodySchema {
  properties: Record<string, unknown>;
  additionalProperties: { type: string; maxLength: number };
}
type Document = {
  paths: Record<string, { post: { requestBody: { content: Record<string, { schema: BodySchema }> } } }>;
};
const doc = JSON.parse(readFileSync(join(import.meta.dirname, 'dist/openapi.json'), 'utf8')) as Document;
const bodyOf = (path: string): BodySchema => {
  const schema = doc.paths[path]?.post.requestBody.content['application/x-www-form-urlencoded']?.schema;
  if (schema === undefined) throw new Error(`no form body at ${path}`);
  return schema;
};

const named = { product_id: 'P1', cardType: '1', channelNumber: 'GCASH' };
/** A form value's key the contract does not name (the form's item codes are such keys). */
const extraKey = fc
  .stringMatching(/^[a-z][a-zA-Z_]{0,15}$/)
  .filter((key) => !OPEN_FORM_NAMED_FIELDS.includes(key));

describe('the bind form bodies: generated validators enforce additionalProperties', () => {
  it.each(['/spoken/bind-card-new', '/spoken/card-change'])(
    "%s: the named fields and the value limit are the contract's",
    (path) => {
      const body = bodyOf(path);
      expect(Object.keys(body.properties).sort()).toEqual([...OPEN_FORM_NAMED_FIELDS].sort());
      expect(body.additionalProperties).toEqual({ type: 'string', maxLength: OPEN_FORM_VALUE_MAX_LENGTH });
    },
  );

  it.each([
    ['bindCardNew', BindCardNewBody],
    ['cardChange', CardChangeBody],
  ])('%s refuses a form value longer than the contract allows and takes one within it', (_, schema) => {
    fc.assert(
      fc.property(extraKey, fc.integer({ min: 0, max: 400 }), (key, length) => {
        const sent = textToSchemaTypes(schema, { ...named, [key]: 'x'.repeat(length) });
        const result = schema.safeParse(sent);
        expect(result.success).toBe(length <= OPEN_FORM_VALUE_MAX_LENGTH);
        if (!result.success) expect(result.error.issues.map((issue) => issue.path)).toEqual([[key]]);
      }),
      { numRuns: 300 },
    );
  });

  it('a form value sent twice (a list) is refused', () => {
    const result = BindCardNewBody.safeParse(
      textToSchemaTypes(BindCardNewBody, { ...named, acct: ['1', '2'] }),
    );
    expect(result.success).toBe(false);
  });
});
