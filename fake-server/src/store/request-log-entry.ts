// The request log's entry, as GET /__fake/requests and the 'request' event send it. Plain types
// with no imports: the QA page (browser code) reads the same ones.

/** One line of GET /__fake/requests. */
export interface RequestLogEntry {
  id: number;
  at: string;
  sandboxId: string;
  operationId: string | null;
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: unknown;
  httpStatus: number;
  /** The envelope code answered; null for an image, a dropped connection or an aborted call. */
  code: string | null;
  message: string;
  durationMs: number;
  /** 'fault' or 'scenario:<name>' when one changed the call. */
  effect: string | null;
  /** The path and query as sent (bounded), for "Copy as curl". */
  url: string;
  /** The request headers a call needs to be sent again: content type and the app's own headers. */
  requestHeaders: Record<string, string>;
  /** What the caller was sent; null when nothing was (dropped, hung up) and for notices. */
  response: LoggedResponse | null;
  /** A call that almost reached an operation: no operation matched, or the operation refused it. */
  nearMiss: NearMiss | null;
}

/** A logged answer: the headers that explain it and its body (bounded, like the request's). */
export interface LoggedResponse {
  headers: Record<string, string>;
  /** The JSON sent, or for a raw answer `{ contentType, size, text? }` (text only when it is text). */
  body: unknown;
}

/** An operation named in the log: which one, and how it is called. */
export interface OperationRef {
  operationId: string;
  method: string;
  path: string;
}

/**
 * Why a call reached no handler: 'no-operation' (nothing serves this method and path; `closest`
 * is the most similar operation, if any is close) or 'refused' (the operation's validation or body
 * parser refused it; `closest` is that operation).
 */
export interface NearMiss {
  kind: 'no-operation' | 'refused';
  closest: OperationRef | null;
  reason: string;
}
