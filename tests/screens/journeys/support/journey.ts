import { act, cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { preloadScreen } from '../../../../web/src/app/routes.tsx';
import { SCREEN_FAILED } from '../../../../web/src/ui/messages.ts';
import { type RenderedRoute, renderRoute } from '../../support/render-route.tsx';
import { resetSlowScreens, slowEveryScreen, slowScreenPending } from './slow-screen.tsx';

// The journey harness: a borrower's random walk over the in-process screens (renderRoute and the
// fake world), driven by fast-check's model-based runs, with the same four checks after every
// step. The commands are in commands.ts, the checks in invariants.ts; docs/testing.md explains
// how to write a journey.

/** A call the app sent during a journey (the harness's own reads of the fake world excluded). */
export interface SentCall {
  /** The step it was sent in (1 = the first command). */
  readonly step: number;
  readonly operationId: string;
  /** Its form, JSON or multipart fields as text (files left out). */
  readonly body: Promise<Record<string, string>>;
}

/** What a tap should send: at most one call of `operationId`, with these fields (others free). */
export interface TapSends {
  readonly operationId: string;
  readonly fields: Readonly<Record<string, string>>;
}

interface TapRecord {
  readonly step: number;
  readonly label: string;
  readonly sends: TapSends;
}

/** The harness's own reads of the fake world carry this header and are not the app's calls. */
export const PROBE_HEADER = 'x-journey-probe';

/** How long a step lets React, timers and answers run before its checks (real time). */
const MOMENT_MS = 15;
/** A journey that does not settle within this long fails (an answer that never comes). */
const SETTLE_LIMIT_MS = 5000;

async function formOf(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams);
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(
      [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  const text = await request.text();
  if (type.includes('json')) {
    const parsed: unknown = text === '' ? {} : JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * One borrower's journey: the rendered app, its sandbox, what it sent, what went wrong. The `real`
 * of a model run; commands act on it and `checkStep` runs the invariants.
 */
export class Journey {
  rendered: RenderedRoute;
  step = 0;
  /** The readable steps taken so far. */
  readonly steps: string[] = [];
  readonly sent: SentCall[] = [];
  /** Uncaught errors, rejections and console.error output, in order. */
  readonly problems: string[] = [];
  readonly taps: TapRecord[] = [];
  /** The app's calls sent and not answered (nor given up: an aborted call ends too). */
  private readonly pending = new Set<string>();
  private changes = 0;
  private readonly undo: (() => void)[] = [];

  readonly invariants: JourneyInvariants;

  private readonly slowPages: boolean;

  constructor(path: string, invariants: JourneyInvariants, { slowPages = false } = {}) {
    this.invariants = invariants;
    this.slowPages = slowPages;
    resetSlowScreens();
    if (slowPages) slowEveryScreen();
    this.rendered = renderRoute(path);
    const { world } = this.rendered;
    const operations = world.server.operations;
    const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
      if (request.headers.has(PROBE_HEADER)) return;
      this.pending.add(requestId);
      // A call the app gave up (a query cancelled when its page was left) gets no answer event.
      request.signal.addEventListener('abort', () => this.pending.delete(requestId));
      const path = new URL(request.url).pathname;
      const operation = operations.find((candidate) => candidate.path === path);
      this.sent.push({
        step: this.step,
        operationId: operation?.operationId ?? path,
        body: formOf(request.clone()).catch(() => ({})),
      });
    };
    const onEnd = ({ requestId }: { requestId: string }) => {
      this.pending.delete(requestId);
    };
    world.msw.events.on('request:start', onStart);
    world.msw.events.on('request:end', onEnd);
    this.undo.push(() => {
      world.msw.events.removeListener('request:start', onStart);
      world.msw.events.removeListener('request:end', onEnd);
    });

    const onError = (event: ErrorEvent) => this.problems.push(`uncaught error: ${event.message}`);
    const onRejection = (event: PromiseRejectionEvent) =>
      this.problems.push(`unhandled rejection: ${String(event.reason)}`);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const consoleError = console.error;
    console.error = (...data: unknown[]) => {
      this.problems.push(`console.error: ${data.map(String).join(' ')}`);
      consoleError(...data);
    };
    this.undo.push(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      console.error = consoleError;
    });

    const observer = new MutationObserver((records) => {
      this.changes += records.length;
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    this.undo.push(() => observer.disconnect());
  }

  get sandboxId(): string {
    return this.rendered.sandboxId;
  }

  /** Calls sent and not answered yet (slow answers, the query's own retries included). */
  get callsInFlight(): number {
    return this.pending.size;
  }

  /** Lets React, timers and answers run for a moment (real time, inside act). */
  async moment(ms = MOMENT_MS): Promise<void> {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, ms));
    });
  }

  /** Nothing in flight (no call, no query fetching or waiting to retry), no screen's code on its way (nor the splash), and the page did not change in the last moment. */
  async quiet(): Promise<boolean> {
    // Idle before and after a whole moment without a change to the page: an answer that just
    // arrived has had its render (the query cache tells React a tick after the call ends).
    const idleBefore = this.idle();
    const before = this.changes;
    await this.moment();
    return idleBefore && this.idle() && this.changes === before;
  }

  /** No call in flight, no query fetching or waiting to retry, no page's code on its way, no splash. */
  private idle(): boolean {
    const { queryClient } = this.rendered;
    const querying = queryClient.isFetching() + queryClient.isMutating() > 0;
    const splash = document.querySelector('.splash') !== null;
    return this.pending.size === 0 && !querying && !slowScreenPending() && !splash;
  }

  /** Waits until the journey is quiet (every answer in, the page still): the borrower waits. */
  async settle(): Promise<void> {
    const start = performance.now();
    let quietMoments = 0;
    while (quietMoments < 2) {
      if (performance.now() - start > SETTLE_LIMIT_MS)
        throw new Error(`The screen never settled: ${this.pending.size} call(s) still in flight.`);
      quietMoments = (await this.quiet()) ? quietMoments + 1 : 0;
    }
  }

  /** The names of what the borrower can tap now: enabled buttons, links and radios, in the open sheet if any. */
  offered(): ReadonlySet<string> {
    const modals = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
    const scope = modals[modals.length - 1] ?? document.body;
    const names = new Set<string>();
    for (const element of scope.querySelectorAll<HTMLElement>('button, a[href], input[type="radio"]')) {
      if ((element as HTMLButtonElement).disabled) continue;
      const label =
        element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : element.textContent;
      const name = element.getAttribute('aria-label') ?? label ?? '';
      names.add(name.trim());
    }
    return names;
  }

  /** Starts a step: the readable name is kept for the failure message. */
  begin(name: string): void {
    this.step += 1;
    this.steps.push(name);
  }

  /** A tap that should send `sends` (checked by oneCallPerTap). */
  expectTap(label: string, sends: TapSends | undefined): void {
    if (sends !== undefined) this.taps.push({ step: this.step, label, sends });
  }

  /** The page starts again at its address with a fresh query cache (history and storage stay). */
  reload(): void {
    const sandbox = this.rendered.sandboxId;
    // A reload is a new document: a page's code that was on its way downloads again, at once
    // (or slowly again, in a journey whose every page is slow).
    resetSlowScreens();
    if (this.slowPages) slowEveryScreen();
    cleanup();
    this.rendered = renderRoute('', { sandbox, reload: true });
  }

  /**
   * The data of an API answer for this sandbox as the screen would get it now (the harness's own
   * read: not counted as the app's call); a refusal throws with the server's code and message.
   */
  async apiData<T>(path: string, form: Record<string, string> = {}): Promise<T> {
    const { world } = this.rendered;
    const url = `${world.origin}${path}?sessionId=${encodeURIComponent(this.sandboxId)}`;
    // The truth, not the borrower's weather: the sandbox's faults and scenario are set aside for
    // this read (a fault the journey set stays for the app's next call).
    const sandbox = this.rendered.sandbox();
    const faults = sandbox.faults.splice(0);
    const scenario = sandbox.scenario;
    sandbox.scenario = null;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams(form),
        headers: { [PROBE_HEADER]: '1' },
      });
    } finally {
      sandbox.faults.unshift(...faults);
      sandbox.scenario = scenario;
    }
    const envelope = (await response.json()) as { code: string; message: string; data: T };
    if (envelope.data === null) throw new Error(`${path} answered ${envelope.code}: ${envelope.message}`);
    return envelope.data;
  }

  /**
   * The invariants after a step: the ones about what was sent and what went wrong always; the
   * ones about the screen's state (nothing busy, the amounts) when the journey is quiet (or was
   * just settled), since while an answer is on its way a busy button is right.
   */
  async checkStep(settled = false): Promise<void> {
    const { always, whenQuiet } = this.invariants;
    for (const check of always) await check(this);
    if (settled || (await this.quiet())) for (const check of whenQuiet) await check(this);
  }

  dispose(): void {
    for (const step of this.undo.splice(0).reverse()) step();
    resetSlowScreens();
    cleanup();
  }
}

/** An invariant: throws (with a borrower's words) when the screen or what was sent is wrong. */
export type Invariant = (journey: Journey) => Promise<void> | void;

export interface JourneyInvariants {
  /** Checked after every step. */
  readonly always: readonly Invariant[];
  /** Checked after every step that leaves the journey quiet, and after the last one (settled). */
  readonly whenQuiet: readonly Invariant[];
}

/**
 * The model of a journey: the steps taken, and what the borrower can tap at this moment (the
 * names of the reachable enabled buttons, links and radios, read after each step), so a run only
 * takes steps the screen offers and shrinks to steps that were possible.
 */
export interface JourneyModel {
  steps: number;
  offered: ReadonlySet<string>;
}

export type JourneyCommand = fc.AsyncCommand<JourneyModel, Journey>;

/**
 * fast-check's parameters for a journey: a fixed seed (JOURNEY_SEED, default 37) and `runs` runs
 * (JOURNEY_RUNS overrides it for a long search, e.g. JOURNEY_RUNS=500). JOURNEY_LOG=1 prints each
 * passing run's steps, where it ended and what it sent.
 */
export function journeyParameters(runs: number): fc.Parameters<unknown> {
  const fromEnv = (name: string) => {
    const value = process.env[name];
    return value === undefined || value === '' ? undefined : Number(value);
  };
  return { numRuns: fromEnv('JOURNEY_RUNS') ?? runs, seed: fromEnv('JOURNEY_SEED') ?? 37 };
}

/**
 * The test's time limit for a journey of `runs` default runs (or JOURNEY_RUNS): 3 s a run, at
 * least a minute, so a long search is not cut short.
 * @example it('…', async () => { await runJourney({ …, runs: 10 }); }, journeyTimeout(10));
 */
export function journeyTimeout(runs: number): number {
  const numRuns = journeyParameters(runs).numRuns ?? runs;
  return Math.max(60_000, numRuns * 3_000);
}

export interface JourneySpec {
  /** Where the borrower starts (as the shell opens the app; the sandbox is added). */
  readonly start: string;
  /** The borrower's possible steps (commands.ts). */
  readonly commands: readonly fc.Arbitrary<JourneyCommand>[];
  readonly invariants: JourneyInvariants;
  /** Runs by default (JOURNEY_RUNS overrides). */
  readonly runs: number;
  /** Steps per run, at most; default 10. */
  readonly maxSteps?: number;
  /**
   * Every page the journey can reach (paths, e.g. '/repay'): their code is loaded before the
   * runs, so a screen's first download does not pass for a stuck page. A slow download is a
   * step of its own (slowScreen).
   */
  readonly pages: readonly string[];
  /** Every page wrapped with slowScreenModule loads slowly, each time (a weak network all along). */
  readonly slowPages?: boolean;
}

/**
 * Runs random journeys: each starts at `start` in a fresh sandbox, settles, then takes up to
 * `maxSteps` steps, checking the invariants after each one and once more when settled at the end.
 * A failure throws with the shrunk steps, one borrower's step each.
 * @example await runJourney({ start: orderPath('ORD174'), commands: [tap('Repayment')], invariants, runs: 10 });
 */
export async function runJourney(spec: JourneySpec): Promise<void> {
  await Promise.all(
    [spec.start, ...spec.pages].map((page) => preloadScreen(new URL(page, 'http://app').pathname)),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.commands([...spec.commands], { maxCommands: spec.maxSteps ?? 10, size: 'max' }),
      async (steps) => {
        const journey = new Journey(spec.start, spec.invariants, { slowPages: spec.slowPages ?? false });
        try {
          await journey.settle();
          await journey.checkStep(true);
          await fc.asyncModelRun(
            () => ({ model: { steps: 0, offered: journey.offered() }, real: journey }),
            steps,
          );
          journey.begin('wait for every answer');
          await journey.settle();
          await journey.checkStep(true);
          if (process.env.JOURNEY_LOG === '1')
            console.info(
              `${journey.steps.join(' → ')}\n  ended on ${window.location.pathname}, sent ${journey.sent.map((call) => call.operationId).join(', ')}`,
            );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(`${message}\n  after: ${journey.steps.join(' → ') || '(the first screen)'}`);
        } finally {
          journey.dispose();
        }
      },
    ),
    journeyParameters(spec.runs),
  );
}

/** The message of the app's screen-level error boundary (a screen that threw). */
export const ERROR_BOUNDARY_TEXT = SCREEN_FAILED;
