// A fault of the fake server itself (a handler that throws, a route's unexpected error): the caller
// learns what broke and where to look; the stack, with the server's file paths, stays in the
// server's console. A shared server's clients need not learn how its machine is laid out.
import { terminalText } from './terminal-text.ts';

/**
 * An absolute file path (POSIX, Windows or a file: URL) of two segments or more, standing as a word
 * of its own; a line and column after it (`:12:9`) are not part of it.
 */
const FILE_PATH = /(?<=^|[\s'"`(=[<,])(?:file:\/\/)?(?:[A-Za-z]:)?(?:[\\/][^\s\\/'"`()<>[\]{},;|:]+){2,}/g;

/**
 * The text with every absolute file path cut to its last segment (`…/operations.ts`).
 * @example withoutFilePaths("ENOENT: open '/home/ann/.fake/dev.db'") // "ENOENT: open '…/dev.db'"
 */
export function withoutFilePaths(text: string): string {
  return text.replace(FILE_PATH, (path) => `…/${path.split(/[\\/]/).at(-1)}`);
}

/**
 * What was thrown, for a client: the error's name and message, file paths cut.
 * @example errorSummary(new TypeError("Cannot read properties of undefined (reading 'x')"))
 * // "TypeError: Cannot read properties of undefined (reading 'x')"
 */
export function errorSummary(error: unknown): string {
  if (error instanceof Error) return withoutFilePaths(`${error.name}: ${error.message}`);
  return withoutFilePaths(`thrown ${typeof error}: ${String(error)}`);
}

/**
 * One console line for a fault of the server: where it happened and the whole stack, control
 * characters escaped (the message may carry what a client sent), so it cannot forge lines.
 * @example logBug('loanDetails on POST /v3/loan-details/loan-details', error)
 * // console.error("fake-server: bug in loanDetails on POST …: TypeError: …\n    at handle (/…/operations.ts:12:9)…")
 */
export function logBug(where: string, error: unknown): void {
  const detail = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  console.error(terminalText(`fake-server: bug in ${where}: ${detail}`));
}
