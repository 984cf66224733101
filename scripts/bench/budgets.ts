/** The budgets of DESIGN §9, in the units the bench measures (bytes, ms, ratios). */
import type { Budget } from './format.ts';

export const BUDGETS = {
  /** Initial JS of the order page, gzip. */
  orderInitialJs: { op: '<=', limit: 125_000 },
  /**
   * Every other route's own chunk(s), gzip: what it adds over the entry beyond the base libraries
   * (DESIGN §9 counts react, router, Query and axios in the order page's budget).
   */
  routeOwnJs: { op: '<=', limit: 30_000 },
  /**
   * A route's time to its content element over the not-found page's (the app shell), in Chromium
   * under Lighthouse's mobile conditions, medians of the same run (DESIGN §9).
   */
  contentVsShell: { op: '<=', limit: 1.05 },
  /** The same over a bare React 19 page rendering one line, built and served the same way. */
  contentVsReactFloor: { op: '<=', limit: 1.3 },
  /**
   * A route's time to content in this checkout over the same route in another build loaded in turn
   * with it (`--against`): a change may not make any route more than 5 % slower.
   */
  contentVsAgainst: { op: '<=', limit: 1.05 },
  /** Lighthouse mobile preset, order page with data (0–100). */
  performance: { op: '>=', limit: 95 },
  lcpMs: { op: '<=', limit: 1_500 },
  cls: { op: '=', limit: 0 },
  /**
   * Fake server p99 latency at a fixed rate of `P99_FIXED_RATE` req/s, evenly paced, each call
   * measured on its own. DESIGN §9 says "at 100 connections": 100 connections flat out is a
   * saturated closed loop, whose mean latency is 100 / throughput (Little's law), so the budget is
   * checked at a rate the server must sustain instead.
   */
  p99AtFixedRateMs: { op: '<', limit: 2 },
  /** With FAKE_DB and 400 stored sandboxes, read-only calls' req/s over the in-memory server's. */
  persistenceReadVsMemory: { op: '>=', limit: 0.8 },
  /** The same for calls that change a sandbox (each one saved before it answers). */
  persistenceWriteVsMemory: { op: '>=', limit: 0.5 },
  /** `npm run dev` until both ports answer. */
  devStartMs: { op: '<=', limit: 5_000 },
  /** The whole `npm test`. */
  npmTestMs: { op: '<=', limit: 10 * 60_000 },
} as const satisfies Record<string, Budget>;

/** The rate, req/s, at which `p99AtFixedRateMs` is measured. */
export const P99_FIXED_RATE = 1_000;
