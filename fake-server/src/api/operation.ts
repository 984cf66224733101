import type * as z from 'zod';
import type { FakeEventType } from '../admin/event-bus.ts';
import type { UploadStore } from '../groups/complaint/upload-store.ts';
import type { WorldState } from '../store/world.ts';

/** The API groups: one contract tag, one folder under groups/, one feature of the app. */
export type Tag =
  | 'order'
  | 'confirm'
  | 'confirm-v2'
  | 'repay'
  | 'legacy-repay'
  | 'bind-bank'
  | 'complaint'
  | 'service'
  | 'promotion'
  | 'event';

/** `flagged` answers carry `success: boolean` beside the code (the `/v3` and `/opponents` groups). */
export type EnvelopeKind = 'plain' | 'flagged';
export type HttpMethod = 'get' | 'post';

/** An image (or any file) received on a multipart operation. */
export interface UploadedFile {
  field: string;
  originalName: string;
  mimeType: string;
  size: number;
  buffer: Buffer;
}

/** What a handler sees: validated input, this sandbox's state and a few server facilities. */
export interface HandlerContext<Body, Query> {
  /** The form body, validated and converted by the operation's body schema. */
  body: Body;
  /** The query string, validated and converted by the operation's query schema. */
  query: Query;
  /** Every form field as sent, also the keys the schema does not name (the bind-card form values). */
  rawBody: Readonly<Record<string, unknown>>;
  /** The uploaded file of a multipart operation. */
  file: UploadedFile | undefined;
  /** The mutable state of the caller's sandbox; change it in place. */
  state: WorldState;
  sandboxId: string;
  /** The sandbox's now: the server's clock plus its virtual clock offset (POST /__fake/clock). */
  now: () => Date;
  /** The origin the caller used to reach us (e.g. `http://127.0.0.1:4010`), for absolute http links. */
  origin: string;
  /** The app's origin (FAKE_APP_ORIGIN), for links that open the app. */
  appOrigin: string;
  /** Tell open apps and QA pages that something changed (server-sent events of this sandbox). */
  emit: (type: FakeEventType, data: unknown) => void;
  /** The server's uploaded images (every sandbox, one byte ceiling); key them by `sandboxId`. */
  uploads: UploadStore;
  /** FAKE_AUTO_PAY_MS: a pay code made now pays itself this much later; null = only by hand. */
  autoPayMs: number | null;
}

/** Error codes the contract documents (openapi/common.yaml ErrorEnvelope) plus the spec's own. */
export type ErrorCode = '400' | '404' | '413' | '415' | '429' | '500' | (string & {});

export type HandlerResult<Data> =
  | { kind: 'ok'; data: Data; message: string }
  | { kind: 'error'; code: ErrorCode; message: string }
  | { kind: 'raw'; contentType: string; body: string | Buffer };

/** The `data` of an operation's success answer, read from its generated response schema. */
export type SuccessData<R extends z.ZodType> =
  Exclude<z.output<R>, { data: null }> extends { data: infer D } ? D : never;

type BodyOf<B> = B extends z.ZodType ? z.output<B> : undefined;

/** One request that the operation answers with success, as the app would send it (text values). */
export interface OperationExample {
  query?: Record<string, string>;
  body?: Record<string, string>;
  /** The file of a multipart operation. */
  file?: { field: string; filename: string; contentType: string; content: Buffer };
}

/** What a route file writes for one contract operation. */
export interface OperationSpec<Q extends z.ZodType, R extends z.ZodType, B extends z.ZodType | undefined> {
  /** The contract's operationId, e.g. `loanDetails`. */
  operationId: string;
  tag: Tag;
  method: HttpMethod;
  /** The full path, as in openapi/openapi.yaml. */
  path: string;
  envelope: EnvelopeKind;
  /** The generated `<Op>QueryParams` schema. */
  query: Q;
  /** The generated `<Op>Body` schema; leave out when the operation has no body. */
  body?: B;
  /** The generated `<Op>Response` schema; tests check every answer against it. */
  response: R;
  /** Multipart operations name their file field; its route reads it with multer (api/body-parsers.ts). */
  upload?: { field: string; maxBytes: number; accept: 'image' };
  /** `get-sid` succeeds with '0'; everything else with '00'. */
  successCode?: '00' | '0';
  /**
   * The parts of its sandbox's world the operation may change (`[]`: it only reads). With FAKE_DB a
   * call saves just these, and a read saves nothing, so the cost of a save does not grow with the
   * world. A test runs every example and fails on a change to a part not named here.
   */
  writes: readonly (keyof WorldState)[];
  /**
   * Requests this operation answers with success in a freshly seeded world, covering its variants
   * (every order, every product…). The conformance test sends each one and checks the answer
   * against the response schema; the bad-input test breaks each field of the first one.
   */
  examples: (world: WorldState) => readonly OperationExample[];
  handle(
    ctx: HandlerContext<BodyOf<B>, z.output<Q>>,
  ): HandlerResult<SuccessData<R>> | Promise<HandlerResult<SuccessData<R>>>;
}

/** An operation with its types erased, as the registry and the API router hold it. */
export interface Operation {
  operationId: string;
  tag: Tag;
  method: HttpMethod;
  path: string;
  envelope: EnvelopeKind;
  query: z.ZodType;
  body: z.ZodType | undefined;
  response: z.ZodType;
  upload: { field: string; maxBytes: number; accept: 'image' } | undefined;
  successCode: '00' | '0';
  writes: readonly string[];
  examples: (world: WorldState) => readonly OperationExample[];
  handle(ctx: HandlerContext<unknown, unknown>): HandlerResult<unknown> | Promise<HandlerResult<unknown>>;
}

/**
 * Declares one contract operation. The generic types tie the handler's input to the generated body and
 * query schemas and its answer to the generated response schema, so a handler that breaks the
 * contract does not type-check.
 * @example
 * export const googleScore = defineOperation({
 *   operationId: 'googleScore', tag: 'order', method: 'post', path: '/v3/loan-details/google-score',
 *   envelope: 'flagged', query: GoogleScoreQueryParams, body: GoogleScoreBody, response: GoogleScoreResponse,
 *   writes: ['order'], examples: () => [{ body: { score: '5' } }],
 *   handle: ({ body, state }) => { state.order.scores.push({ score: body.score, at: '' }); return ok({}); },
 * });
 */
export function defineOperation<
  Q extends z.ZodType,
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
>(spec: OperationSpec<Q, R, B>): Operation {
  return {
    operationId: spec.operationId,
    tag: spec.tag,
    method: spec.method,
    path: spec.path,
    envelope: spec.envelope,
    query: spec.query,
    body: spec.body,
    response: spec.response,
    upload: spec.upload,
    successCode: spec.successCode ?? '00',
    writes: spec.writes,
    examples: spec.examples,
    // run-operation.ts parsed body and query with these very schemas, so the narrowing is sound.
    handle: (ctx) => spec.handle(ctx as HandlerContext<BodyOf<B>, z.output<Q>>),
  };
}

/** A success answer; the envelope (code, success flag) is added by run-operation.ts. */
export function ok<Data>(data: Data, message = 'success'): HandlerResult<Data> {
  return { kind: 'ok', data, message };
}

/** An error answer: HTTP 200 with a non-success code, as the contract says. */
export function fail(code: ErrorCode, message: string): HandlerResult<never> {
  return { kind: 'error', code, message };
}

/** A non-envelope answer, such as the captcha image. */
export function raw(contentType: string, body: string | Buffer): HandlerResult<never> {
  return { kind: 'raw', contentType, body };
}
