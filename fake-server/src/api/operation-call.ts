import type { UploadedFile } from './operation.ts';

/**
 * One API call as the operation core reads it, whatever carried it: Express (express-transport.ts)
 * or the in-process MSW adapter (src/in-process/). Text values as the app sent them.
 */
export interface OperationCall {
  /** Upper case, as on the wire. */
  method: string;
  /** The contract's full path, as requested. */
  path: string;
  /** Path and query string as sent: forwarded to an upstream, and bounds the logged query. */
  url: string;
  /** The query string parsed as Express's 'simple' parser does (node:querystring). */
  query: Record<string, unknown>;
  /** The form fields; undefined when no body of a form type was sent. */
  body: Record<string, unknown> | undefined;
  /** The form body's bytes as sent, when known (the validating proxy forwards them unchanged). */
  rawBody: Uint8Array | undefined;
  file: UploadedFile | undefined;
  /** A request header, case-insensitive; undefined when absent. */
  header: (name: string) => string | undefined;
  /** The origin of absolute http links in answers (see request-origin.ts). */
  origin: string;
  /** Aborted when the caller hangs up (only watched while an injected delay runs). */
  hangUp: AbortSignal;
}

/** What became of a call: an answer to send, a connection to drop, or a caller who left. */
export type OperationOutcome =
  /** `text`: the envelope serialized once; sent as is, and the request log keeps the same string. */
  | { kind: 'json'; httpStatus: number; text: string }
  | { kind: 'raw'; httpStatus: number; contentType: string; body: string | Buffer }
  | { kind: 'dropped' }
  | { kind: 'hung-up' };
