/**
 * Characters of JSON a logged body or query keeps. The request log holds 500 calls per sandbox for
 * up to the sandbox cache limit; a form body may be 100 kB, so without this one sandbox's log could
 * reach 50 MB. The app's real calls are far below it.
 */
export const LOGGED_VALUE_CHARS = 2048;

/** What the log keeps of a value too large to keep. */
export type TruncatedValue = { truncated: string; chars: number };

/**
 * A body or query as the request log keeps it: as is when small, else the start of its JSON.
 * `sentChars` (the request's length) skips the JSON for the usual small request.
 * @example boundedForLog({ a: 'x'.repeat(5000) }, 5010) // { truncated: '{"a":"xxx…', chars: 5008 }
 */
export function boundedForLog<T>(value: T, sentChars: number): T | TruncatedValue {
  if (sentChars <= LOGGED_VALUE_CHARS) return value;
  const text = JSON.stringify(value) ?? 'null';
  return text.length <= LOGGED_VALUE_CHARS ? value : truncatedValue(text);
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
export function boundedText(text: string): string {
  return text.length <= LOGGED_VALUE_CHARS ? text : `${text.slice(0, LOGGED_VALUE_CHARS)}…`;
}
