// `npm run fake -- export|import`: a sandbox as a file, so QA can hand a developer the exact world
// of a bug (fake-server/README.md, "Sharing a bug's world").
import { readFileSync, writeFileSync } from 'node:fs';
import { CliError } from './fake-cli-error.ts';

/** The CLI's call to the QA API: throws CliError with the server's message on failure. */
export type AdminCall = <T>(method: string, path: string, body?: unknown) => Promise<T>;

const sandboxPath = (id: string, action: string) => `/sandboxes/${encodeURIComponent(id)}/${action}`;

/**
 * Writes the export of a sandbox to a file, or prints it when no file is given (to pipe or save).
 * @example await exportCommand(admin, print, 'qa-ann', 'bug-123.json');
 */
export async function exportCommand(
  admin: AdminCall,
  out: (line: string) => void,
  sandboxId: string,
  file: string | undefined,
): Promise<void> {
  const snapshot = await admin<unknown>('GET', sandboxPath(sandboxId, 'export'));
  const text = JSON.stringify(snapshot);
  if (file === undefined) {
    out(text);
    return;
  }
  try {
    writeFileSync(file, `${text}\n`);
  } catch (error) {
    throw new CliError(`Cannot write ${file} (${(error as Error).message}).`);
  }
  out(`Sandbox '${sandboxId}' exported to ${file}.`);
}

function readExport(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file} (${(error as Error).message}).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new CliError(
      `${file} is not JSON (${(error as Error).message}); export one with 'npm run fake -- export <sandboxId> <file>'.`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new CliError(
      `${file} is not a sandbox export (a JSON object); export one with 'npm run fake -- export'.`,
    );
  return parsed as Record<string, unknown>;
}

/**
 * Imports an export file into a sandbox: the one named, else the one it was exported from. The
 * server checks it (format, version, seed, every slice) and changes nothing when it refuses.
 * @example await importCommand(admin, print, 'bug-123.json', 'dev-bob');
 */
export async function importCommand(
  admin: AdminCall,
  out: (line: string) => void,
  file: string,
  target: string | undefined,
): Promise<void> {
  const snapshot = readExport(file);
  const sandboxId = target ?? (typeof snapshot.sandboxId === 'string' ? snapshot.sandboxId : undefined);
  if (sandboxId === undefined || sandboxId === '')
    throw new CliError(
      `${file} names no sandboxId; say where it goes: npm run fake -- import ${file} <sandboxId>`,
      2,
    );
  const answer = await admin<{ imported: string; from: string }>(
    'POST',
    sandboxPath(sandboxId, 'import'),
    snapshot,
  );
  const at = typeof snapshot.exportedAt === 'string' ? ` exported at ${snapshot.exportedAt}` : '';
  out(`Sandbox '${answer.from}'${at} imported into '${answer.imported}'.`);
}
