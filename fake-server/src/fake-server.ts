import { randomBytes } from 'node:crypto';
import { EventBus, type FakeEventType } from './admin/event-bus.ts';
import type { Operation } from './api/operation.ts';
import { UploadStore } from './groups/complaint/upload-store.ts';
import type { SandboxDb } from './persistence/sandbox-db.ts';
import { openSqliteStore } from './persistence/sqlite-persistence.ts';
import { operations as registeredOperations } from './registry.ts';
import type { ScenarioDelays } from './scenarios/call-effect.ts';
import { sandboxNow } from './store/clock.ts';
import { LifecycleRunner } from './store/lifecycle/lifecycle-runner.ts';
import { type LifecycleChange, lifecycleEventData } from './store/lifecycle/payments.ts';
import {
  DEFAULT_SANDBOX,
  noticeEntry,
  type Sandbox,
  type SandboxPersistence,
  SandboxStore,
} from './store/sandbox.ts';
import { seedWorld, type WorldState } from './store/world.ts';
import { DriftLog } from './upstream/drift.ts';
import { createRedactor, type Redactor } from './upstream/redact.ts';
import { UpstreamSettings } from './upstream/upstream-settings.ts';

export interface FakeServerOptions {
  /** Faker seed of the world (FAKE_SEED); same seed and same day give the same data. Default 1. */
  seed?: number;
  /** The SQLite file that keeps every sandbox across restarts and evictions (FAKE_DB). */
  db?: string;
  /**
   * An old JSON state file (FAKE_STATE_FILE) to move into the database once. Given alone, the
   * database is the same path with `.db` in place of `.json`.
   */
  stateFile?: string;
  /** Sandboxes kept in memory (the cache over the database); default 1000. */
  cacheLimit?: number;
  /** The app's origin (FAKE_APP_ORIGIN) for the 'open in app' links. */
  appOrigin?: string;
  /** Ceiling of the uploaded images of every sandbox together (FAKE_UPLOADS_MAX_MB); default 200 MB. */
  uploadsMaxBytes?: number;
  /** Memory for the request logs of every sandbox together (FAKE_LOG_MAX_MB); default 64 MB. */
  logBudgetBytes?: number;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Pay codes pay themselves this long after they are made (FAKE_AUTO_PAY_MS); unset = only by hand. */
  autoPayMs?: number;
  /** The real backend the calls are forwarded to and checked against the contract (FAKE_UPSTREAM). */
  upstream?: string;
  /** Record the upstream's answers, redacted, into each sandbox (FAKE_RECORD=1). */
  record?: boolean;
  /** The key of the recordings' stable fakes (FAKE_REDACT_KEY); default a random one per start. */
  redactKey?: string;
  /** Delay of the slow-network scenario. Default 3000 ms. */
  slowNetworkMs?: number;
  /** Delay of the timeout scenario, past the app's 60 s time-out. Default 65000 ms. */
  timeoutMs?: number;
  /** Check every answer against the generated response schema; a breaking answer becomes a 500. */
  checkResponses?: boolean;
  /** The operations to serve; default the registry (tests may pass a subset or extra ones). */
  operations?: readonly Operation[];
  /** Tests only: the database once it passed its start checks, to inject a full or read-only disk. */
  onDatabaseOpen?: (db: SandboxDb) => void;
}

/** Everything the API mount, the admin routes and the pages share. */
export interface FakeServer {
  seed: number;
  /** The world's day (midnight UTC of the start): dates of the seed world count from it. */
  refDate: Date;
  appOrigin: string;
  /** The server's clock: request logs and event times. A sandbox's dates use `nowOf`. */
  now: () => Date;
  /** A sandbox's now: the server's clock plus its virtual clock offset (POST /__fake/clock). */
  nowOf: (sandbox: Sandbox) => Date;
  delays: ScenarioDelays;
  /** FAKE_AUTO_PAY_MS: generate-vcode's codes pay themselves after it; null = only by hand. */
  autoPayMs: number | null;
  /** The order lifecycle: brings sandboxes up to their clocks, wakes them for automatic payments. */
  lifecycle: LifecycleRunner;
  /** Saves and announces lifecycle changes made outside the runner (a payment, a QA switch). */
  announce: (sandbox: Sandbox, change: LifecycleChange) => void;
  checkResponses: boolean;
  /** Where each sandbox's calls go: FAKE_UPSTREAM, or a sandbox's own choice (POST /__fake/upstream). */
  upstream: UpstreamSettings;
  /** Mismatches between upstream answers and the contract, per sandbox (GET /__fake/drift). */
  drift: DriftLog;
  /** Replaces personal data in recorded answers with stable fakes (src/upstream/redaction-rules.ts). */
  redactor: Redactor;
  operations: readonly Operation[];
  sandboxes: SandboxStore;
  events: EventBus;
  /** The untouched seed world (logos and pages read names and colours from it). */
  seedWorld: WorldState;
  /** Uploaded complaint images of every sandbox, under one byte ceiling. */
  uploads: UploadStore;
  emit: (sandboxId: string, type: FakeEventType, data: unknown) => void;
  /** What start-up did worth telling the person who started it (a state file migrated). */
  notes: string[];
  /** Closes the database (tests, shutdown); the server must not be used after it. */
  close: () => void;
}

/** The database path of an old state file given alone: `state.json` → `state.db`. */
function dbPathForStateFile(stateFile: string): string {
  return `${stateFile.replace(/\.json$/i, '')}.db`;
}

export const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:5173';

/** Midnight UTC of the clock's day: the world's "today". */
function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * The fake server's state and facilities, without HTTP.
 * @throws SandboxDbError or StateFileError when the database or old state file cannot be used.
 */
export function createFakeServer(options: FakeServerOptions = {}): FakeServer {
  const seed = options.seed ?? 1;
  const now = options.now ?? (() => new Date());
  const refDate = startOfDay(now());
  const world = seedWorld(seed, refDate);
  const events = new EventBus();
  const emit = (sandboxId: string, type: FakeEventType, data: unknown) => {
    // Every call emits; with no page or app listening, nothing is built.
    if (events.listenerCount > 0) events.publish({ type, sandboxId, at: now().toISOString(), data });
  };
  const dbPath = options.db ?? (options.stateFile ? dbPathForStateFile(options.stateFile) : undefined);
  let persistence: SandboxPersistence | undefined;
  let notes: string[] = [];
  let notices = new Map<string, { code: string; message: string }>();
  let close = (): void => {};
  if (dbPath !== undefined) {
    const seedSandbox = {
      id: DEFAULT_SANDBOX,
      state: world,
      scenario: null,
      faults: [],
      clockOffsetMs: 0,
      log: [],
      nextLogId: 1,
    };
    const opened = openSqliteStore(dbPath, seed, refDate, seedSandbox, options.stateFile);
    persistence = opened.persistence;
    notes = opened.notes;
    notices = opened.notices;
    options.onDatabaseOpen?.(opened.db);
    close = () => opened.db.close();
    if (options.db === undefined)
      notes.push(
        `FAKE_STATE_FILE is replaced by FAKE_DB: sandboxes are kept in ${dbPath}. Set FAKE_DB=${dbPath}.`,
      );
  }
  const nowOf = (sandbox: Sandbox) => sandboxNow(now(), sandbox.clockOffsetMs, refDate);
  const announce = (sandbox: Sandbox, change: LifecycleChange) =>
    emit(sandbox.id, 'order-updated', lifecycleEventData(change));
  // The runner wakes sandboxes through the store and the store refreshes through the runner; the
  // callbacks run only after both exist.
  const lifecycle = new LifecycleRunner({
    nowOf,
    commit: (sandbox, parts) => sandboxes.commit(sandbox, parts),
    announce,
    touch: (sandboxId) => sandboxes.get(sandboxId),
  });
  const sandboxes = new SandboxStore(() => structuredClone(world), {
    cacheLimit: options.cacheLimit,
    logBudgetBytes: options.logBudgetBytes,
    persistence,
    // The QA page's request log shows the notice; the event makes an open page show it at once.
    onEvictedReturn: (sandbox, message) => emit(sandbox.id, 'request', sandbox.log.at(-1) ?? { message }),
    onUse: (sandbox) => lifecycle.refresh(sandbox),
    // What an open app or QA page was told of the undone change is gone: they reload, as on a reset.
    onUndone: (sandbox, error) => emit(sandbox.id, 'reset', { sandboxId: sandbox.id, undone: error.message }),
  });
  // What the start did to a stored sandbox (repaired, set aside) opens its request log.
  for (const [sandboxId, notice] of notices)
    sandboxes.log(sandboxes.get(sandboxId), noticeEntry({ sandboxId, at: now().toISOString(), ...notice }));
  return {
    seed,
    refDate,
    appOrigin: (options.appOrigin ?? DEFAULT_APP_ORIGIN).replace(/\/+$/, ''),
    now,
    nowOf,
    autoPayMs: options.autoPayMs ?? null,
    lifecycle,
    announce,
    delays: { slowNetworkMs: options.slowNetworkMs ?? 3000, timeoutMs: options.timeoutMs ?? 65_000 },
    checkResponses: options.checkResponses ?? false,
    upstream: new UpstreamSettings(options.upstream, options.record ?? false),
    drift: new DriftLog(),
    // Without a key of their own, fakes are stable within one run of the server only.
    redactor: createRedactor(options.redactKey ?? randomBytes(32).toString('hex')),
    operations: options.operations ?? registeredOperations,
    sandboxes,
    events,
    seedWorld: world,
    uploads: new UploadStore(options.uploadsMaxBytes),
    emit,
    notes,
    close: () => {
      lifecycle.close();
      close();
    },
  };
}
