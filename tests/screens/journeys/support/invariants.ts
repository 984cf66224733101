import { queryAllByRole } from '@testing-library/react';
import { ERROR_BOUNDARY_TEXT, type Invariant, type Journey, type JourneyInvariants } from './journey.ts';

// The four checks of every journey, after every step. Each throws with what the borrower would
// see wrong; runJourney adds the steps that led there.

function describe(element: Element): string {
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `<${element.tagName.toLowerCase()}> "${name}"`;
}

/** (a) Nothing looks busy (aria-busy, a spinner, the loading overlay) once every answer is in. */
export const nothingBusyWhenIdle: Invariant = () => {
  const busy = document.querySelectorAll('[aria-busy="true"], .ui-spinner, [data-testid="loading-overlay"]');
  if (busy.length > 0)
    throw new Error(
      `Still busy with nothing in flight: ${[...busy].map(describe).join(', ')} on ${window.location.pathname}`,
    );
};

const checkedTaps = new WeakMap<Journey, number>();

/**
 * (b) A tap sends at most one call of what it asks for, and the call carries what the borrower
 * chose (the order, channel, amount, complaint type read off the screen before the tap).
 */
export const oneCallPerTap: Invariant = async (journey) => {
  const from = checkedTaps.get(journey) ?? 0;
  for (const tap of journey.taps.slice(from)) {
    const calls = journey.sent.filter(
      (call) => call.step === tap.step && call.operationId === tap.sends.operationId,
    );
    if (calls.length > 1)
      throw new Error(`"${tap.label}" sent ${calls.length} ${tap.sends.operationId} calls, not one`);
    const [call] = calls;
    if (call === undefined) continue;
    const body = await call.body;
    for (const [field, wanted] of Object.entries(tap.sends.fields))
      if (body[field] !== wanted)
        throw new Error(
          `"${tap.label}" sent ${tap.sends.operationId} with ${field}=${body[field]}, but the borrower chose ${wanted}`,
        );
  }
  checkedTaps.set(journey, journey.taps.length);
};

/** One amount or status on screen (by test id) and what the fake world says it is now. */
export interface ShownFact {
  readonly testId: string;
  /** The text the fake world implies for this screen, or undefined when it does not apply here. */
  readonly truth: (journey: Journey) => Promise<string | undefined>;
}

/** (c) Every fact on screen agrees with the fake world for that order. */
export const agreesWithWorld =
  (facts: readonly ShownFact[]): Invariant =>
  async (journey) => {
    for (const fact of facts) {
      const shown = document.querySelector(`[data-testid="${fact.testId}"]`);
      if (shown === null) continue;
      const truth = await fact.truth(journey);
      if (truth !== undefined && shown.textContent !== truth)
        throw new Error(
          `${fact.testId} shows "${shown.textContent}" on ${window.location.pathname}, the fake world says "${truth}"`,
        );
    }
  };

/** (d) No uncaught error, rejection, console.error, or the screen's error boundary. */
export const noUncaughtError: Invariant = (journey) => {
  if (journey.problems.length > 0) throw new Error(journey.problems.join('\n'));
  if (document.body.textContent?.includes(ERROR_BOUNDARY_TEXT))
    throw new Error(`The screen crashed: "${ERROR_BOUNDARY_TEXT}"`);
};

/** (d) The screen offers a way on: an enabled button or link the borrower can reach. */
export const offersAWayOn: Invariant = () => {
  const modals = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  const scope = modals[modals.length - 1] ?? document.body;
  const ways = [...queryAllByRole(scope, 'button'), ...queryAllByRole(scope, 'link')].filter(
    (element) => !(element as HTMLButtonElement).disabled,
  );
  if (ways.length === 0)
    throw new Error(`No way on from ${window.location.pathname}: no enabled button or link`);
};

/**
 * The four invariants, with a journey's own facts for (c).
 * @example runJourney({ …, invariants: journeyInvariants([{ testId: 'repay-amount', truth: … }]) })
 */
export function journeyInvariants(facts: readonly ShownFact[] = []): JourneyInvariants {
  return {
    always: [noUncaughtError, oneCallPerTap],
    whenQuiet: [nothingBusyWhenIdle, agreesWithWorld(facts), offersAWayOn],
  };
}
