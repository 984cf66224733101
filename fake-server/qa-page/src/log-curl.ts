// "Copy as curl": a logged call as a command that sends it again to the fake server, in the same
// sandbox (the URL keeps its ?sessionId=), with the app's headers and the form body as sent.
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
  return typeof value === 'object' && value !== null && 'file' in value && 'mimeType' in value;
}

/** A body the log cut short (log-bounds.ts): it cannot be sent again as it was. */
function isTruncated(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'truncated' in value && 'chars' in value;
}

function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The body's curl options: form fields URL-encoded, or multipart with the file as a placeholder. */
function bodyOptions(entry: LogEntry, contentType: string): string[] {
  const body = entry.body;
  if (body === null || body === undefined) return [];
  if (isTruncated(body)) return ['--data-binary @request-body.txt'];
  if (typeof body !== 'object') return [`--data-binary ${shellQuote(String(body))}`];
  // A repeated form field is logged as an array: sent again once per value.
  const fields = Object.entries(body as Record<string, unknown>).flatMap(([name, value]) =>
    Array.isArray(value)
      ? value.map((item): [string, unknown] => [name, item])
      : [[name, value] as [string, unknown]],
  );
  const multipart = contentType.startsWith('multipart/') || fields.some(([, value]) => isLoggedFile(value));
  if (multipart) {
    return fields.map(([name, value]) =>
      isLoggedFile(value)
        ? // The bytes are not logged: pick any file of the same type (a placeholder, named as sent).
          `-F ${shellQuote(`${name}=@${value.file};type=${value.mimeType}`)}`
        : `-F ${shellQuote(`${name}=${fieldText(value)}`)}`,
    );
  }
  return fields.map(([name, value]) => `--data-urlencode ${shellQuote(`${name}=${fieldText(value)}`)}`);
}

/**
 * The curl command for one logged call against `origin` (the fake server's, e.g.
 * http://127.0.0.1:4010), one option per line.
 * @example curlOf(loanDetailsEntry, 'http://127.0.0.1:4010')
 * // curl -X POST 'http://127.0.0.1:4010/v3/loan-details/loan-details?sessionId=qa' \
 * //   -H 'content-type: application/x-www-form-urlencoded' \
 * //   --data-urlencode 'productId=P1001'
 */
export function curlOf(entry: LogEntry, origin: string): string {
  const contentType = entry.requestHeaders['content-type'] ?? '';
  const body = bodyOptions(entry, contentType);
  const headers = Object.entries(entry.requestHeaders)
    // curl writes a multipart type itself, with the boundary of the body it builds.
    .filter(
      ([name]) => !(name === 'content-type' && (body.length === 0 || contentType.startsWith('multipart/'))),
    )
    .map(([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`);
  const url = `${origin}${entry.url || entry.path}`;
  return [`curl -X ${entry.method} ${shellQuote(url)}`, ...headers, ...body].join(' \\\n  ');
}
