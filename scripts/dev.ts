/**
 * `npm run dev`: the fake server and the app's dev server, each reloading itself.
 *
 * - Before anything starts: its ports must be free and its sandbox database usable, else one
 *   message says what to do; the contract's generated code is brought up to date.
 * - The fake server runs under `node --watch`: a saved route or a regenerated schema restarts it,
 *   and its sandboxes live in a file (`.fake/dev.db` unless FAKE_DB says otherwise), so they survive.
 * - A save under openapi/ regenerates in the background (scripts/contract-watch.ts); a contract that
 *   does not lint or generate keeps the last good code.
 * - "Ready", the app URL, the QA page and the seeded links once its own two servers say they listen.
 */
import { contractHash, outputHash, PROJECT_ROOT, readStamp } from './contract-files.ts';
import { runContractPipeline } from './contract-pipeline.ts';
import { watchContract } from './contract-watch.ts';
import { startContractWorker } from './contract-worker.ts';
import { readyText } from './dev-announce.ts';
import { contractReporter } from './dev-contract.ts';
import { checkDevDb, devDbPath } from './dev-db.ts';
import { checkDevPorts } from './dev-ports.ts';
import { type DevChild, prefixed, startChild } from './dev-processes.ts';
import {
  appServerArgs,
  FakeServerMonitor,
  fakeServerArgs,
  isAppListening,
  ProxyNoiseFilter,
} from './dev-servers.ts';

const root = PROJECT_ROOT;
const started = performance.now();
const READY_TIMEOUT_MS = 60_000;

const say = (text: string) => console.log(prefixed('dev', 'green', text));
const fail = (text: string): never => {
  console.error(text);
  process.exit(1);
};

function portOf(variable: string, fallback: number): number {
  const text = process.env[variable] || String(fallback);
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65_535)
    return fail(
      `npm run dev did not start: ${variable} must be a port number from 1 to 65535, not '${text}'.`,
    );
  return port;
}

const fakePort = portOf('FAKE_PORT', 4010);
const appPort = portOf('APP_PORT', 5173);
const fakeHost = process.env.FAKE_HOST || '127.0.0.1';
const appOrigin = `http://127.0.0.1:${appPort}`;
const fakeOrigin = `http://127.0.0.1:${fakePort}`;
const db = devDbPath(process.env);

// 1. Nothing starts on a busy port or with a database the fake server would refuse.
const busy = await checkDevPorts([
  { port: fakePort, host: fakeHost, role: 'the fake server', variable: 'FAKE_PORT' },
  { port: appPort, host: '127.0.0.1', role: 'the app, Vite', variable: 'APP_PORT' },
]);
if (busy) fail(busy);
if (db) {
  const refused = checkDevDb(db, process.env, root);
  if (refused) fail(refused);
}

// 2. The generated code, as the contract says now (the same pipeline as the watch).
const worker = startContractWorker();
const stamp = readStamp(root);
const stale = stamp?.contract !== contractHash(root) || stamp.output !== outputHash(root);
if (stale) {
  say('the contract changed since the code was generated: generating…');
  const result = await runContractPipeline(root, { build: worker.build, lint: true });
  if (result.ok)
    say(`generated in ${(result.ms / 1000).toFixed(1)} s (${result.changed.length} files changed).`);
  else if (!stamp)
    fail(
      `npm run dev did not start: no generated code, and the contract does not generate.\n${result.problem}`,
    );
  else say(`the contract is not applied; starting with the last good generated code.\n${result.problem}`);
}

// 3. The two servers.
const fake = new FakeServerMonitor(root, db);
const proxyNoise = new ProxyNoiseFilter(fake);
let appUp = false;
const childEnv = {
  ...process.env,
  PATH: `${root}/node_modules/.bin:${process.env.PATH ?? ''}`,
  FAKE_PORT: String(fakePort),
  ...(db === undefined ? {} : { FAKE_DB: db }),
  // Keep the servers' colours in our terminal, though their output goes through a pipe.
  ...(process.stdout.isTTY && process.env.NO_COLOR === undefined ? { FORCE_COLOR: '1' } : {}),
};
const children: DevChild[] = [
  startChild({
    name: 'fake',
    colour: 'yellow',
    command: process.execPath,
    args: fakeServerArgs(),
    cwd: root,
    env: { ...childEnv, FAKE_APP_ORIGIN: appOrigin },
    onLine: (line) => {
      const reading = fake.read(line);
      if (reading.note) console.log(prefixed('fake', 'yellow', reading.note));
      return reading.hide ? 'hide' : 'print';
    },
  }),
  startChild({
    name: 'app',
    colour: 'cyan',
    command: `${root}/node_modules/.bin/vite`,
    args: appServerArgs(appPort),
    cwd: root,
    env: childEnv,
    onLine: (line) => {
      if (isAppListening(line, appPort)) appUp = true;
      return proxyNoise.hides(line) ? 'hide' : 'print';
    },
  }),
];

let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    // Within the 5 s a caller (the bench) gives before it kills this process.
    await Promise.all(children.map((child) => child.stop(3_000)));
    await worker.close();
  }
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
process.on('SIGHUP', () => void stopAll(0));
for (const child of children) {
  void child.exited.then((code) => {
    if (stopping) return;
    say(`${child.name === 'app' ? 'the app (Vite)' : 'the fake server'} ended (exit ${code}): stopping.`);
    void stopAll(1);
  });
}

// 4. Ready once both servers said they listen (they are ours: the ports were free before).
const deadline = started + READY_TIMEOUT_MS;
while (!(fake.state === 'up' && appUp)) {
  if (fake.state === 'stopped') {
    say('the fake server did not start (its words above): stopping.');
    await stopAll(1);
  }
  if (performance.now() > deadline) {
    say(
      `not ready after ${READY_TIMEOUT_MS / 1000} s (${fake.state === 'up' ? 'the app' : 'the fake server'} did not say it listens): stopping.`,
    );
    await stopAll(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
try {
  console.log(
    await readyText({
      seconds: ((performance.now() - started) / 1000).toFixed(1),
      appOrigin,
      fakeOrigin,
      db,
      upstream: process.env.FAKE_UPSTREAM,
    }),
  );
} catch (error) {
  say(`both servers are up, but the seeded lists did not load: ${(error as Error).message}`);
}

// 5. The contract watch, its generators loaded now rather than on the first save.
const report = contractReporter();
watchContract({
  root,
  build: worker.build,
  onEvent: (event) => {
    const failed = event.type === 'result' && !event.result.ok;
    for (const line of report(event)) console.log(prefixed('contract', failed ? 'red' : 'magenta', line));
  },
});
// Started at once, the watch queues a save behind the warm-up rather than missing it.
const warming = performance.now();
if (!stale) await worker.warm(root);
const loaded = stale ? '' : ` (generators loaded in ${((performance.now() - warming) / 1000).toFixed(1)} s)`;
console.log(
  prefixed(
    'contract',
    'magenta',
    `watching openapi/: a save regenerates the hooks, zod schemas and types${loaded}.`,
  ),
);
