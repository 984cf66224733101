// The largest calls the fake server accepts, as a flood sends them (memory-flood.test.ts). Each is
// at the server's own limits: Node's 16 kB request head, the 100 kB form body and an upload's text
// fields beside a 5 MB image (api/body-parsers.ts). Text carries U+0100: V8 then keeps the whole
// string at two bytes a character, the most memory the same bytes can take.
import { UPLOAD_FIELD_BYTES, UPLOAD_TEXT_FIELDS } from '../api/body-parsers.ts';
import { MAX_UPLOAD_BYTES } from '../groups/complaint/operations.ts';

/** Two bytes in UTF-8, and outside Latin-1. */
const WIDE = '\u0100';
/** FORM_BODY_LIMIT, '100kb'. */
const FORM_BODY_BYTES = 100 * 1024;
/** Multer's own limit on a field's name. */
const UPLOAD_FIELD_NAME_BYTES = 100;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A call as fetch sends it. */
export interface FloodCall {
  path: string;
  init: RequestInit;
}

/** Text of `bytes` UTF-8 bytes, starting with the wide character. */
function wideText(bytes: number, filler = 'x'): string {
  return WIDE + filler.repeat(bytes - Buffer.byteLength(WIDE));
}

/** The app's own headers and the rest the log keeps, each 1,000 characters (the log keeps 256). */
function longHeaders(contentType?: string): Record<string, string> {
  const long = (name: string) => `${name}-${'h'.repeat(1000 - name.length - 1)}`;
  return {
    accept: `application/json;q=0.9, ${long('accept')}`,
    'x-requested-with': long('xrw'),
    building: long('building'),
    gather: long('gather'),
    swift: long('swift'),
    eyes: long('eyes'),
    ...(contentType === undefined ? {} : { 'content-type': contentType }),
  };
}

/** A query string of about 5 kB (the head's other ~9 kB are the headers above). */
const LONG_QUERY = `note=${encodeURIComponent(wideText(800))}${'q'.repeat(400)}`;

/** A 100 kB form body (the limit): loan-details' fields, many more, and one wide one. */
function largestFormBody(): string {
  const fields = ['productId=P1001', 'orderId=ORD174'];
  for (let index = 0; fields.join('&').length < FORM_BODY_BYTES - 2100; index++)
    fields.push(`f${index}=${'v'.repeat(2000)}`);
  const start = fields.join('&');
  // Made up to exactly the limit with one wide field (its %C4%80 is the 6 bytes of one character).
  return `${start}&w=%C4%80${'w'.repeat(FORM_BODY_BYTES - start.length - '&w=%C4%80'.length)}`;
}

const FORM_BODY = largestFormBody();
const FORM_HEADERS = longHeaders(`application/x-www-form-urlencoded; filler=${'c'.repeat(500)}`);

/** loan-details with a 100 kB form body, a long query and long headers. */
export function largestForm(sessionId: string): FloodCall {
  return {
    path: `/v3/loan-details/loan-details?sessionId=${sessionId}&${LONG_QUERY}`,
    init: { method: 'POST', headers: FORM_HEADERS, body: FORM_BODY },
  };
}

/** A GET on an 8 kB path no operation serves: path, URL, message, reason and answer all long. */
export function longestUnknownPath(sessionId: string): FloodCall {
  return {
    path: `/v3/${encodeURIComponent(WIDE)}${'p'.repeat(8000)}?sessionId=${sessionId}`,
    init: { method: 'GET', headers: longHeaders() },
  };
}

/**
 * The multipart body of the largest upload: every text field allowed, each as long as allowed with
 * a 100-byte name, and a 5 MB PNG with a 4,000-character name and type. Built once: it does not
 * name the sandbox.
 */
export function largestUploadBody(): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `flood${'b'.repeat(40)}`;
  const parts: Buffer[] = [];
  for (let index = 0; index < UPLOAD_TEXT_FIELDS; index++) {
    const name = `f${String(index).padStart(2, '0')}`.padEnd(UPLOAD_FIELD_NAME_BYTES, 'n');
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${wideText(UPLOAD_FIELD_BYTES)}\r\n`,
      ),
    );
  }
  const file = Buffer.alloc(MAX_UPLOAD_BYTES, 0x41);
  file.set(PNG_SIGNATURE);
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="${'n'.repeat(4000)}.png"\r\n` +
        `Content-Type: image/png; x=${'t'.repeat(4000)}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const body = Buffer.concat(parts);
  return {
    body: new Uint8Array(body.buffer, body.byteOffset, body.length) as Uint8Array<ArrayBuffer>,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The largest upload, to complaint's upload-problem-img. */
export function largestUpload(
  sessionId: string,
  upload: { body: Uint8Array<ArrayBuffer>; contentType: string },
): FloodCall {
  return {
    path: `/spoken/user-problem/upload-problem-img?sessionId=${sessionId}&${LONG_QUERY}`,
    init: { method: 'POST', headers: longHeaders(upload.contentType), body: upload.body },
  };
}
