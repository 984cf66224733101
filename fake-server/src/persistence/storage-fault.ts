import { accessSync, constants } from 'node:fs';
import { dirname } from 'node:path';

/** Why a write to the sandbox database failed, as a QA person acts on it. */
export type StorageFault = 'disk-full' | 'read-only' | 'disk-error' | 'locked' | 'damaged' | 'other';

/**
 * A change the database could not keep. The sandbox it belonged to is back as it was last saved;
 * the message names the cause and what to do (the API answers it as code '507', the QA API as
 * `{ error }` with HTTP 507).
 */
export class StorageError extends Error {
  readonly fault: StorageFault;

  constructor(fault: StorageFault, message: string) {
    super(message);
    this.fault = fault;
  }
}

/** node:sqlite's errors carry SQLite's (extended) result code. */
function sqliteCode(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, errcode } = error as Error & { code?: unknown; errcode?: unknown };
  return code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' ? errcode : undefined;
}

/** Whether an error came from SQLite (as opposed to a bug in the code around it). */
export function isSqliteError(error: unknown): error is Error {
  return sqliteCode(error) !== undefined;
}

/**
 * A disk that turned read-only under a running server (a remount after errors, an immutable file)
 * fails the write as an I/O error; asking the file system tells the two apart.
 */
function writable(path: string): boolean {
  for (const file of [path, `${path}-wal`, dirname(path)]) {
    try {
      accessSync(file, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return false;
    }
  }
  return true;
}

// SQLite's primary result codes (the low byte of an extended code).
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_READONLY = 8;
const SQLITE_IOERR = 10;
const SQLITE_CORRUPT = 11;
const SQLITE_FULL = 13;
const SQLITE_NOTADB = 26;

/** The fault behind a failed write to the database at `path`. */
export function storageFaultOf(error: unknown, path: string): StorageFault {
  const code = sqliteCode(error);
  if (code === undefined) return 'other';
  switch (code & 0xff) {
    case SQLITE_FULL:
      return 'disk-full';
    case SQLITE_READONLY:
      return 'read-only';
    case SQLITE_IOERR:
      return writable(path) ? 'disk-error' : 'read-only';
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return 'locked';
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return 'damaged';
    default:
      return 'other';
  }
}

/** What went wrong with the database at `path`, and what to do about it, per fault. */
export function describeStorageFault(
  fault: StorageFault,
  path: string,
  sqliteMessage: string,
): { problem: string; advice: string } {
  const said = `(SQLite: ${sqliteMessage})`;
  switch (fault) {
    case 'disk-full':
      return { problem: `the disk holding ${path} is full ${said}`, advice: 'free disk space' };
    case 'read-only':
      return {
        problem: `the database ${path} is read-only ${said}`,
        advice: 'make the file, its -wal and -shm files and its folder writable by the fake server',
      };
    case 'disk-error':
      return {
        problem: `the disk failed to write ${path} ${said}`,
        advice: 'check the disk (dmesg shows its errors)',
      };
    case 'locked':
      return {
        problem: `another process holds the write lock of ${path} ${said}`,
        advice: 'stop the other program writing to that file',
      };
    case 'damaged':
      return {
        problem: `the database ${path} is damaged ${said}`,
        advice: 'stop the fake server and restore the file from a copy, or set FAKE_DB to another path',
      };
    case 'other':
      return { problem: `SQLite could not write ${path} ${said}`, advice: 'check the file and its disk' };
  }
}

/**
 * The StorageError of a failed save of sandbox `sandboxId`; an error that did not come from SQLite
 * (a bug) is returned as it is.
 */
export function storageError(error: unknown, path: string, sandboxId: string): unknown {
  if (!isSqliteError(error)) return error;
  const fault = storageFaultOf(error, path);
  const { problem, advice } = describeStorageFault(fault, path, error.message);
  return new StorageError(
    fault,
    `Not saved: ${problem}. Sandbox '${sandboxId}' is as it was before this change; ${advice}, then try again.`,
  );
}
