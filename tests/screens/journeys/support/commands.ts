import { act, fireEvent, queryAllByRole } from '@testing-library/react';
import fc from 'fast-check';
import { sendNativeEvent } from '../../support/native-shell.ts';
import type { Journey, JourneyCommand, JourneyModel, TapSends } from './journey.ts';
import { slowNextScreen } from './slow-screen.tsx';

// What a borrower can do, as fast-check commands. A tap or a choice is taken only when the model
// says the screen offers it (an enabled control of that name, in the open sheet if there is one);
// if the screen changed in between (an answer arrived), it does nothing, as a tap on an empty spot.
// The others (back, forward, reload, faults, waiting) are always possible. Each prints as a
// borrower's step ("tap Payment").

/** One step: acts, lets the app run a moment, then checks the invariants. */
abstract class Step implements JourneyCommand {
  private readonly words: string;
  constructor(words: string) {
    this.words = words;
  }
  /** Whether the borrower can take this step now (the model's offered controls); default always. */
  check(_model: Readonly<JourneyModel>): boolean {
    return true;
  }
  async run(model: JourneyModel, journey: Journey): Promise<void> {
    model.steps += 1;
    journey.begin(this.words);
    await this.act(journey);
    await journey.moment();
    await journey.checkStep();
    model.offered = journey.offered();
  }
  protected abstract act(journey: Journey): Promise<void> | void;
  toString(): string {
    return this.words;
  }
}

/** Where a tap can land: inside the open sheet or dialog when there is one, else the page. */
function tappable(): HTMLElement {
  const modals = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  return modals[modals.length - 1] ?? document.body;
}

/** The enabled button or link of this name the borrower can reach, if any. */
export function control(name: string | RegExp): HTMLElement | undefined {
  const scope = tappable();
  const found = [
    ...queryAllByRole(scope, 'button', { name }),
    ...queryAllByRole(scope, 'link', { name }),
  ].filter((element) => !(element as HTMLButtonElement).disabled);
  return found[0];
}

export interface TapOptions {
  /** What this tap should send, read off the screen just before it (what the borrower chose). */
  readonly sends?: (journey: Journey) => TapSends | undefined;
  /** The step's words, when the name is a pattern ('tap Payment'). */
  readonly label?: string;
}

class Tap extends Step {
  private readonly target: string | RegExp;
  private readonly times: 1 | 2;
  private readonly options: TapOptions;
  constructor(target: string | RegExp, times: 1 | 2, options: TapOptions) {
    const label = options.label ?? String(target);
    super(times === 1 ? `tap ${label}` : `double tap ${label}`);
    this.target = target;
    this.times = times;
    this.options = options;
  }
  override check(model: Readonly<JourneyModel>): boolean {
    const { target } = this;
    return [...model.offered].some((name) =>
      typeof target === 'string' ? name === target : target.test(name),
    );
  }
  protected async act(journey: Journey): Promise<void> {
    const element = control(this.target);
    if (element === undefined) return;
    journey.expectTap(this.toString(), this.options.sends?.(journey));
    // Two taps in one frame: the second sees the page as the first left it, before any render.
    await act(async () => {
      for (let tap = 0; tap < this.times; tap += 1) fireEvent.click(element);
    });
  }
}

/**
 * The same step `times` times in the list, so the random walk takes it more often (the steps that
 * move the journey on, against the ones that only disturb it).
 * @example commands: [...often(3, tap('Payment')), nativeBack()]
 */
export const often = (times: number, command: fc.Arbitrary<JourneyCommand>) =>
  Array.from({ length: times }, () => command);

/** Taps the button or link of this accessible name. */
export const tap = (name: string | RegExp, options: TapOptions = {}) =>
  fc.constant<JourneyCommand>(new Tap(name, 1, options));

/** Taps it twice within one frame (an impatient borrower). */
export const doubleTap = (name: string | RegExp, options: TapOptions = {}) =>
  fc.constant<JourneyCommand>(new Tap(name, 2, options));

class Choose extends Step {
  private readonly label: string;
  constructor(label: string) {
    super(`choose ${label}`);
    this.label = label;
  }
  override check(model: Readonly<JourneyModel>): boolean {
    return model.offered.has(this.label);
  }
  protected async act(): Promise<void> {
    const [radio] = queryAllByRole(tappable(), 'radio', { name: this.label });
    if (radio !== undefined) await act(async () => void fireEvent.click(radio));
  }
}

/** Chooses one of the offered labels (a radio: a payment channel, a complaint type). */
export const choose = (...labels: string[]) =>
  fc.constantFrom(...labels).map((label): JourneyCommand => new Choose(label));

class Call extends Step {
  private readonly action: (journey: Journey) => void;
  constructor(name: string, action: (journey: Journey) => void) {
    super(name);
    this.action = action;
  }
  protected async act(journey: Journey): Promise<void> {
    await act(async () => this.action(journey));
  }
}

/** The shell's back (the iOS back gesture): the page's handler, else back in the history. */
export const nativeBack = () =>
  fc.constant<JourneyCommand>(new Call('native back', () => void sendNativeEvent('back')));

/** The browser's back and forward buttons (history traversal, no shell involved). */
export const browserBack = () =>
  fc.constant<JourneyCommand>(new Call('browser back', () => window.history.back()));
export const browserForward = () =>
  fc.constant<JourneyCommand>(new Call('browser forward', () => window.history.forward()));

/** A reload: the page starts again at its address with a fresh query cache. */
export const reload = () => fc.constant<JourneyCommand>(new Call('reload', (journey) => journey.reload()));

/** The shell resumes the page (back from another app; the dev kit plays it when QA changes the sandbox). */
export const resume = () =>
  fc.constant<JourneyCommand>(new Call('resume', () => void sendNativeEvent('resume')));

export type AnswerFault = 'slow' | 'fails' | 'dropped';

/** The message of a failed answer (a server refusal the shared client toasts). */
export const FAILED_ANSWER = 'The service is busy, please try again later.';
/** How long a slow answer takes. */
export const SLOW_ANSWER_MS = 150;

const FAULT_WORDS: Record<AnswerFault, string> = { slow: 'is slow', fails: 'fails', dropped: 'is dropped' };

/**
 * The next answer of this operation is slow, fails (a server refusal) or is dropped (no answer:
 * a network error). `label` names it for the borrower's steps ('repayment code').
 */
export const answer = (
  operationId: string,
  label: string,
  faults: readonly AnswerFault[] = ['slow', 'fails', 'dropped'],
) =>
  fc.constantFrom(...faults).map(
    (fault): JourneyCommand =>
      new Call(`answer of ${label} ${FAULT_WORDS[fault]}`, (journey) => {
        const input =
          fault === 'slow'
            ? { delayMs: SLOW_ANSWER_MS }
            : fault === 'fails'
              ? { code: '500', message: FAILED_ANSWER }
              : { drop: true };
        journey.rendered.world.addFault({ operationId, times: 1, ...input }, journey.sandboxId);
      }),
  );

/** The next wrapped screen's code is slow to arrive (slow-screen.tsx; `label` names the page). */
export const slowScreen = (label: string) =>
  fc.constant<JourneyCommand>(new Call(`the ${label} page loads slowly`, () => slowNextScreen()));

class Wait extends Step {
  constructor() {
    super('wait for the answers');
  }
  protected act(): void {}
  override async run(model: JourneyModel, journey: Journey): Promise<void> {
    model.steps += 1;
    journey.begin(this.toString());
    await journey.settle();
    await journey.checkStep(true);
    model.offered = journey.offered();
  }
}

/** The borrower waits until every answer is in and the page is still. */
export const wait = () => fc.constant<JourneyCommand>(new Wait());

/** A step of the journey's own (a QA switch, a payment made elsewhere), checked like the others. */
export const step = (name: string, action: (journey: Journey) => Promise<void> | void) =>
  fc.constant<JourneyCommand>(
    new (class extends Step {
      protected act(journey: Journey): Promise<void> | void {
        return act(async () => {
          await action(journey);
        });
      }
    })(name),
  );
