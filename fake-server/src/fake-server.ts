import { EventBus, type FakeEventType } from './admin/event-bus.ts';
import type { Operation } from './api/operation.ts';
import { loadStateFile, StateFileWriter } from './persistence/state-file.ts';
import { operations as registeredOperations } from './registry.ts';
import type { ScenarioDelays } from './scenarios/call-effect.ts';
import { SandboxStore } from './store/sandbox.ts';
import { seedWorld, type WorldState } from './store/world.ts';

export interface FakeServerOptions {
  /** Faker seed of the world (FAKE_SEED); same seed and same day give the same data. Default 1. */
  seed?: number;
  /** Where to keep every sandbox across restarts (FAKE_STATE_FILE). */
  stateFile?: string;
  /** The app's origin (FAKE_APP_ORIGIN) for the 'open in app' links. */
  appOrigin?: string;
  /** The clock; tests pin it. */
  now?: () => Date;
  /** Delay of the slow-network scenario. Default 3000 ms. */
  slowNetworkMs?: number;
  /** Delay of the timeout scenario, past the app's 60 s time-out. Default 65000 ms. */
  timeoutMs?: number;
  /** Check every answer against the generated response schema; a breaking answer becomes a 500. */
  checkResponses?: boolean;
  /** The operations to serve; default the registry (tests may pass a subset or extra ones). */
  operations?: readonly Operation[];
}

/** Everything the API mount, the admin routes and the pages share. */
export interface FakeServer {
  seed: number;
  appOrigin: string;
  now: () => Date;
  delays: ScenarioDelays;
  checkResponses: boolean;
  operations: readonly Operation[];
  sandboxes: SandboxStore;
  events: EventBus;
  /** The untouched seed world (logos and pages read names and colours from it). */
  seedWorld: WorldState;
  emit: (sandboxId: string, type: FakeEventType, data: unknown) => void;
  /** Saves the sandboxes when a state file is set; a no-op otherwise or when nothing changed. */
  persist: () => void;
}

export const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:5173';

/** Midnight UTC of the clock's day: the world's "today". */
function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * The fake server's state and facilities, without HTTP.
 * @throws StateFileError when the state file exists but cannot be used.
 */
export function createFakeServer(options: FakeServerOptions = {}): FakeServer {
  const seed = options.seed ?? 1;
  const now = options.now ?? (() => new Date());
  const refDate = startOfDay(now());
  const world = seedWorld(seed, refDate);
  const sandboxes = new SandboxStore(() => structuredClone(world));
  const events = new EventBus();
  let persist = (): void => {};
  if (options.stateFile !== undefined) {
    const loaded = loadStateFile(options.stateFile, seed, refDate);
    for (const sandbox of loaded?.sandboxes ?? []) sandboxes.put(sandbox);
    const writer = new StateFileWriter(options.stateFile, seed);
    persist = () => writer.write(sandboxes.all());
  }
  return {
    seed,
    appOrigin: (options.appOrigin ?? DEFAULT_APP_ORIGIN).replace(/\/+$/, ''),
    now,
    delays: { slowNetworkMs: options.slowNetworkMs ?? 3000, timeoutMs: options.timeoutMs ?? 65_000 },
    checkResponses: options.checkResponses ?? false,
    operations: options.operations ?? registeredOperations,
    sandboxes,
    events,
    seedWorld: world,
    emit: (sandboxId, type, data) => events.publish({ type, sandboxId, at: now().toISOString(), data }),
    persist,
  };
}
