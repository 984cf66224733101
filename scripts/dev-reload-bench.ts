/**
 * The reload times of the dev loop, for `npm run bench` (scripts/bench/dev-loop.ts): `npm run dev`
 * in a copy of the project (dev-project-copy.ts; the project itself is never edited), then
 *
 * - a fake route saved (a detail line added to the order screen) → the app's origin answers with
 *   it, the event stream the open app follows is back, and the sandbox's QA switch is still there;
 * - a contract file saved (a field added to the order answer) → the fake server answers with it and
 *   the generated types have it (then `tsc` is asked to use it).
 *
 * The fake server runs with FAKE_CHECK_RESPONSES=1, so the second figure depends on the contract:
 * the route sets the field first, and the server refuses that answer until the regenerated schema
 * it imports has the field.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { childEnv, freePort, NODE, type Started, start } from './bench/processes.ts';
import { copyProject, type ProjectCopy } from './dev-project-copy.ts';

export interface RouteReload {
  /** Save → the app's origin (Vite's proxy) answers with the new line. */
  ms: number;
  /** Save → a new event stream through the app's origin says ready (the open app refetches then). */
  streamMs?: number;
  /** What the dev output said the restart took. */
  restartSaid?: string;
  switchKept: boolean;
}

export interface ContractReload {
  /** Save → the fake server answers with the new field (restarted on the regenerated schema). */
  fakeMs: number;
  /** Save → the generated model type has the field (what the editor's TypeScript reads). */
  typesMs: number;
  /** What the dev output said the regeneration took. */
  regeneratedSaid?: string;
  /** `tsc` on a file that uses the field: passed, and how long it took (not in the figures). */
  tsc: { ok: boolean; ms: number; output?: string };
  switchKept: boolean;
}

export interface ReloadTimings {
  route?: RouteReload | { error: string };
  contract?: ContractReload | { error: string };
  error?: string;
}

const SESSION = 'bench-reload';
const ORDER = { productId: 'P1002', orderId: 'ORD174R' };
/** The QA switch made before the saves: it must survive both restarts. */
const SWITCHED_STATUS = 180;
const TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OrderAnswer {
  httpStatus: number;
  code?: string;
  data?: { orderStatus?: number; userOrderDetail?: { detail?: { text: string; value: string }[] } } & Record<
    string,
    unknown
  >;
}

async function orderAnswer(appOrigin: string): Promise<OrderAnswer | undefined> {
  try {
    const response = await fetch(`${appOrigin}/v3/loan-details/loan-details?sessionId=${SESSION}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(ORDER).toString(),
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await response.json()) as Omit<OrderAnswer, 'httpStatus'>;
    return { httpStatus: response.status, ...body };
  } catch {
    return undefined; // restarting: the proxy answers 502, or nothing answers
  }
}

/**
 * Polls until `probe` finds something. Calls to the servers every 50 ms: more often, the polling
 * itself (each call through Vite's proxy, logged by the fake server) slows the reload it times.
 */
async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${TIMEOUT_MS / 1000} s`);
    await sleep(everyMs);
  }
}

/** Replaces `anchor` in a file of the copy; throws when the file no longer has it. */
function edit(copy: ProjectCopy, path: string, anchor: string, replacement: string): void {
  const file = join(copy.root, path);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${path} no longer has '${anchor.trim()}' to edit`);
  writeFileSync(file, text.replace(anchor, replacement));
}

/** Opens GET /__fake/events through the app's origin; resolves once it said ready. */
async function openStream(appOrigin: string): Promise<ReadableStreamDefaultReader<Uint8Array> | undefined> {
  // A time limit on the opening only: the stream itself stays open.
  const opening = new AbortController();
  const timer = setTimeout(() => opening.abort(), 2_000);
  try {
    const response = await fetch(`${appOrigin}/__fake/events?sessionId=${SESSION}`, {
      signal: opening.signal,
    });
    if (!response.ok || !response.body) return undefined;
    const reader = response.body.getReader();
    let text = '';
    while (!text.includes('event: ready')) {
      const { done, value } = await reader.read();
      if (done) return undefined;
      text += new TextDecoder().decode(value);
    }
    return reader;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** Save → the old stream ended and a new one said ready (ms), as the bridge simulator reconnects. */
async function streamBack(
  appOrigin: string,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  savedAt: number,
): Promise<number> {
  try {
    while (!(await reader.read()).done) {
      // Keep-alive comments and events until the restart closes it.
    }
  } catch {
    // Closed by the restart.
  }
  return until('the event stream to come back', async () => {
    const next = await openStream(appOrigin);
    if (!next) return undefined;
    void next.cancel();
    return performance.now() - savedAt;
  });
}

async function measureRoute(copy: ProjectCopy, appOrigin: string, dev: Started): Promise<RouteReload> {
  const token = `route-${Date.now()}`;
  const stream = await until('the event stream to open', () => openStream(appOrigin));
  const outputBefore = dev.output().length;
  const savedAt = performance.now();
  edit(
    copy,
    'fake-server/src/groups/order/order-detail-lines.ts',
    "{ text: 'Order No.', value: order.orderId },",
    `{ text: 'Order No.', value: order.orderId },\n    { text: 'Dev loop probe', value: '${token}' },`,
  );
  const back = streamBack(appOrigin, stream, savedAt);
  const answer = await until('the new detail line', async () => {
    const found = await orderAnswer(appOrigin);
    return found?.data?.userOrderDetail?.detail?.some((line) => line.value === token) ? found : undefined;
  });
  const ms = performance.now() - savedAt;
  const streamMs = await back.catch(() => undefined);
  return {
    ms,
    streamMs,
    restartSaid: /restarted in ([\d.]+ s)/.exec(dev.output().slice(outputBefore))?.[1],
    switchKept: answer.data?.orderStatus === SWITCHED_STATUS,
  };
}

async function measureContract(copy: ProjectCopy, appOrigin: string, dev: Started): Promise<ContractReload> {
  const token = `contract-${Date.now()}`;
  // The route answers the field first: refused (500) while the contract does not have it.
  edit(
    copy,
    'fake-server/src/groups/order/operations.ts',
    'cardPopMsg: flags.cardPopMsg,',
    `cardPopMsg: flags.cardPopMsg,\n      benchProbe: '${token}',`,
  );
  await until('the fake server to refuse the field the contract lacks', async () =>
    (await orderAnswer(appOrigin))?.httpStatus === 500 ? true : undefined,
  );
  const model = join(copy.root, 'openapi/generated/model/orderDetail.ts');
  const outputBefore = dev.output().length;
  const savedAt = performance.now();
  edit(
    copy,
    'openapi/paths/order.yaml',
    '      cardPopMsg: { type: string }\n',
    "      cardPopMsg: { type: string }\n      benchProbe: { type: string, description: 'npm run bench: the dev-loop probe.' }\n",
  );
  // The files first (cheap to read), then the server: it cannot have the field before its schema.
  const typesMs = await until(
    'the generated type',
    () =>
      existsSync(model) && readFileSync(model, 'utf8').includes('benchProbe')
        ? performance.now() - savedAt
        : undefined,
    10,
  );
  const answer = await until('the answer with the new field', async () => {
    const found = await orderAnswer(appOrigin);
    return found?.code === '00' && found.data?.benchProbe === token ? found : undefined;
  });
  const fakeMs = performance.now() - savedAt;
  return {
    fakeMs,
    typesMs,
    regeneratedSaid: /regenerated in ([\d.]+ s(?: \([^)]*\))?)/.exec(dev.output().slice(outputBefore))?.[1],
    tsc: await tscKnowsField(copy),
    switchKept: answer.data?.orderStatus === SWITCHED_STATUS,
  };
}

/** `tsc` on a file that reads the new field from the generated type (strict, bundler resolution). */
async function tscKnowsField(copy: ProjectCopy): Promise<ContractReload['tsc']> {
  writeFileSync(
    join(copy.root, 'web/src/bench-probe.ts'),
    "import type { OrderDetail } from '../../openapi/generated/model/orderDetail.ts';\n" +
      "export const probe: NonNullable<OrderDetail['benchProbe']> = 'x';\n",
  );
  const began = performance.now();
  const tsc = start('tsc probe', NODE, [
    join(copy.root, 'node_modules/typescript/bin/tsc'),
    '--ignoreConfig',
    '--noEmit',
    '--strict',
    '--skipLibCheck',
    '--allowImportingTsExtensions',
    '--module',
    'esnext',
    '--moduleResolution',
    'bundler',
    '--target',
    'es2023',
    join(copy.root, 'web/src/bench-probe.ts'),
  ]);
  const code = await tsc.done;
  const ms = performance.now() - began;
  await tsc.stop(1_000);
  return code === 0 ? { ok: true, ms } : { ok: false, ms, output: tsc.output().slice(-1_000) };
}

/** Runs `npm run dev` in a copy of the project and times both reloads. */
export async function measureReloads(root: string, log: (line: string) => void): Promise<ReloadTimings> {
  const copy = copyProject(root);
  // Whatever ends this run (Ctrl-C included), the copy goes; the project was never edited.
  const removeCopy = () => copy.remove();
  process.once('exit', removeCopy);
  const [fakePort, appPort] = [await freePort(), await freePort()];
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const timings: ReloadTimings = {};
  log(`npm run dev in a copy of the project (${copy.root}), fake ${fakePort}, app ${appPort}…`);
  const dev = start('dev (copy)', NODE, [join(copy.root, 'scripts/dev.ts')], {
    env: childEnv({
      FAKE_PORT: String(fakePort),
      APP_PORT: String(appPort),
      FAKE_DB: join(copy.root, '.fake/dev.db'),
      FAKE_CHECK_RESPONSES: '1',
    }),
  });
  try {
    await until('npm run dev (copy) to be ready', () => {
      if (dev.exited()) throw new Error(`npm run dev ended:\n${dev.output().slice(-1_500)}`);
      // Ready, and the contract's generators loaded (they would slow the first restart down).
      return /watching openapi\//.test(dev.output()) ? true : undefined;
    });
    const switched = await fetch(`${appOrigin}/__fake/orders/${ORDER.orderId}?sessionId=${SESSION}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ orderStatus: SWITCHED_STATUS, force: true }),
    });
    if (!switched.ok) throw new Error(`the QA switch failed: ${switched.status} ${await switched.text()}`);

    log('saving a fake route (a detail line on the order screen)…');
    timings.route = await measureRoute(copy, appOrigin, dev).catch((error: unknown) => ({
      error: (error as Error).message,
    }));
    log('saving the contract (a field added to the order answer)…');
    timings.contract = await measureContract(copy, appOrigin, dev).catch((error: unknown) => ({
      error: (error as Error).message,
    }));
  } catch (error) {
    timings.error = (error as Error).message;
  } finally {
    await dev.stop();
    removeCopy();
    process.removeListener('exit', removeCopy);
  }
  return timings;
}
