import type * as z from 'zod';

/** Decimal numbers as a form or a query string spells them. */
const NUMERIC_TEXT = /^-?\d+(?:\.\d+)?$/;

type Kind = 'number' | 'boolean' | 'other';

/** The zod 4 definition of a schema; every zod 4 schema carries it under `_zod`. */
function defOf(schema: z.ZodType): z.core.$ZodTypes['_zod']['def'] {
  return (schema as unknown as z.core.$ZodTypes)._zod.def;
}

/** What scalar a field schema expects once optional/nullable/default wrappers are peeled off. */
export function expectedKind(schema: z.ZodType): Kind {
  const def = defOf(schema);
  switch (def.type) {
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'literal':
      if (def.values.every((value) => typeof value === 'number')) return 'number';
      if (def.values.every((value) => typeof value === 'boolean')) return 'boolean';
      return 'other';
    case 'union': {
      const kinds = new Set(def.options.map((option) => expectedKind(option as z.ZodType)));
      return kinds.size === 1 ? ([...kinds][0] ?? 'other') : 'other';
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return expectedKind(def.innerType as z.ZodType);
    case 'pipe':
      return expectedKind(def.in as z.ZodType);
    default:
      return 'other';
  }
}

/** A field of an object schema as the text conversion needs it. */
interface FieldKind {
  key: string;
  kind: Kind;
  optional: boolean;
}

// Worked out once per schema: every call converts its query and body, and the schemas never change.
const fieldKinds = new WeakMap<z.ZodType, readonly FieldKind[] | null>();

/** The fields of an object schema with their kinds, or null when the schema is not an object. */
function fieldsOf(schema: z.ZodType): readonly FieldKind[] | null {
  const known = fieldKinds.get(schema);
  if (known !== undefined) return known;
  const def = defOf(schema);
  let fields: readonly FieldKind[] | null = null;
  if (def.type === 'object') {
    fields = Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) => ({
      key,
      kind: expectedKind(field),
      optional: defOf(field).type === 'optional',
    }));
  } else if (def.type === 'pipe' && defOf(def.in as z.ZodType).type === 'transform') {
    // A body with a preprocess (openapi/open-form-extras.ts): the object it hands on.
    fields = fieldsOf(def.out as z.ZodType);
  } else if (def.type === 'intersection') {
    // A body with a conditional rule (`oneOf` beside its properties): the fields of both sides;
    // where both name a field, the object's own (left) reading comes first.
    const left = fieldsOf(def.left as z.ZodType);
    const right = fieldsOf(def.right as z.ZodType);
    if (left !== null || right !== null) {
      const named = new Set((left ?? []).map(({ key }) => key));
      fields = [...(left ?? []), ...(right ?? []).filter(({ key }) => !named.has(key))];
    }
  }
  fieldKinds.set(schema, fields);
  return fields;
}

/**
 * Form bodies and query strings carry only text. This turns the text of a field into a number (or a
 * boolean) where the schema expects one, and leaves everything else as sent, so a missing field stays
 * missing and a non-numeric text still fails validation with a message that names the field
 * (`z.coerce` would turn a missing field into NaN or 'undefined'). An optional number or boolean
 * sent empty counts as not sent.
 * @example textToSchemaTypes(z.object({ score: z.int() }), { score: '5' }) // { score: 5 }
 */
export function textToSchemaTypes(schema: z.ZodType, input: unknown): unknown {
  const fields = fieldsOf(schema);
  if (fields === null || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const output: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const { key, kind, optional } of fields) {
    const value = output[key];
    if (typeof value !== 'string') continue;
    // An empty form field of an optional number or boolean was left blank, not filled wrongly (a
    // form post of a complaint without sub-type may carry `problemSonType=`).
    if (value === '' && kind !== 'other' && optional) {
      delete output[key];
      continue;
    }
    if (kind === 'number' && NUMERIC_TEXT.test(value)) output[key] = Number(value);
    if (kind === 'boolean' && (value === 'true' || value === 'false')) output[key] = value === 'true';
  }
  return output;
}
