import { setupServer } from 'msw/node';
import {
  addFault,
  type ClockInput,
  chooseScenario,
  moveClock,
  type ScenarioInput,
  type SwitchResult,
} from '../admin/sandbox-switches.ts';
import { createFakeServer, type FakeServer, type FakeServerOptions } from '../fake-server.ts';
import { noticeUploadEvictions } from '../groups/complaint/upload-eviction-notice.ts';
import type { FaultInput } from '../scenarios/faults.ts';
import { DEFAULT_SANDBOX, type RequestLogEntry, type Sandbox } from '../store/sandbox.ts';
import { fakeWorldHandlers } from './msw-handlers.ts';

export interface InProcessWorldOptions
  extends Omit<FakeServerOptions, 'db' | 'stateFile' | 'upstream' | 'record' | 'cacheLimit'> {
  /** The API origin the app calls (in happy-dom the page's own, as with the dev proxy). */
  origin?: string;
  /** A scenario preset every call of the default sandbox starts with (e.g. 'server-error'). */
  scenario?: string;
}

/** A fake world in this process: the fake server's state, served to fetch and XHR through MSW. */
export interface InProcessFakeWorld {
  server: FakeServer;
  /** MSW's server: `listen()` before the calls, `close()` after (inProcessFakeWorld does neither). */
  msw: ReturnType<typeof setupServer>;
  origin: string;
  /** A sandbox by id (the app's `sessionId`), made from the seed on first use as over HTTP. */
  sandbox: (sandboxId?: string) => Sandbox;
  /** POST /__fake/scenario: throws with the QA API's message when refused. */
  setScenario: (input: ScenarioInput | string, sandboxId?: string) => void;
  /** POST /__fake/faults. */
  addFault: (input: FaultInput, sandboxId?: string) => void;
  /** POST /__fake/clock, e.g. { advance: '3d' }. */
  moveClock: (input: ClockInput, sandboxId?: string) => void;
  /** The sandbox's request log (GET /__fake/requests), oldest first. */
  requests: (sandboxId?: string) => readonly RequestLogEntry[];
  /** Stops MSW and the lifecycle timers. */
  close: () => void;
}

function done<T>(result: SwitchResult<T>): T {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/**
 * The same fake world as `npm run fake:server` (seed, sandboxes, validation, scenarios, faults,
 * clock), in memory (no database file, no HTTP listener), for Vitest screen tests.
 * @example const world = inProcessFakeWorld({ seed: 1 }); world.msw.listen(); … world.close();
 */
export function inProcessFakeWorld(options: InProcessWorldOptions = {}): InProcessFakeWorld {
  const { origin = 'http://localhost:3000', scenario, ...serverOptions } = options;
  // Every answer is checked against the contract, as in the server tests: a broken one is a 500.
  const server = createFakeServer({ seed: 1, checkResponses: true, ...serverOptions });
  // What createServerApp adds to the bare fake server (app.ts): evicted uploads noted in the log.
  noticeUploadEvictions(server);
  const msw = setupServer(...fakeWorldHandlers(server, origin));
  const sandbox = (sandboxId = DEFAULT_SANDBOX) => server.sandboxes.get(sandboxId);
  const world: InProcessFakeWorld = {
    server,
    msw,
    origin,
    sandbox,
    setScenario: (input, sandboxId) => {
      done(chooseScenario(server, sandbox(sandboxId), typeof input === 'string' ? { name: input } : input));
    },
    addFault: (input, sandboxId) => {
      done(addFault(server, sandbox(sandboxId), input));
    },
    moveClock: (input, sandboxId) => {
      done(moveClock(server, sandbox(sandboxId), input));
    },
    requests: (sandboxId) => sandbox(sandboxId).log,
    close: () => {
      msw.close();
      server.close();
    },
  };
  if (scenario !== undefined) world.setScenario(scenario);
  return world;
}
