import fc from 'fast-check';

/**
 * The JSON Schema keywords the contract's request schemas use. No maintained library turns JSON
 * Schema or zod 4 into fast-check arbitraries (zod-fast-check wants zod 3 and fast-check 3;
 * json-schema-fast-check is built on fast-check 1), so this is a small converter for exactly this
 * subset: a keyword it does not know throws, so a contract that grows one fails loudly here instead
 * of being fuzzed as if the keyword were not there.
 */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object';
  enum?: readonly (string | number | boolean)[];
  const?: string | number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  minimum?: number;
  maximum?: number;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  /** On an object: exactly one branch holds besides its own properties (a conditional rule). */
  oneOf?: readonly JsonSchema[];
}

/** Keywords that only describe: they never change which values are valid. */
const ANNOTATIONS = new Set(['description', 'examples', 'title', 'deprecated']);
const KNOWN = new Set<string>([
  'type',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'contentMediaType',
  'minimum',
  'maximum',
  'properties',
  'required',
  'additionalProperties',
  'const',
  'oneOf',
]);

/** The keywords of a schema outside the subset (`$ref` must be resolved before). */
export function unsupportedKeywords(schema: object): string[] {
  return Object.keys(schema).filter((key) => !KNOWN.has(key) && !ANNOTATIONS.has(key));
}

function checkSupported(schema: JsonSchema): void {
  const unknown = unsupportedKeywords(schema);
  if (unknown.length > 0) {
    throw new Error(
      `json-schema-arbitrary: keyword ${unknown.join(', ')} is not supported (schema ${JSON.stringify(schema)}); ` +
        'teach fake-server/src/contract-fuzz/json-schema-arbitrary.ts the keyword before the contract uses it',
    );
  }
}

/**
 * The app's numbers are JavaScript numbers: an integer the contract leaves unbounded is still a
 * safe integer on the wire (the fake server's zod `int()` says the same).
 */
const SAFE = Number.MAX_SAFE_INTEGER;
/** Strings without a maxLength are generated up to this length. */
const UNBOUNDED_LENGTH = 300;

/**
 * Characters of generated text: mostly ASCII, with the form's special characters, whitespace,
 * control characters and non-ASCII text of the Basic Multilingual Plane. Characters beyond it are
 * left out on purpose: JSON Schema counts a string's length in code points, JavaScript (and so zod)
 * in UTF-16 units, so an emoji at maxLength is valid for the contract and too long for the server
 * (noted in docs/testing.md; no field of this app takes such text).
 */
export const textCharacter: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.constantFrom('&', '=', '+', '%', '?', '#', ',', ' ', '\t', '\n', '\u0000') },
  { weight: 2, arbitrary: fc.constantFrom('ñ', '₱', '中', 'é', '\u00a0', '\u200b', 'ß', 'İ', '\ufeff') },
);

export interface ArbitraryOptions {
  /** Characters of generated strings. */
  character?: fc.Arbitrary<string>;
  /** The value of a `format: binary` field (a file); the caller decides what a file is. */
  binary?: fc.Arbitrary<unknown>;
}

function lengthBounds(schema: JsonSchema): { min: number; max: number } {
  const min = schema.minLength ?? 0;
  return { min, max: schema.maxLength ?? Math.max(min, UNBOUNDED_LENGTH) };
}

function textOfLength(character: fc.Arbitrary<string>, min: number, max: number): fc.Arbitrary<string> {
  return fc.string({ unit: character, minLength: min, maxLength: max });
}

function stringArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  if (schema.format === 'binary') {
    if (options.binary === undefined)
      throw new Error('json-schema-arbitrary: a binary field needs options.binary');
    return options.binary;
  }
  if (schema.format !== undefined)
    throw new Error(`json-schema-arbitrary: format ${schema.format} is not supported`);
  const character = options.character ?? textCharacter;
  const { min, max } = lengthBounds(schema);
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern, 'u');
    return fc.stringMatching(pattern).filter((text) => text.length >= min && text.length <= max);
  }
  // The bounds themselves are where off-by-one mistakes live: each is drawn as often as the rest.
  return fc.oneof(
    textOfLength(character, min, max),
    textOfLength(character, min, min),
    textOfLength(character, max, max),
  );
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -SAFE, -SAFE);
  const max = Math.min(schema.maximum ?? SAFE, SAFE);
  return fc.oneof(
    fc.integer({ min, max }),
    fc.constantFrom(min, max, Math.min(min + 1, max), Math.max(max - 1, min)),
    fc.integer({ min, max: Math.min(max, min + 1000) }),
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -SAFE;
  const max = schema.maximum ?? SAFE;
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
}

/** Names for properties the schema does not declare (never one it declares). */
function extraName(schema: JsonSchema): fc.Arbitrary<string> {
  const declared = new Set(Object.keys(schema.properties ?? {}));
  return fc
    .string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz_0123456789'),
      minLength: 1,
      maxLength: 12,
    })
    .map((name) => `x_${name}`)
    .filter((name) => !declared.has(name));
}

function objectArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  for (const name of required) {
    if (!(name in properties)) throw new Error(`json-schema-arbitrary: required '${name}' has no schema`);
  }
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) shape[name] = arbitraryOf(property, options);
  const declared = fc.record(shape, { requiredKeys: [...required] }).map((value) => ({ ...value }));
  // Unless forbidden, extra properties are part of the valid space (a form may carry more fields).
  const extra = schema.additionalProperties;
  if (extra === false) return declared;
  const extraValue =
    extra === undefined || extra === true
      ? textOfLength(options.character ?? textCharacter, 0, 20)
      : arbitraryOf(extra, options);
  return fc
    .tuple(declared, fc.dictionary(extraName(schema), extraValue, { maxKeys: 2 }))
    .map(([known, more]) => ({ ...more, ...known }));
}

/**
 * An object schema with one `oneOf` branch folded in: the branch's keywords of a property win over
 * the object's own (the branches of this contract narrow a property: a constant, a higher minimum),
 * its required names are added. Branches are chosen so that a value of one never fits another.
 */
export function withBranch(schema: JsonSchema, branch: JsonSchema): JsonSchema {
  const { oneOf: _branches, ...base } = schema;
  const unknown = Object.keys(branch).filter(
    (key) => key !== 'properties' && key !== 'required' && !ANNOTATIONS.has(key),
  );
  if (unknown.length > 0)
    throw new Error(`json-schema-arbitrary: a oneOf branch with ${unknown.join(', ')} is not supported`);
  const properties: Record<string, JsonSchema> = { ...base.properties };
  for (const [name, narrowed] of Object.entries(branch.properties ?? {})) {
    const own = properties[name];
    if (own === undefined)
      throw new Error(`json-schema-arbitrary: oneOf names '${name}', the object does not`);
    properties[name] = { ...own, ...narrowed };
  }
  return {
    ...base,
    properties,
    required: [...new Set([...(base.required ?? []), ...(branch.required ?? [])])],
  };
}

/**
 * Values valid for the schema, biased towards its bounds (lengths and values at their minimum and
 * maximum), so a request at the edge of what the contract allows is among the first tried.
 * @example fc.sample(arbitraryOf({ type: 'integer', minimum: 1 }), 3) // e.g. [1, 9007199254740991, 17]
 */
export function arbitraryOf(schema: JsonSchema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  checkSupported(schema);
  if (schema.oneOf !== undefined)
    return fc.oneof(...schema.oneOf.map((branch) => arbitraryOf(withBranch(schema, branch), options)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, options);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'object':
      return objectArbitrary(schema, options);
    case undefined:
      throw new Error(
        `json-schema-arbitrary: a schema without a type is not supported (${JSON.stringify(schema)})`,
      );
  }
}

/** A value outside what the schema allows, and how it breaks it. */
export interface InvalidValue {
  kind: string;
  value: unknown;
}

function invalidString(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<InvalidValue>[] {
  const character = options.character ?? textCharacter;
  const cases: fc.Arbitrary<InvalidValue>[] = [];
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    cases.push(
      textOfLength(character, max + 1, max + 1).map((value) => ({ kind: 'one past maxLength', value })),
      textOfLength(character, max + 2, max * 3 + 50).map((value) => ({ kind: 'far past maxLength', value })),
    );
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    const min = schema.minLength;
    cases.push(
      textOfLength(character, min - 1, min - 1).map((value) => ({ kind: 'one short of minLength', value })),
    );
  }
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern, 'u');
    const valid = fc.stringMatching(pattern);
    cases.push(
      textOfLength(character, 0, 20)
        .filter((text) => !pattern.test(text))
        .map((value) => ({ kind: 'breaks the pattern', value })),
      // A near miss: one character more, or one less, than a matching text.
      fc
        .tuple(valid, fc.boolean(), fc.constantFrom('0', '9', 'a', ' '))
        .map(([text, longer, extra]) => (longer ? text + extra : text.slice(0, -1)))
        .filter((text) => !pattern.test(text))
        .map((value) => ({ kind: 'a near miss of the pattern', value })),
    );
  }
  return cases;
}

function invalidNumber(schema: JsonSchema): fc.Arbitrary<InvalidValue>[] {
  const cases: fc.Arbitrary<InvalidValue>[] = [
    fc
      .constantFrom('abc', '1e3', '0x10', '1,5', 'NaN', 'Infinity')
      .map((value) => ({ kind: 'not a number', value })),
  ];
  const { minimum, maximum } = schema;
  if (minimum !== undefined) {
    cases.push(
      fc.constant({ kind: 'one below minimum', value: minimum - 1 }),
      fc.integer({ min: -SAFE, max: minimum - 1 }).map((value) => ({ kind: 'below minimum', value })),
    );
  }
  if (maximum !== undefined) {
    cases.push(
      fc.constant({ kind: 'one above maximum', value: maximum + 1 }),
      fc.integer({ min: maximum + 1, max: SAFE }).map((value) => ({ kind: 'above maximum', value })),
    );
  }
  if (schema.type === 'integer') {
    const low = Math.max(minimum ?? -1000, -SAFE);
    const high = Math.min(maximum ?? 1000, SAFE);
    cases.push(
      fc
        .integer({ min: low, max: Math.max(low, high - 1) })
        .map((value) => ({ kind: 'a fraction', value: value + 0.5 })),
    );
  }
  return cases;
}

/**
 * Scalar values the schema refuses, each with the rule it breaks: a length one past its bounds and
 * far past them, a value one past its minimum or maximum, text for a number, a fraction for an
 * integer, a value outside an enum, a text that misses the pattern. Objects are broken by the
 * request layer (a required property left out, an extra property where none is allowed).
 */
export function invalidArbitrariesOf(
  schema: JsonSchema,
  options: ArbitraryOptions = {},
): fc.Arbitrary<InvalidValue>[] {
  checkSupported(schema);
  if (schema.enum !== undefined) {
    const allowed = new Set(schema.enum.map(String));
    const numeric = schema.enum.every((value) => typeof value === 'number');
    const outside = numeric
      ? fc.integer({ min: -1000, max: 1000 }).filter((value) => !allowed.has(String(value)))
      : textOfLength(options.character ?? textCharacter, 0, 12).filter((value) => !allowed.has(value));
    return [outside.map((value) => ({ kind: 'outside the enum', value }))];
  }
  switch (schema.type) {
    case 'string':
      return schema.format === 'binary' ? [] : invalidString(schema, options);
    case 'integer':
    case 'number':
      return invalidNumber(schema);
    case 'boolean':
      return [fc.constantFrom('yes', '1', '').map((value) => ({ kind: 'not a boolean', value }))];
    case 'object':
    case undefined:
      return [];
  }
}
