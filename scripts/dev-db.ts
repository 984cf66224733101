/**
 * Where `npm run dev` keeps its sandboxes: in a file, so a restart of the fake server (a saved
 * route, a regenerated schema, a new `npm run dev`) keeps whatever QA or the developer set up.
 * Checked before the start: a file the fake server would refuse stops `npm run dev` with what to do,
 * instead of a fake server that stops on every restart.
 */
import { resolve } from 'node:path';
// The database alone: the fake server's config module would load the whole server into dev.ts.
import { SandboxDb, SandboxDbError } from '../fake-server/src/persistence/sandbox-db.ts';

/** In an ignored folder (.gitignore: `.fake/`). */
export const DEV_DB = '.fake/dev.db';

/**
 * The database of this run: FAKE_DB when set, none when set empty (`FAKE_DB= npm run dev`: memory
 * only), else the dev default.
 *
 * @example devDbPath({}) // '.fake/dev.db'
 * @example devDbPath({ FAKE_DB: '' }) // undefined
 */
export function devDbPath(env: NodeJS.ProcessEnv): string | undefined {
  if (env.FAKE_DB === undefined) return DEV_DB;
  return env.FAKE_DB === '' ? undefined : env.FAKE_DB;
}

/**
 * Opens the database as the fake server will (same FAKE_SEED, same layout check; a relative path
 * from `root`, the server's folder) and closes it; returns the message to print when the server
 * would refuse it, else undefined.
 */
export function checkDevDb(path: string, env: NodeJS.ProcessEnv, root: string): string | undefined {
  const seedText = env.FAKE_SEED || '1';
  // A seed the server would refuse: its own start says so, in its words.
  if (!/^\d+$/.test(seedText)) return undefined;
  try {
    new SandboxDb(resolve(root, path), Number(seedText)).close();
    return undefined;
  } catch (error) {
    if (!(error instanceof SandboxDbError)) throw error;
    // The server's own words, without its generic advice: the lines below say it for dev.
    const problem = error.message.replace(/^Cannot start: /, '').replace(/ Fix it, .*$/s, '');
    const yours = path === DEV_DB ? 'the dev database' : 'it';
    return [
      `npm run dev did not start: ${problem}`,
      `  To start again from the seed, delete ${yours} (every sandbox in it is lost): rm -f ${path} ${path}-wal ${path}-shm`,
      `  To keep it, start with what made it (its FAKE_SEED), or set FAKE_DB to another file (FAKE_DB= keeps sandboxes in memory).`,
    ].join('\n');
  }
}
