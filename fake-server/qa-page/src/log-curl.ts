// "Copy as curl": a logged call as a command that sends it again to the fake server, in the same
// sandbox (the URL keeps its ?sessionId=), with the app's headers and the form body as sent.
//
// Everything in a logged call was chosen by whoever sent it, and curl reads more into its
// arguments than a shell does: `-F 'a=<file'` and `-F 'a=@file'` send a file of the machine that
// runs the command, `;type=`, `;filename=` and `;headers=@file` are parsed in a value or a file
// name, `--data-urlencode 'a@file'` reads a file, and `{}` and `[]` in a URL are globs. So the
// command sends values only through options that take them literally (`--form-string`,
// `--data-raw` with every field URL-encoded here, `-F` only for the upload's placeholder file, its
// name quoted), turns globbing off, and leaves out, saying so, what curl cannot send as logged.
import { terminalText } from '../../src/api/terminal-text.ts';
import type { LogEntry } from './views.ts';

/** A word for a POSIX shell: single-quoted, a quote inside written as '\''. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** How the log writes an uploaded file (call-record.ts): its name, type and size, not its bytes. */
interface LoggedFile {
  file: string;
  mimeType: string;
  size: number;
}

function isLoggedFile(value: unknown): value is LoggedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<LoggedFile>).file === 'string' &&
    typeof (value as Partial<LoggedFile>).mimeType === 'string'
  );
}

/** A body the log cut short (log-bounds.ts): it cannot be sent again as it was. */
function isTruncated(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'truncated' in value && 'chars' in value;
}

/** The file a command reads for a body the log cut short: the user supplies it. */
export const TRUNCATED_BODY_FILE = 'request-body.txt';

/** Image types whose usual extension is not their subtype. */
const EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' };

/**
 * The upload's bytes are not logged: the command sends this local file instead, named by us and
 * never by the log (`upload.png`: save any image of the type there).
 */
export function uploadPlaceholder(mimeType: string): string {
  const extension = EXTENSIONS[mimeType] ?? /^image\/([a-z0-9]{1,10})$/.exec(mimeType)?.[1];
  return `upload.${extension ?? 'img'}`;
}

function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether every character's code is below `limit` (0x80: ASCII, 0x100: one byte). */
const allBelow = (text: string, limit: number) => [...text].every((char) => char.charCodeAt(0) < limit);

/** Whether the text holds a control character (C0 or DEL) other than those allowed. */
function hasControl(text: string, allowed: string): boolean {
  return [...text].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 || code === 0x7f) && !allowed.includes(char);
  });
}

/**
 * A text the server read as Latin-1 (multipart names and file names, header values: one character
 * per byte), as the argument that makes curl send the same bytes: the characters past ASCII are the
 * bytes of UTF-8 text (a phone's 'café.png' arrives as 'cafÃ©.png'), so the argument is that text.
 * Undefined when no argument can: bytes that are not UTF-8, or a character past one byte.
 */
function latin1Argument(text: string): string | undefined {
  if (allBelow(text, 0x80)) return text;
  if (!allBelow(text, 0x100)) return undefined;
  try {
    return utf8.decode(Uint8Array.from(text, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * A multipart name or file name as curl's argument, or undefined when curl cannot send it so that
 * the server reads it back the same: empty, control characters (the server refuses the part; line
 * breaks and double quotes curl writes as %0A, %0D, %22, which the server reads back, so a name
 * holding those escapes itself would not come back), a backslash (the server reads an escape).
 */
function multipartName(name: string, { isFileName }: { isFileName: boolean }): string | undefined {
  if (name === '' || hasControl(name, '\t\n\r') || name.includes('\\') || /%0a|%0d|%22/i.test(name))
    return undefined;
  // curl's `-F name=…` ends the name at the first '='; a file name is quoted, so it may hold one.
  if (!isFileName && name.includes('=')) return undefined;
  return latin1Argument(name);
}

/** A content type curl writes as given: `;type=` takes a bare `type/subtype` of up to 127 + 127. */
const PLAIN_TYPE = /^[\w!#$&'*+.^`|~-]{1,127}\/[\w!#$&'*+.^`|~-]{1,127}$/;

/** A part of the call: the option that sends it, and what of it is left out. */
interface Part {
  option?: string;
  leftOut?: string;
}

const quoted = (text: string) => `'${terminalText(text)}'`;

function multipartField(name: string, value: unknown): Part {
  if (isLoggedFile(value)) return uploadPart(name, value);
  const wireName = multipartName(name, { isFileName: false });
  if (wireName === undefined) return { leftOut: `field ${quoted(name)} (its name)` };
  const text = fieldText(value);
  // An argument cannot hold a NUL character.
  if (text.includes('\u0000')) return { leftOut: `field ${quoted(name)} (a NUL in its value)` };
  return { option: `--form-string ${shellQuote(`${wireName}=${text}`)}` };
}

/** The upload: the placeholder file, sent under the logged file name and type. */
function uploadPart(name: string, file: LoggedFile): Part {
  const wireName = multipartName(name, { isFileName: false });
  const fileName = multipartName(file.file, { isFileName: true });
  if (wireName === undefined || fileName === undefined)
    return { leftOut: `the file ${quoted(file.file)} of field ${quoted(name)} (its name)` };
  const plainType = PLAIN_TYPE.test(file.mimeType);
  const type = plainType ? `;type=${file.mimeType}` : '';
  // curl's quoted word: a backslash or a double quote inside is escaped.
  const quotedName = `"${fileName.replace(/["\\]/g, (char) => `\\${char}`)}"`;
  const placeholder = uploadPlaceholder(file.mimeType);
  return {
    option: `-F ${shellQuote(`${wireName}=@${placeholder}${type};filename=${quotedName}`)}`,
    ...(plainType ? {} : { leftOut: `the type ${quoted(file.mimeType)} of the file ${quoted(file.file)}` }),
  };
}

/** The body's fields, a field repeated in the log (an array) once per value. */
function fieldsOf(body: object): [string, unknown][] {
  return Object.entries(body).flatMap(([name, value]) =>
    Array.isArray(value)
      ? value.map((item): [string, unknown] => [name, item])
      : [[name, value] as [string, unknown]],
  );
}

/** An empty multipart body (curl's -F needs a part): its type, and the closing boundary alone. */
const EMPTY_MULTIPART: Part[] = [
  { option: `-H 'content-type: multipart/form-data; boundary=empty'` },
  { option: `--data-raw '--empty--'` },
];

/** A URL-encoded form field, encoded here: `--data-raw` sends it as it is. */
function formField(name: string, value: unknown): string {
  const encode = (text: string) => encodeURIComponent(text.toWellFormed());
  return `--data-raw ${shellQuote(`${encode(name)}=${encode(fieldText(value))}`)}`;
}

/** The body's curl options: form fields URL-encoded, or multipart with the file as a placeholder. */
function bodyParts(entry: LogEntry, contentType: string): Part[] {
  const body = entry.body;
  if (body === null || body === undefined) return [];
  if (isTruncated(body)) return [{ option: `--data-binary @${TRUNCATED_BODY_FILE}` }];
  if (typeof body !== 'object') return [{ option: `--data-raw ${shellQuote(String(body))}` }];
  const fields = fieldsOf(body);
  const multipart = contentType.startsWith('multipart/') || fields.some(([, value]) => isLoggedFile(value));
  // A form with no field was still sent as a body: curl sends an empty one of the same type.
  if (fields.length === 0) return multipart ? EMPTY_MULTIPART : [{ option: `--data-raw ''` }];
  return fields.map(
    ([name, value]): Part => (multipart ? multipartField(name, value) : { option: formField(name, value) }),
  );
}

/** A header as `-H` sends it (`name;` for an empty value: `name:` would remove it). */
function headerPart(name: string, value: string): Part {
  // A name is a token: never '@file' (curl reads headers from it) or anything with a colon.
  if (!/^[\w!#$%&'*+.^`|~-]+$/.test(name)) return { leftOut: `header ${quoted(name)} (its name)` };
  const text = latin1Argument(value);
  if (text === undefined || hasControl(text, '\t')) return { leftOut: `header ${quoted(name)} (its value)` };
  return { option: `-H ${shellQuote(text === '' ? `${name};` : `${name}: ${text}`)}` };
}

/** The URL with every character but printable ASCII percent-encoded (curl sends no other). */
function urlArgument(url: string): string {
  return [...url]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (code > 0x20 && code < 0x7f) return char;
      return code <= 0xff
        ? `%${code.toString(16).toUpperCase().padStart(2, '0')}`
        : encodeURIComponent(char.toWellFormed());
    })
    .join('');
}

/**
 * The curl command for one logged call against `origin` (the fake server's, e.g.
 * http://127.0.0.1:4010), one option per line; what curl cannot send as logged is left out and
 * named in a comment line above it.
 * @example curlOf(loanDetailsEntry, 'http://127.0.0.1:4010')
 * // curl --globoff -X POST 'http://127.0.0.1:4010/v3/loan-details/loan-details?sessionId=qa' \
 * //   -H 'content-type: application/x-www-form-urlencoded' \
 * //   --data-raw 'productId=P1001'
 */
export function curlOf(entry: LogEntry, origin: string): string {
  const contentType = entry.requestHeaders['content-type'] ?? '';
  const body = bodyParts(entry, contentType);
  const headers = Object.entries(entry.requestHeaders)
    // curl writes a multipart type itself, with the boundary of the body it builds.
    .filter(
      ([name]) => !(name === 'content-type' && (body.length === 0 || contentType.startsWith('multipart/'))),
    )
    .map(([name, value]) => headerPart(name, value));
  const method = /^[A-Z]+$/.test(entry.method) ? entry.method : shellQuote(entry.method);
  const url = `${origin}${urlArgument(entry.url || entry.path)}`;
  const parts = [...headers, ...body];
  const options = parts.flatMap((part) => (part.option === undefined ? [] : [part.option]));
  const leftOut = parts.flatMap((part) => (part.leftOut === undefined ? [] : [part.leftOut]));
  const command = [`curl --globoff -X ${method} ${shellQuote(url)}`, ...options].join(' \\\n  ');
  return leftOut.length === 0
    ? command
    : `# Not sent, as curl cannot send it as logged: ${leftOut.join('; ')}.\n${command}`;
}
