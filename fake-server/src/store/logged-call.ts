import {
  boundedHeaders,
  boundedJson,
  boundedJsonOf,
  boundedText,
  LOGGED_VALUE_CHARS,
} from '../api/log-bounds.ts';
import type { LoggedResponse, NearMiss, RequestLogEntry } from './request-log-entry.ts';

/** A response as the log is given it: the headers it shows, and the body as JSON text (as sent, bounded). */
export interface KeptResponse {
  headers: Record<string, string>;
  bodyJson: string;
}

/** A call or notice for the log: an entry without its id, the response as KeptResponse. */
export type LogInput = Omit<RequestLogEntry, 'id' | 'response'> & { response: KeptResponse | null };

/** Text outside Latin-1 makes V8 keep a whole string at two bytes a character. */
const TWO_BYTE_TEXT = /[\u0100-\uffff]/;
/** An entry's object and its short fields (ids, time, status, operation), measured: ≈ 0.3 kB. */
const ENTRY_OVERHEAD_BYTES = 320;

/** Bytes a string takes in V8's heap, near enough for a budget (the header left out). */
function textBytes(text: string | null): number {
  if (text === null) return 0;
  return TWO_BYTE_TEXT.test(text) ? text.length * 2 : text.length;
}

function boundedNearMiss(nearMiss: NearMiss | null): NearMiss | null {
  if (nearMiss === null || nearMiss.reason.length <= LOGGED_VALUE_CHARS) return nearMiss;
  return { ...nearMiss, reason: boundedText(nearMiss.reason) };
}

/**
 * A line of the request log as a sandbox keeps it: the scalar fields as they are, the nested ones
 * (query, body, request headers, response) as JSON text, parsed when read. A sandbox's log holds
 * the last 500 calls, so at a steady rate every entry outlives a young-generation GC and is copied
 * by it: as a tree of small objects (the answer alone is dozens) each copy cost the scavenger about
 * as much as the rest of the call's garbage; as a few flat strings it is a memcpy (measured in
 * docs/performance.md: the fake server's p99 at a fixed rate). Reads (GET /__fake/requests, the
 * events, tests) see the same `RequestLogEntry` as before: getters parse, and JSON writes the plain
 * object.
 *
 * Every value is bounded here, whoever logs it (a call, a refusal, a notice): text and JSON at
 * LOGGED_VALUE_CHARS, header values at LOGGED_HEADER_CHARS (api/log-bounds.ts), so no request
 * can make an entry larger than about 26 k characters.
 */
export class LoggedCall implements RequestLogEntry {
  readonly id: number;
  readonly at: string;
  readonly sandboxId: string;
  readonly operationId: string | null;
  readonly method: string;
  readonly path: string;
  readonly httpStatus: number;
  readonly code: string | null;
  readonly message: string;
  readonly durationMs: number;
  readonly effect: string | null;
  readonly url: string;
  readonly nearMiss: NearMiss | null;
  readonly #query: string;
  readonly #body: string;
  readonly #requestHeaders: string;
  /** The response's headers as JSON; null when nothing was sent. */
  readonly #responseHeaders: string | null;
  /** The response body as JSON; once released, the JSON of the note that says it is not kept. */
  #responseBody: string;
  /** What the entry holds in memory, about: the whole log's budget counts it (store/sandbox.ts). */
  #bytes: number;

  constructor(id: number, entry: LogInput) {
    this.id = id;
    this.at = entry.at;
    this.sandboxId = entry.sandboxId;
    this.operationId = entry.operationId;
    this.method = boundedText(entry.method);
    this.path = boundedText(entry.path);
    this.httpStatus = entry.httpStatus;
    this.code = entry.code === null ? null : boundedText(entry.code);
    this.message = boundedText(entry.message);
    this.durationMs = entry.durationMs;
    this.effect = entry.effect === null ? null : boundedText(entry.effect);
    this.url = boundedText(entry.url);
    this.nearMiss = boundedNearMiss(entry.nearMiss);
    // Serialized one by one so each is bounded on its own, with no second pass over a large one.
    this.#query = boundedJsonOf(entry.query);
    this.#body = boundedJsonOf(entry.body);
    this.#requestHeaders = JSON.stringify(boundedHeaders(entry.requestHeaders));
    this.#responseHeaders =
      entry.response === null ? null : JSON.stringify(boundedHeaders(entry.response.headers));
    this.#responseBody = entry.response === null ? 'null' : boundedJson(entry.response.bodyJson);
    this.#bytes =
      ENTRY_OVERHEAD_BYTES +
      textBytes(this.path) +
      textBytes(this.url) +
      textBytes(this.message) +
      textBytes(this.code) +
      textBytes(this.effect) +
      textBytes(this.nearMiss?.reason ?? null) +
      textBytes(this.#query) +
      textBytes(this.#body) +
      textBytes(this.#requestHeaders) +
      textBytes(this.#responseHeaders) +
      textBytes(this.#responseBody);
  }

  /** About how much memory the entry holds (its text and its object). */
  get bytes(): number {
    return this.#bytes;
  }

  get query(): Record<string, unknown> {
    return JSON.parse(this.#query) as Record<string, unknown>;
  }

  get body(): unknown {
    return JSON.parse(this.#body) as unknown;
  }

  get requestHeaders(): Record<string, string> {
    return JSON.parse(this.#requestHeaders) as Record<string, string>;
  }

  get response(): LoggedResponse | null {
    if (this.#responseHeaders === null) return null;
    return {
      headers: JSON.parse(this.#responseHeaders) as Record<string, string>,
      body: JSON.parse(this.#responseBody) as unknown,
    };
  }

  /**
   * Drops the response body (status, code and headers stay), saying why in its place; returns the
   * bytes this freed (for the log's budget).
   */
  releaseResponseBody(note: string): number {
    if (this.#responseHeaders === null) return 0;
    const before = this.#bytes;
    const released = JSON.stringify(note);
    this.#bytes += textBytes(released) - textBytes(this.#responseBody);
    this.#responseBody = released;
    return before - this.#bytes;
  }

  /** The plain entry, as GET /__fake/requests and the events send it. */
  toJSON(): RequestLogEntry {
    return {
      id: this.id,
      at: this.at,
      sandboxId: this.sandboxId,
      operationId: this.operationId,
      method: this.method,
      path: this.path,
      query: this.query,
      body: this.body,
      httpStatus: this.httpStatus,
      code: this.code,
      message: this.message,
      durationMs: this.durationMs,
      effect: this.effect,
      url: this.url,
      requestHeaders: this.requestHeaders,
      response: this.response,
      nearMiss: this.nearMiss,
    };
  }
}
