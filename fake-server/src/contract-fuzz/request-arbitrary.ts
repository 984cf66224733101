import fc from 'fast-check';
import {
  type ContractOperation,
  type FieldValue,
  type FuzzFile,
  type FuzzRequest,
  isFuzzFile,
} from './contract-model.ts';
import { imageFile, notAnImageFile } from './image-files.ts';
import { arbitraryOf, invalidArbitrariesOf, type JsonSchema } from './json-schema-arbitrary.ts';
import type { WorldRecord } from './world-records.ts';

/** The fuzz chooses the sandbox itself: the `sessionId` parameter is set per run, never generated. */
const SANDBOX_PARAMETER = 'sessionId';

/** Header values are visible ASCII (what `fetch` and HTTP carry as they are). */
const headerCharacter = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

function withoutSandbox(query: JsonSchema): JsonSchema {
  const { [SANDBOX_PARAMETER]: _sandbox, ...properties } = query.properties ?? {};
  return {
    ...query,
    properties,
    required: (query.required ?? []).filter((name) => name !== SANDBOX_PARAMETER),
  };
}

function textFields(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, textOf(item)]),
  );
}

/** A request the contract allows, every field drawn from its schema (bounds included). */
export function validRequestArbitrary(operation: ContractOperation): fc.Arbitrary<FuzzRequest> {
  const body = operation.body;
  // Parameters the contract does not name are not forbidden, but not worth sending either.
  const named = (schema: JsonSchema): JsonSchema => ({ ...schema, additionalProperties: false });
  return fc
    .record({
      query: arbitraryOf(named(withoutSandbox(operation.query))),
      headers: arbitraryOf(named(operation.headers), { character: headerCharacter }),
      body: body === undefined ? fc.constant(undefined) : arbitraryOf(body.schema, { binary: imageFile }),
    })
    .map(({ query, headers, body: drawn }) => {
      const request: FuzzRequest = {
        query: textFields(query),
        headers: textFields(headers),
        body: undefined,
        files: {},
      };
      if (drawn === undefined) return request;
      const fields: Record<string, FieldValue> = {};
      for (const [name, value] of Object.entries(drawn as Record<string, unknown>)) {
        if (isFuzzFile(value)) request.files[name] = value;
        else fields[name] = textOf(value);
      }
      request.body = fields;
      return request;
    });
}

/** One way to break a valid request; plain data, so a failure report prints it. */
export type Mutation =
  | { kind: string; target: 'query' | 'body'; field: string; set: FieldValue }
  | { kind: 'left out'; target: 'query' | 'body' | 'file'; field: string }
  | { kind: 'not an image'; target: 'file'; field: string; file: FuzzFile };

function fieldMutations(target: 'query' | 'body', schema: JsonSchema): fc.Arbitrary<Mutation>[] {
  const mutations: fc.Arbitrary<Mutation>[] = [];
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    if (property.format === 'binary') {
      mutations.push(
        notAnImageFile.map((file) => ({
          kind: 'not an image' as const,
          target: 'file' as const,
          field,
          file,
        })),
      );
      if (schema.required?.includes(field))
        mutations.push(fc.constant({ kind: 'left out' as const, target: 'file' as const, field }));
      continue;
    }
    for (const invalid of invalidArbitrariesOf(property))
      mutations.push(invalid.map(({ kind, value }) => ({ kind, target, field, set: textOf(value) })));
    // The same key twice: Express reads it as a list, which no field of the contract is.
    mutations.push(
      fc.tuple(arbitraryOf(property), arbitraryOf(property)).map(([first, second]) => ({
        kind: 'sent twice',
        target,
        field,
        set: [textOf(first), textOf(second)],
      })),
    );
    if (schema.required?.includes(field))
      mutations.push(fc.constant({ kind: 'left out' as const, target, field }));
  }
  const extra = schema.additionalProperties;
  if (extra === false) {
    mutations.push(
      fc.constant({ kind: 'a property the schema forbids', target, field: 'x_extra', set: '1' }),
    );
  } else if (typeof extra === 'object') {
    for (const invalid of invalidArbitrariesOf(extra))
      mutations.push(
        invalid.map(({ kind, value }) => ({
          kind: `extra property ${kind}`,
          target,
          field: 'x_extra',
          set: textOf(value),
        })),
      );
  }
  return mutations;
}

/** Every way the generator breaks a request of this operation (empty when it takes no input). */
export function mutationArbitraries(operation: ContractOperation): fc.Arbitrary<Mutation>[] {
  return [
    ...fieldMutations('query', withoutSandbox(operation.query)),
    ...(operation.body === undefined ? [] : fieldMutations('body', operation.body.schema)),
  ];
}

/** The request with the mutation applied (a copy: generated values are reused while shrinking). */
export function mutated(request: FuzzRequest, mutation: Mutation): FuzzRequest {
  const copy: FuzzRequest = {
    query: { ...request.query },
    headers: { ...request.headers },
    body: request.body === undefined ? undefined : { ...request.body },
    files: { ...request.files },
  };
  if (mutation.target === 'file') {
    if (mutation.kind === 'not an image') copy.files[mutation.field] = mutation.file;
    else delete copy.files[mutation.field];
    return copy;
  }
  if (mutation.target === 'body' && copy.body === undefined) copy.body = {};
  const fields = (mutation.target === 'query' ? copy.query : copy.body) ?? {};
  if ('set' in mutation) fields[mutation.field] = mutation.set;
  else delete fields[mutation.field];
  return copy;
}

/** Which fields of a request take a world record's values, and which keep their generated ones. */
export interface Overlay {
  /** Index among the records that share a field with the operation (modulo their number). */
  pick: number;
  /**
   * Pick only among the records that fill the most of the fields still open: the values a
   * handler checks together (a repayment's record id and its code, a captcha session and its text)
   * then come from one record, as the app sends them, instead of lining up by chance.
   */
  fullest: boolean;
  /** Indexes of the record's fields (modulo their number) that keep the generated value. */
  keepGenerated: number[];
}

export const overlayArbitrary: fc.Arbitrary<Overlay> = fc.record({
  pick: fc.nat(),
  fullest: fc.nat(3).map((draw) => draw === 0),
  keepGenerated: fc.array(fc.nat(), { maxLength: 2 }),
});

function declared(schema: JsonSchema | undefined, field: string): boolean {
  return schema?.properties?.[field] !== undefined && field !== SANDBOX_PARAMETER;
}

/** How many fields of the operation not written yet the record fills. */
function filled(operation: ContractOperation, record: WorldRecord, written: ReadonlySet<string>): number {
  return Object.keys(record.fields).filter(
    (field) =>
      !written.has(field) && (declared(operation.query, field) || declared(operation.body?.schema, field)),
  ).length;
}

/** The records of the world that can fill at least one field of the operation not written yet. */
export function recordsFor(
  operation: ContractOperation,
  records: readonly WorldRecord[],
  written: ReadonlySet<string> = new Set(),
): WorldRecord[] {
  return records.filter((record) => filled(operation, record, written) > 0);
}

/** Of the records that fill a field still open, those that fill the most of them. */
function fullestRecords(
  operation: ContractOperation,
  records: readonly WorldRecord[],
  written: ReadonlySet<string>,
): WorldRecord[] {
  const counted = records.map((record) => ({ record, count: filled(operation, record, written) }));
  const most = Math.max(0, ...counted.map(({ count }) => count));
  return most === 0 ? [] : counted.filter(({ count }) => count === most).map(({ record }) => record);
}

/**
 * The request with world records laid over it: each overlay picks a record among those that fill
 * a field no earlier overlay wrote (an order, then a card, then a token: a legacy repayment needs
 * all three) and writes its values into the fields the operation declares, except the ones
 * written already (so values of one record stay together) and the ones it keeps generated. A
 * record's extras go into a body that allows more properties.
 */
export function overlaid(
  operation: ContractOperation,
  request: FuzzRequest,
  overlays: readonly Overlay[],
  records: readonly WorldRecord[],
): { request: FuzzRequest; sources: string[] } {
  const copy: FuzzRequest = {
    query: { ...request.query },
    headers: { ...request.headers },
    body: request.body === undefined ? undefined : { ...request.body },
    files: { ...request.files },
  };
  const written = new Set<string>();
  const sources: string[] = [];
  for (const { pick, fullest, keepGenerated } of overlays) {
    const candidates = fullest
      ? fullestRecords(operation, records, written)
      : recordsFor(operation, records, written);
    const record = candidates[pick % Math.max(candidates.length, 1)];
    if (record === undefined) break;
    sources.push(record.source);
    const names = Object.keys(record.fields);
    const kept = new Set(keepGenerated.map((index) => names[index % names.length]));
    for (const [field, value] of Object.entries(record.fields)) {
      if (written.has(field) || kept.has(field)) continue;
      if (declared(operation.query, field)) copy.query[field] = value;
      else if (declared(operation.body?.schema, field) && copy.body !== undefined) copy.body[field] = value;
      else continue;
      written.add(field);
    }
    if (
      record.extras !== undefined &&
      copy.body !== undefined &&
      operation.body?.schema.additionalProperties !== false
    ) {
      for (const [field, value] of Object.entries(record.extras))
        if (!declared(operation.body?.schema, field)) copy.body[field] = value;
    }
  }
  return { request: copy, sources };
}
