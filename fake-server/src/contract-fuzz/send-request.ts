import type { ContractOperation, FieldValue, FuzzRequest } from './contract-model.ts';

/** An answer as the fuzz judges it. */
export interface FuzzAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The body parsed, when it is JSON. */
  json: unknown;
}

function pairs(fields: Readonly<Record<string, FieldValue>>): [string, string][] {
  return Object.entries(fields).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[name, value] as [string, string]]
      : value.map((item): [string, string] => [name, item]),
  );
}

function bodyOf(operation: ContractOperation, request: FuzzRequest): URLSearchParams | FormData | undefined {
  if (operation.method === 'get' || (request.body === undefined && Object.keys(request.files).length === 0))
    return undefined;
  const fields = pairs(request.body ?? {});
  if (operation.body?.mediaType !== 'multipart/form-data') return new URLSearchParams(fields);
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [name, file] of Object.entries(request.files)) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
  }
  return form;
}

/** Sends the request to the operation on a listening fake server, in the given sandbox. */
export async function sendRequest(
  baseUrl: string,
  operation: ContractOperation,
  request: FuzzRequest,
  sandboxId: string,
): Promise<FuzzAnswer> {
  const query = new URLSearchParams(pairs(request.query));
  query.set('sessionId', sandboxId);
  const response = await fetch(`${baseUrl}${operation.path}?${query}`, {
    method: operation.method.toUpperCase(),
    headers: request.headers,
    body: bodyOf(operation, request),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let json: unknown;
  if (contentType.startsWith('application/json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, contentType, text, json };
}

/** The request in a few lines, for a failure report (a file by its name, type and size). */
export function describeRequest(operation: ContractOperation, request: FuzzRequest): string {
  const files = Object.entries(request.files).map(
    ([name, file]) =>
      `${name}=<${file.filename}, ${file.contentType || 'no type'}, ${file.bytes.length} bytes${file.image ? '' : ', not an image'}>`,
  );
  return [
    `${operation.method.toUpperCase()} ${operation.path}`,
    `  query: ${JSON.stringify(request.query)}`,
    request.body === undefined ? '  body: none' : `  body: ${JSON.stringify(request.body)}`,
    ...(files.length === 0 ? [] : [`  files: ${files.join(', ')}`]),
    Object.keys(request.headers).length === 0 ? '' : `  headers: ${JSON.stringify(request.headers)}`,
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** The answer in a line or two (long bodies cut). */
export function describeAnswer(answer: FuzzAnswer): string {
  const body =
    answer.text.length > 600 ? `${answer.text.slice(0, 600)}… (${answer.text.length} chars)` : answer.text;
  return `HTTP ${answer.status} ${answer.contentType}\n  ${body}`;
}
