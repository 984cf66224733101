import { parse as parseQuery } from 'node:querystring';
import multer from 'multer';
import { BodyParseError, NotAnImageError } from '../api/body-parsers.ts';
import type { Operation, UploadedFile } from '../api/operation.ts';
import type { OperationCall } from '../api/operation-call.ts';

/** A form field sent twice or more comes as an array, as Express's parsers give it. */
function addField(fields: Record<string, unknown>, name: string, value: string): void {
  const before = fields[name];
  if (before === undefined) fields[name] = value;
  else fields[name] = Array.isArray(before) ? [...before, value] : [before, value];
}

async function uploadedFile(field: string, file: File): Promise<UploadedFile> {
  return {
    field,
    originalName: file.name,
    mimeType: file.type,
    size: file.size,
    buffer: Buffer.from(await file.arrayBuffer()),
  };
}

/**
 * The upload's field name, or the error multer raises for it (body-parsers.ts): a file in another
 * field, a file that is not an image, a file over the operation's limit. Wrapped as Express's
 * parsers wrap it, so the answer is the one api-errors.ts gives.
 * @throws BodyParseError
 */
function refusedUpload(upload: NonNullable<Operation['upload']>, name: string, file: File): string {
  if (name !== upload.field) throw new BodyParseError(new multer.MulterError('LIMIT_UNEXPECTED_FILE', name));
  if (!file.type.startsWith('image/'))
    throw new BodyParseError(new NotAnImageError(name, file.name, file.type));
  if (file.size > upload.maxBytes) throw new BodyParseError(new multer.MulterError('LIMIT_FILE_SIZE', name));
  return name;
}

interface ReadBody {
  body: Record<string, unknown> | undefined;
  rawBody: Uint8Array | undefined;
  file: UploadedFile | undefined;
}

/**
 * The body as Express's parsers leave it (body-parsers.ts): a form for a form operation, form
 * fields and one file for an upload, nothing for a GET or another content type.
 */
async function readBody(request: Request, operation: Operation): Promise<ReadBody> {
  const type = request.headers.get('content-type') ?? '';
  const none = { body: undefined, rawBody: undefined, file: undefined };
  if (operation.method === 'get') return none;
  if (!operation.upload && type.startsWith('application/x-www-form-urlencoded')) {
    const rawBody = new Uint8Array(await request.clone().arrayBuffer());
    const fields: Record<string, unknown> = {};
    for (const [name, value] of await request.formData())
      if (typeof value === 'string') addField(fields, name, value);
    return { body: fields, rawBody, file: undefined };
  }
  if (operation.upload && type.startsWith('multipart/form-data')) {
    const fields: Record<string, unknown> = {};
    let file: UploadedFile | undefined;
    const { upload } = operation;
    for (const [name, value] of await request.formData()) {
      if (typeof value === 'string') addField(fields, name, value);
      else file = await uploadedFile(refusedUpload(upload, name, value), value);
    }
    return { body: fields, rawBody: undefined, file };
  }
  return none;
}

/** The query of a URL as Express's 'simple' query parser gives it (node:querystring, app.ts). */
export function queryOf(url: URL): Record<string, unknown> {
  return { ...parseQuery(url.search.slice(1)) };
}

/**
 * A fetch Request (what MSW hands a handler) as the operation core's call.
 * @throws BodyParseError when Express's body parsers would refuse the body.
 */
export async function fetchCall(
  request: Request,
  operation: Operation,
  origin: string,
): Promise<OperationCall> {
  const url = new URL(request.url);
  const { body, rawBody, file } = await readBody(request, operation);
  return {
    method: request.method,
    path: url.pathname,
    url: `${url.pathname}${url.search}`,
    query: queryOf(url),
    body,
    rawBody,
    file,
    header: (name) => request.headers.get(name) ?? undefined,
    origin,
    hangUp: request.signal,
  };
}
