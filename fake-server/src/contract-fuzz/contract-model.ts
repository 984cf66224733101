import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { JsonSchema } from './json-schema-arbitrary.ts';

/** The bundled contract (`npm run generate` writes it). */
const CONTRACT = new URL('../../../openapi/dist/openapi.json', import.meta.url);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the contract, its `$ref`s resolved: what a request may carry, what may come back. */
export interface ContractOperation {
  operationId: string;
  method: 'get' | 'post';
  path: string;
  /** The query parameters as one object schema. */
  query: JsonSchema;
  /** The header parameters as one object schema. */
  headers: JsonSchema;
  /** The request body, if the operation takes one. */
  body: { mediaType: string; schema: JsonSchema } | undefined;
  /** Response schemas by HTTP status, then media type. */
  responses: Readonly<Record<string, Readonly<Record<string, Json>>>>;
}

/** Inlines every local `$ref` (`#/components/...`); the contract's request schemas have no cycles. */
function resolveRefs(document: Json, value: Json, seen: readonly string[] = []): Json {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(document, item, seen));
  if (value === null || typeof value !== 'object') return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    if (seen.includes(ref)) throw new Error(`contract-model: $ref cycle through ${ref}`);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<Json | undefined>(
        (node, key) =>
          node !== null && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined,
        document,
      );
    if (target === undefined) throw new Error(`contract-model: $ref ${ref} points nowhere`);
    return resolveRefs(document, target, [...seen, ref]);
  }
  const resolved = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolveRefs(document, item, seen)]),
  );
  return Array.isArray(resolved.allOf) ? mergeAllOf(resolved) : resolved;
}

/** Keywords that only describe a value: the parent's own stand when a part says otherwise. */
const DESCRIBING = new Set(['description', 'examples', 'title', 'deprecated']);

/**
 * A schema whose `allOf` is folded into it. The bundler writes a `$ref` with its own description
 * as `allOf: [<ref>]` beside the description; the parts' keywords are merged as long as no two
 * parts constrain the same keyword differently (an intersection this converter does not compute).
 */
function mergeAllOf(schema: { [key: string]: Json }): Json {
  const { allOf, ...parent } = schema;
  const merged: { [key: string]: Json } = { ...parent };
  for (const part of allOf as Json[]) {
    if (part === null || typeof part !== 'object' || Array.isArray(part))
      throw new Error(`contract-model: an allOf part is not a schema (${JSON.stringify(part)})`);
    for (const [key, item] of Object.entries(part)) {
      if (DESCRIBING.has(key)) {
        if (!(key in parent)) merged[key] = item;
        continue;
      }
      if (key in merged && JSON.stringify(merged[key]) !== JSON.stringify(item))
        throw new Error(
          `contract-model: allOf parts disagree on '${key}' (${JSON.stringify(merged[key])}, ${JSON.stringify(item)}); teach contract-model.ts their intersection`,
        );
      merged[key] = item;
    }
  }
  return merged;
}

function objectOf(parameters: readonly Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map(({ name, schema }) => [name, schema])),
    required: parameters.filter(({ required }) => required === true).map(({ name }) => name),
  };
}

/** Every operation of openapi/dist/openapi.json, in the contract's order. */
export function readContract(): ContractOperation[] {
  const document = JSON.parse(readFileSync(CONTRACT, 'utf8')) as Json;
  const resolved = resolveRefs(document, document) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(resolved.paths)) {
    const shared = (item.parameters ?? []) as Parameter[];
    for (const method of ['get', 'post'] as const) {
      const operation = item[method] as
        | {
            operationId: string;
            parameters?: Parameter[];
            requestBody?: { content: Record<string, { schema: JsonSchema }> };
            responses: Record<string, { content?: Record<string, { schema: Json }> }>;
          }
        | undefined;
      if (operation === undefined) continue;
      const parameters = [...shared, ...(operation.parameters ?? [])];
      const body = Object.entries(operation.requestBody?.content ?? {})[0];
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        query: objectOf(parameters.filter((parameter) => parameter.in === 'query')),
        headers: objectOf(parameters.filter((parameter) => parameter.in === 'header')),
        body: body === undefined ? undefined : { mediaType: body[0], schema: body[1].schema },
        responses: Object.fromEntries(
          Object.entries(operation.responses).map(([status, response]) => [
            status,
            Object.fromEntries(
              Object.entries(response.content ?? {}).map(([type, { schema }]) => [type, schema]),
            ),
          ]),
        ),
      });
    }
  }
  return operations;
}

/** A form field as sent: one text, or the same key sent more than once. */
export type FieldValue = string | readonly string[];

/** An uploaded file; `image` says whether its bytes are an image of its declared type. */
export interface FuzzFile {
  kind: 'file';
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  image: boolean;
}

export function isFuzzFile(value: unknown): value is FuzzFile {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

/** One request as the wire carries it: every value is text (form bodies and query strings). */
export interface FuzzRequest {
  query: Record<string, FieldValue>;
  headers: Record<string, string>;
  /** Form fields; undefined for an operation without a body (or a body left out). */
  body: Record<string, FieldValue> | undefined;
  files: Record<string, FuzzFile>;
}

/** Numbers as a form or query string spells them (what the contract's numeric fields read). */
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/;

function isNumeric(schema: JsonSchema | undefined): boolean {
  if (schema === undefined) return false;
  if (schema.enum !== undefined) return schema.enum.every((value) => typeof value === 'number');
  return schema.type === 'integer' || schema.type === 'number';
}

function propertySchema(object: JsonSchema, name: string): JsonSchema | undefined {
  const declared = object.properties?.[name];
  if (declared !== undefined) return declared;
  return typeof object.additionalProperties === 'object' ? object.additionalProperties : undefined;
}

/**
 * The text fields as the contract's types read them: numeric text of a number field is that
 * number, `true`/`false` of a boolean field a boolean; an empty optional number is a field left
 * blank (the project's form rule, fake-server/README.md). Anything else stays text, so a number
 * field holding `abc` is still a wrong type for the validator.
 */
export function decodeFields(
  schema: JsonSchema,
  fields: Readonly<Record<string, FieldValue>>,
): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const decoded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const property = propertySchema(schema, name);
    if (typeof value !== 'string') {
      decoded[name] = [...value];
      continue;
    }
    if (isNumeric(property)) {
      if (value === '' && !required.has(name)) continue;
      decoded[name] = NUMBER_TEXT.test(value) ? Number(value) : value;
    } else if (property?.type === 'boolean' && (value === 'true' || value === 'false')) {
      decoded[name] = value === 'true';
    } else decoded[name] = value;
  }
  return decoded;
}

/** The contract's judgement of a request: valid, or the rules it breaks. */
export interface Verdict {
  valid: boolean;
  problems: string[];
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
const compiled = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: object): ValidateFunction {
  const known = compiled.get(schema);
  if (known !== undefined) return known;
  const validate = ajv.compile(schema);
  compiled.set(schema, validate);
  return validate;
}

function problemsOf(where: string, schema: object, value: unknown): string[] {
  const validate = validatorOf(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${where}${error.instancePath} ${error.message ?? 'is invalid'}`,
  );
}

/**
 * Whether the request is one the contract allows, judged by Ajv (JSON Schema 2020-12, the
 * contract's dialect) on its fields as the contract's types read them, independently of the zod
 * schemas the fake server validates with. A file must be an image of its declared type where the
 * contract says `contentMediaType: image/*`.
 */
export function contractVerdict(operation: ContractOperation, request: FuzzRequest): Verdict {
  const problems = problemsOf('query', operation.query, decodeFields(operation.query, request.query));
  const { body } = operation;
  if (body !== undefined) {
    if (request.body === undefined && Object.keys(request.files).length === 0)
      problems.push('body is required');
    else {
      const fields = decodeFields(body.schema, request.body ?? {});
      // In a multipart body a binary field is a file part: text under its name is no file.
      for (const name of Object.keys(request.body ?? {}))
        if (body.schema.properties?.[name]?.format === 'binary' && !(name in request.files))
          problems.push(`body/${name} is text where the contract wants a file`);
      for (const [name, file] of Object.entries(request.files)) {
        // The validator sees a file as the text it stands for; its bytes are checked here.
        fields[name] = file.filename;
        const declared = body.schema.properties?.[name];
        if (
          declared?.contentMediaType === 'image/*' &&
          !(file.image && file.contentType.startsWith('image/'))
        )
          problems.push(`body/${name} is not an image (${file.contentType || 'no type'})`);
      }
      problems.push(...problemsOf('body', body.schema, fields));
    }
  }
  return { valid: problems.length === 0, problems };
}

/** What is wrong with an answer for the contract: its status is not declared, or its body breaks the schema. */
export function responseProblems(
  operation: ContractOperation,
  status: number,
  contentType: string,
  body: unknown,
): string[] {
  const byType = operation.responses[String(status)] ?? operation.responses.default;
  if (byType === undefined) return [`HTTP ${status} is not an answer the contract declares`];
  const mediaType = contentType.split(';')[0]?.trim() ?? '';
  const schema = byType[mediaType];
  if (schema === undefined)
    return [`HTTP ${status} answers ${mediaType || 'no type'}, which the contract does not declare`];
  if (typeof schema !== 'object' || schema === null || mediaType.startsWith('image/')) return [];
  return problemsOf('response', schema, body);
}
