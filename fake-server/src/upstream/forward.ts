// The validating proxy's outbound half: one app call sent on to the real backend as the app sent it.
import type { Operation } from '../api/operation.ts';
import type { OperationCall } from '../api/operation-call.ts';

/** The app's own headers (DESIGN §4) and the body's type: forwarded as they came. */
const FORWARDED_HEADERS = [
  'building',
  'gather',
  'swift',
  'eyes',
  'x-requested-with',
  'accept',
  'accept-language',
];

/** Set on every forwarded call, so a fake server that is its own upstream does not loop. */
export const PROXIED_HEADER = 'x-fake-proxied';

/** The upstream answers no later than this, or the call is answered by the fake. */
const UPSTREAM_TIMEOUT_MS = 30_000;

/** A body read as JSON once, for the drift check, the log and the recording; undefined when it is not JSON. */
export type ParsedJson = { value: unknown } | undefined;

export type Forwarded =
  | { kind: 'answer'; status: number; contentType: string; body: Buffer; json: ParsedJson }
  | { kind: 'fallback'; reason: string };

export function parseJson(body: Buffer): ParsedJson {
  try {
    return { value: JSON.parse(body.toString('utf8')) };
  } catch {
    return undefined;
  }
}

/** The form body as the app sent it (the transport keeps the bytes for us), or rebuilt. */
function bodyOf(
  call: OperationCall,
  operation: Operation,
): { body: RequestInit['body']; contentType?: string } {
  if (operation.method === 'get') return { body: undefined };
  const raw = call.rawBody;
  if (raw !== undefined) return { body: new Uint8Array(raw), contentType: call.header('content-type') };
  const fields = call.body ?? {};
  const file = call.file;
  if (file === undefined && operation.upload === undefined) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
    return { body: form, contentType: 'application/x-www-form-urlencoded' };
  }
  // Multipart: the boundary is new, the fields and the file are the same.
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file !== undefined)
    form.append(
      file.field,
      new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
      file.originalName,
    );
  return { body: form };
}

/** Why a fetch failed, in words for the log. */
function failureReason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code === 'ECONNREFUSED') return 'upstream refused the connection';
  if (cause?.code === 'ENOTFOUND') return 'upstream host not found';
  if (error instanceof Error && error.name === 'TimeoutError')
    return `upstream did not answer within ${UPSTREAM_TIMEOUT_MS / 1000} s`;
  return `upstream unreachable (${cause?.code ?? (error instanceof Error ? error.message : String(error))})`;
}

/**
 * Sends the call to `origin` with the same method, path, query, body and app headers, and brings
 * back the answer byte for byte. A connection refused, a 404 or a 501 (the upstream does not have
 * the operation) and a time-out come back as a fallback: the fake answers instead.
 */
export async function forward(call: OperationCall, operation: Operation, origin: string): Promise<Forwarded> {
  const url = `${origin}${call.url}`;
  const headers = new Headers({ [PROXIED_HEADER]: '1' });
  for (const name of FORWARDED_HEADERS) {
    const value = call.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  const { body, contentType } = bodyOf(call, operation);
  if (contentType !== undefined) headers.set('content-type', contentType);
  let response: globalThis.Response;
  try {
    response = await fetch(url, {
      method: operation.method.toUpperCase(),
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'fallback', reason: failureReason(error) };
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status === 404 || response.status === 501)
    return { kind: 'fallback', reason: `upstream answered HTTP ${response.status}` };
  return {
    kind: 'answer',
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: bytes,
    json: parseJson(bytes),
  };
}
