import * as z from 'zod';
import type { FakeServer } from '../fake-server.ts';
import { type Fault, type FaultInput, faultFromInput } from '../scenarios/faults.ts';
import { findPreset, SCENARIO_PRESETS } from '../scenarios/presets.ts';
import {
  type ClockView,
  clockView,
  DATE_FORMS,
  DURATION_FORMS,
  parseClockDate,
  parseDuration,
} from '../store/clock.ts';
import type { Sandbox } from '../store/sandbox.ts';
import { isoDate } from '../store/shared/dates.ts';
import { CLOCK_YEARS, latestClockDay, latestClockMs } from '../store/shared/world-range.ts';

// The QA switches of one sandbox (scenario, faults, clock) as plain functions: the QA API's routes
// (admin-router.ts, clock-router.ts) and the in-process fake world (src/in-process/) both call them,
// so a screen test switches a sandbox exactly as a tester does.

/** Done, with what the QA API answers; or refused, with the message it answers with a 400. */
export type SwitchResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const ScenarioInputSchema = z.strictObject({
  name: z.string().min(1).max(64),
  /** Overrides the delay of slow-network and timeout (tests use a short one). */
  delayMs: z.int().min(0).max(600_000).optional(),
});
export type ScenarioInput = z.infer<typeof ScenarioInputSchema>;

export function scenarioView(sandbox: Sandbox) {
  return {
    sandboxId: sandbox.id,
    active: sandbox.scenario?.name ?? 'none',
    delayMs: sandbox.scenario?.delayMs ?? null,
    presets: SCENARIO_PRESETS.map(({ name, description }) => ({ name, description })),
  };
}

/** Saved before the caller answers, then told to the event streams. */
function changed(server: FakeServer, sandbox: Sandbox, type: 'scenario' | 'fault', data: unknown): void {
  server.sandboxes.commit(sandbox);
  server.emit(sandbox.id, type, data);
}

/** POST /__fake/scenario: one preset for the sandbox's calls ('none' clears it). */
export function chooseScenario(
  server: FakeServer,
  sandbox: Sandbox,
  input: ScenarioInput,
): SwitchResult<ReturnType<typeof scenarioView>> {
  if (findPreset(input.name) === undefined) {
    return {
      ok: false,
      message: `Unknown scenario '${input.name}'. Presets: ${SCENARIO_PRESETS.map((preset) => preset.name).join(', ')}.`,
    };
  }
  sandbox.scenario = input.name === 'none' ? null : { name: input.name, delayMs: input.delayMs ?? null };
  const view = scenarioView(sandbox);
  changed(server, sandbox, 'scenario', { active: view.active, delayMs: view.delayMs });
  return { ok: true, value: view };
}

/** POST /__fake/faults: one fault per operation (a new one replaces the old). */
export function addFault(server: FakeServer, sandbox: Sandbox, input: FaultInput): SwitchResult<Fault[]> {
  const known = server.operations.some((operation) => operation.operationId === input.operationId);
  if (!known && input.operationId !== '*') {
    return {
      ok: false,
      message: `operationId: no operation '${input.operationId}'. Use '*' for every operation, or one of GET /__fake/operations.`,
    };
  }
  sandbox.faults = sandbox.faults.filter((fault) => fault.operationId !== input.operationId);
  sandbox.faults.push(faultFromInput(input));
  changed(server, sandbox, 'fault', { faults: sandbox.faults });
  return { ok: true, value: sandbox.faults };
}

/** DELETE /__fake/faults: one operation's fault, or all of them. */
export function clearFaults(server: FakeServer, sandbox: Sandbox, operationId?: string): Fault[] {
  sandbox.faults =
    operationId === undefined ? [] : sandbox.faults.filter((fault) => fault.operationId !== operationId);
  changed(server, sandbox, 'fault', { faults: sandbox.faults });
  return sandbox.faults;
}

export const ClockInputSchema = z.strictObject({
  advance: z.string().max(40).optional(),
  set: z.string().max(40).optional(),
  reset: z.literal(true).optional(),
});
export type ClockInput = z.infer<typeof ClockInputSchema>;

/** The clock's input forms, for a refused input's message. */
export const CLOCK_FORMS = `Send one of { "advance": ${DURATION_FORMS} }, { "set": ${DATE_FORMS} } or { "reset": true } (real time).`;

export function sandboxClockView(server: FakeServer, sandbox: Sandbox): ClockView {
  return clockView(sandbox.id, server.nowOf(sandbox), sandbox.clockOffsetMs, server.refDate);
}

/** POST /__fake/clock: moves the sandbox's virtual clock forward, to a date, or back to real time. */
export function moveClock(server: FakeServer, sandbox: Sandbox, input: ClockInput): SwitchResult<ClockView> {
  const { advance, set, reset } = input;
  if ([advance, set, reset].filter((value) => value !== undefined).length !== 1)
    return { ok: false, message: `Give exactly one of advance, set, reset. ${CLOCK_FORMS}` };
  const seedDay = server.refDate;
  const serverNow = server.now().getTime();
  let target: number;
  if (advance !== undefined) {
    const ms = parseDuration(advance);
    if (ms === undefined) {
      return {
        ok: false,
        message: `advance: '${advance}' is not a duration; use ${DURATION_FORMS}. The clock only goes forward.`,
      };
    }
    target = server.nowOf(sandbox).getTime() + ms;
  } else if (set !== undefined) {
    const date = parseClockDate(set);
    if (date === undefined) return { ok: false, message: `set: '${set}' is not a date; use ${DATE_FORMS}.` };
    if (date.getTime() < seedDay.getTime()) {
      return {
        ok: false,
        message: `set: ${set} is before the seed day; the earliest allowed date is ${isoDate(seedDay)} (the day the world was seeded). The clock is unchanged.`,
      };
    }
    target = date.getTime();
  } else {
    target = serverNow;
  }
  if (target > latestClockMs(seedDay)) {
    const field = advance !== undefined ? `advance: '${advance}' would take the clock to` : `set:`;
    return {
      ok: false,
      message: `${field} ${isoDate(new Date(target))}, past ${latestClockDay(seedDay)}, the latest date the clock may show (${CLOCK_YEARS} years after the seed day ${isoDate(seedDay)}). The clock is unchanged.`,
    };
  }
  sandbox.clockOffsetMs = target - serverNow;
  // Durable before the answer: the '#qa' part holds the clock.
  server.sandboxes.commit(sandbox, []);
  // Touched again so the lifecycle catches up with the moved clock before the answer (onUse).
  const moved = sandboxClockView(server, server.sandboxes.get(sandbox.id));
  server.emit(sandbox.id, 'clock', moved);
  return { ok: true, value: moved };
}
