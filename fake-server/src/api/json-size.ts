// The length and the start of a value's JSON without building all of it. JSON.stringify of an
// upload's 5 MB of text fields took 0.3 s when the text was outside Latin-1, to keep 2 kB of it;
// these walk the value instead (a regex test per string). For plain data, as the body parsers and
// JSON.parse give it.

/** A string JSON.stringify writes as it is, between quotes: no quote, backslash, control or surrogate. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what JSON escapes.
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

function stringLength(text: string): number {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text).length : text.length + 2;
}

/** What JSON.stringify leaves out of an object, and writes as null in an array. */
function isSkipped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

function hasToJson(value: object): boolean {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

/**
 * The length of `JSON.stringify(value)` (of `null` for undefined), exactly.
 * @example jsonLength({ a: 'x' }) // 9
 */
export function jsonLength(value: unknown): number {
  if (typeof value === 'string') return stringLength(value);
  if (typeof value !== 'object' || value === null || hasToJson(value))
    return (JSON.stringify(value) ?? 'null').length;
  if (Array.isArray(value)) {
    let length = 1 + value.length;
    for (const item of value) length += isSkipped(item) ? 4 : jsonLength(item);
    return Math.max(length, 2);
  }
  let length = 1;
  let fields = 0;
  for (const [key, item] of Object.entries(value)) {
    if (isSkipped(item)) continue;
    fields += 1;
    length += stringLength(key) + 1 + jsonLength(item);
  }
  return length + Math.max(fields, 1);
}

/**
 * Whether `value`'s JSON may fit in `chars`: false once its strings and keys alone pass it (a
 * lower bound, with no look at escapes), so a small value is serialized at once.
 */
export function mayFit(value: unknown, chars: number): boolean {
  return room(value, chars) >= 0;
}

function room(value: unknown, left: number): number {
  if (typeof value === 'string') return left - value.length - 2;
  if (typeof value !== 'object' || value === null) return left - 1;
  let rest = left - 2;
  if (Array.isArray(value)) {
    for (const item of value) {
      rest = room(item, rest - 1);
      if (rest < 0) return rest;
    }
    return rest;
  }
  for (const key in value) {
    rest = room((value as Record<string, unknown>)[key], rest - key.length - 4);
    if (rest < 0) return rest;
  }
  return rest;
}

/**
 * The first `chars` characters of `JSON.stringify(value)` (all of it when shorter), built from
 * the parts that reach into them only.
 * @example jsonStart({ a: 'x'.repeat(5_000_000) }, 8) // '{"a":"xx'
 */
export function jsonStart(value: unknown, chars: number): string {
  if (typeof value === 'string')
    // Each character writes at least one, after the opening quote; a pair cut in two is past `chars`.
    return JSON.stringify(value.length > chars ? value.slice(0, chars) : value).slice(0, chars);
  if (typeof value !== 'object' || value === null || hasToJson(value))
    return (JSON.stringify(value) ?? 'null').slice(0, chars);
  const isArray = Array.isArray(value);
  let text = isArray ? '[' : '{';
  let entries = 0;
  for (const [key, item] of isArray ? value.entries() : Object.entries(value)) {
    if (text.length >= chars) break;
    if (!isArray && isSkipped(item)) continue;
    if (entries > 0) text += ',';
    entries += 1;
    if (isArray) text += isSkipped(item) ? 'null' : jsonStart(item, chars - text.length);
    else {
      text += `${jsonStart(String(key), chars - text.length)}:`;
      text += jsonStart(item, chars - text.length);
    }
  }
  return `${text}${isArray ? ']' : '}'}`.slice(0, chars);
}
