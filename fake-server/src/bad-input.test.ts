import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { expectedKind } from './api/form-text.ts';
import type { Operation, OperationExample } from './api/operation.ts';
import { operations } from './registry.ts';
import { firstExample, send, testApp } from './test-support/test-kit.ts';

interface Breakage {
  name: string;
  field: string;
  example: OperationExample;
}

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  const def = (schema as unknown as z.core.$ZodTypes | undefined)?._zod.def;
  return def?.type === 'object' ? (def.shape as Record<string, z.ZodType>) : {};
}

function isOptional(schema: z.ZodType): boolean {
  return (schema as unknown as z.core.$ZodTypes)._zod.optin === 'optional';
}

/** For each field of the first example: leave it out (when required) and give it the wrong type. */
function breakages(operation: Operation): Breakage[] {
  const example = firstExample(operation);
  const result: Breakage[] = [];
  const part = operation.method === 'get' ? 'query' : 'body';
  const schema = part === 'query' ? operation.query : operation.body;
  const values = (part === 'query' ? example.query : example.body) ?? {};
  for (const [field, fieldSchema] of Object.entries(shapeOf(schema))) {
    if (field === 'sessionId') continue;
    if (!isOptional(fieldSchema) && !(operation.upload && field === operation.upload.field)) {
      const { [field]: _left, ...rest } = values;
      result.push({ name: `missing ${field}`, field, example: { ...example, [part]: rest } });
    }
    if (expectedKind(fieldSchema) === 'number') {
      result.push({
        name: `${field} not a number`,
        field,
        example: { ...example, [part]: { ...values, [field]: 'abc' } },
      });
    }
  }
  if (operation.upload) {
    const { file: _file, ...withoutFile } = example;
    result.push({
      name: `missing ${operation.upload.field}`,
      field: operation.upload.field,
      example: withoutFile,
    });
  }
  // The session parameters are optional but bounded (contract: maxLength 200).
  result.push({
    name: 'deviceId too long',
    field: 'deviceId',
    example: { ...example, query: { ...example.query, deviceId: 'x'.repeat(201) } },
  });
  return result;
}

/** Operations whose definition lacks examples are reported by the conformance test instead. */
const withExamples = operations.filter((operation) => typeof operation.examples === 'function');
const cases = withExamples.flatMap((operation) =>
  breakages(operation).map(
    (breakage) => [`${operation.operationId}: ${breakage.name}`, operation, breakage] as const,
  ),
);

describe('bad input answers code 400 naming the field', () => {
  const app = testApp();
  it.each(cases)('%s', async (_name, operation, breakage) => {
    const res = await send(app, operation, breakage.example);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('400');
    expect(res.body.data).toBeNull();
    expect(res.body.message).toMatch(new RegExp(`^${breakage.field}: `));
    if (operation.envelope === 'flagged') expect(res.body.success).toBe(false);
    expect(operation.response.safeParse(res.body).success).toBe(true);
  });

  it('tells a caller that sent JSON to a form operation what to send', async () => {
    const res = await request(app)
      .post('/v3/loan-details/loan-details')
      .send({ productId: 'P1001', orderId: 'ORD21' });
    expect(res.body.code).toBe('400');
    expect(res.body.message).toContain('application/x-www-form-urlencoded');
  });
});
