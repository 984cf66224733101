import { jsonLength, jsonStart, mayFit } from './json-size.ts';

/**
 * Characters of JSON a logged body, query or response body keeps, and of text a logged path, URL,
 * message, code, effect or near-miss reason keeps. The request log holds 500 calls per sandbox for
 * up to the sandbox cache limit; a form body may be 100 kB and an upload's text fields 5 MB, so
 * without this one sandbox's log could reach gigabytes. The app's real calls are far below it.
 */
export const LOGGED_VALUE_CHARS = 2048;

/** Characters a logged header value keeps: the app's headers are short; a long one is noise. */
export const LOGGED_HEADER_CHARS = 256;

/** What the log keeps of a value too large to keep. */
export type TruncatedValue = { truncated: string; chars: number };

/**
 * The JSON the log keeps of a value: its JSON when short, else the JSON of `{ truncated, chars }`
 * (the start of its JSON, and how long it was), built without serializing all of it.
 * @example boundedJsonOf({ a: 'x'.repeat(5000) }) // '{"truncated":"{\\"a\\":\\"xxx…","chars":5008}'
 */
export function boundedJsonOf(value: unknown): string {
  // The usual few short fields: serialized at once (their escapes may still take them past).
  if (mayFit(value, LOGGED_VALUE_CHARS)) return boundedJson(JSON.stringify(value ?? null));
  const chars = jsonLength(value ?? null);
  if (chars <= LOGGED_VALUE_CHARS) return JSON.stringify(value ?? null);
  return JSON.stringify({ truncated: `${jsonStart(value, LOGGED_VALUE_CHARS)}…`, chars });
}

/**
 * The same for a value already serialized (an answer as sent): its JSON as the log keeps it.
 * @example boundedJson('{"a":"xxx…"}') // the text itself when short, else the JSON of { truncated, chars }
 */
export function boundedJson(text: string): string {
  return text.length <= LOGGED_VALUE_CHARS ? text : JSON.stringify(truncatedValue(text));
}

function truncatedValue(text: string): TruncatedValue {
  return { truncated: `${text.slice(0, LOGGED_VALUE_CHARS)}…`, chars: text.length };
}

/** A logged path or message, cut at the same length (a 404's path is whatever the client sent). */
export function boundedText(text: string, limit = LOGGED_VALUE_CHARS): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}…`;
}

/** Logged headers, each value cut at LOGGED_HEADER_CHARS; the same object when none is long. */
export function boundedHeaders(headers: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  if (Object.values(headers).every((value) => value.length <= LOGGED_HEADER_CHARS)) return headers;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, boundedText(value, LOGGED_HEADER_CHARS)]),
  );
}
