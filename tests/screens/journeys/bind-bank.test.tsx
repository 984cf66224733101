import { act, fireEvent, queryAllByRole } from '@testing-library/react';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  answer,
  browserBack,
  browserForward,
  doubleTap,
  nativeBack,
  often,
  reload,
  step,
  tap,
  wait,
} from './support/commands.ts';
import { journeyInvariants } from './support/invariants.ts';
import {
  type Invariant,
  type Journey,
  type JourneyCommand,
  type JourneyModel,
  runJourney,
  type TapSends,
} from './support/journey.ts';

// The bank form as a borrower fills it, at random: a server-driven form whose fields depend on the
// account type (tabs) and the channel (a picker). The borrower types in any field (digits, or
// digits with spaces and dashes), switches tabs, picks channels and entries (Confirm or Cancel),
// taps Next once or twice, with the answer slow, refused or dropped, goes back (native and
// browser), forward, reloads. Besides the four checks: nothing typed is lost while the same form
// is on screen (a refusal, a dropped answer, a tab or a channel switched and back), and Next sends
// what the form shows.

/** What the borrower typed, per field (its name), in the form element they typed it in. */
const typed = new WeakMap<Journey, { form: Element; values: Map<string, string> }>();

const form = () => document.querySelector('main.bind-bank form');
/** Shown text fields (not under an open sheet). */
const textFields = () =>
  document.querySelector('[aria-modal="true"]') === null
    ? [...document.querySelectorAll<HTMLInputElement>('main.bind-bank form input[name]')]
    : [];

/** Types `text` in the n-th shown field; the form keeps its digits (spec §5) or the city as typed. */
const typeIn = (text: string, index: number) =>
  step(`type "${text}" in field ${index + 1}`, (journey) => {
    const fields = textFields();
    const field = fields[index % Math.max(fields.length, 1)];
    const current = form();
    if (field === undefined || current === null) return;
    act(() => void fireEvent.change(field, { target: { value: text } }));
    const record = typed.get(journey);
    const values = record?.form === current ? record.values : new Map<string, string>();
    values.set(field.name, field.inputMode === 'numeric' ? text.replace(/\D/g, '') : text);
    typed.set(journey, { form: current, values });
  });

const typing = fc
  .tuple(fc.constantFrom('09171234567', '0917 123-4567', '1234567890123', '0451', 'Quezon City'), fc.nat(4))
  .chain(([text, index]) => typeIn(text, index));

/**
 * Fills every empty shown field at once (a borrower who knows their details by heart): digits or a
 * city in the text fields, the first entry of each empty picker (a salary day), confirmed. Its own
 * command rather than a `step`: each tap must render before the next (a picker's sheet opens).
 */
class FillTheRest implements JourneyCommand {
  check(): boolean {
    return true;
  }
  async run(model: JourneyModel, journey: Journey): Promise<void> {
    model.steps += 1;
    journey.begin(this.toString());
    const current = form();
    if (current !== null && document.querySelector('[aria-modal="true"]') === null) {
      const record = typed.get(journey);
      const values = record?.form === current ? record.values : new Map<string, string>();
      for (const field of textFields()) {
        if (field.value !== '') continue;
        const text = field.inputMode === 'numeric' ? '09171234567' : 'Quezon City';
        act(() => void fireEvent.change(field, { target: { value: text } }));
        values.set(field.name, text);
      }
      typed.set(journey, { form: current, values });
      for (const picker of current.querySelectorAll<HTMLButtonElement>('button.bank-field__pick--empty')) {
        act(() => void fireEvent.click(picker));
        const sheet = document.querySelector<HTMLElement>('[aria-modal="true"]');
        if (sheet === null) continue;
        const [first] = queryAllByRole(sheet, 'option');
        if (first !== undefined) act(() => void fireEvent.click(first));
        const [confirm] = queryAllByRole(sheet, 'button', { name: 'Confirm' });
        if (confirm !== undefined) act(() => void fireEvent.click(confirm));
      }
    }
    await journey.moment();
    await journey.checkStep();
  }
  toString(): string {
    return 'fill the empty fields';
  }
}
const fillTheRest = fc.constant<JourneyCommand>(new FillTheRest());

/** Opens the n-th picker field of the form (a channel, a bank, a day). */
const openPicker = fc.nat(3).chain((index) =>
  step(`open picker ${index + 1}`, () => {
    if (document.querySelector('[aria-modal="true"]') !== null) return;
    const pickers = [
      ...document.querySelectorAll<HTMLButtonElement>('main.bind-bank form button[aria-labelledby]'),
    ];
    const picker = pickers[index % Math.max(pickers.length, 1)];
    if (picker !== undefined) act(() => void fireEvent.click(picker));
  }),
);

/** Taps the n-th entry of the open picker (Confirm or Cancel comes as a step of its own). */
const pickEntry = fc.nat(6).chain((index) =>
  step(`tap entry ${index + 1} of the picker`, () => {
    const sheet = document.querySelector<HTMLElement>('[aria-modal="true"]');
    if (sheet === null) return;
    const options = queryAllByRole(sheet, 'option');
    const option = options[index % Math.max(options.length, 1)];
    if (option !== undefined) act(() => void fireEvent.click(option));
  }),
);

/** Switches the account type (the tabs). */
const switchTab = fc.nat(1).chain((index) =>
  step(`switch to account type ${index + 1}`, () => {
    if (document.querySelector('[aria-modal="true"]') !== null) return;
    const tab = queryAllByRole(document.body, 'tab')[index];
    if (tab !== undefined) act(() => void fireEvent.click(tab));
  }),
);

/** What Next sends: the product, and every shown field as the form shows it (trimmed). */
function nextSends(): TapSends | undefined {
  const fields = textFields();
  if (fields.length === 0 || fields.some((field) => field.value.trim() === '')) return undefined;
  const product = new URLSearchParams(window.location.search).get('product_id') ?? '';
  return {
    operationId: 'bindCardNew',
    fields: {
      product_id: product,
      ...Object.fromEntries(fields.map((field) => [field.name, field.value.trim()])),
    },
  };
}

/** Nothing the borrower typed is lost while the same form is on screen. */
const keepsWhatWasTyped: Invariant = (journey) => {
  const record = typed.get(journey);
  if (record === undefined || record.form !== form()) return;
  for (const [name, value] of record.values) {
    const field = document.querySelector<HTMLInputElement>(`main.bind-bank form input[name="${name}"]`);
    // A field the account type or channel hides keeps its value for when it shows again.
    if (field !== null && field.value !== value)
      throw new Error(`The field ${name} shows "${field.value}", but the borrower typed "${value}"`);
  }
};

/** Once the shell was told to close the web view, the page is gone: nothing on it to check. */
const whileOpen =
  (check: Invariant): Invariant =>
  (journey) =>
    journey.rendered.nativeCalls.some((call) => call.action === 'closeWebView') ? undefined : check(journey);

function invariants() {
  const base = journeyInvariants();
  return {
    always: [...base.always, keepsWhatWasTyped],
    whenQuiet: base.whenQuiet.map(whileOpen),
  };
}

const steps = [
  ...often(3, typing),
  ...often(5, fillTheRest),
  ...often(2, switchTab),
  ...often(2, openPicker),
  ...often(2, pickEntry),
  tap('Confirm'),
  tap('Cancel'),
  ...often(6, tap('Next', { sends: nextSends })),
  doubleTap('Next', { sends: nextSends }),
  tap('Retry'),
  answer('bindCardNew', 'Next'),
  answer('cardInit', 'the form'),
  nativeBack(),
  browserBack(),
  browserForward(),
  reload(),
  wait(),
];

describe('bank form journey (model-based)', () => {
  for (const product of ['P1003', 'P1001']) {
    it(`${product}: fill, switch, pick, Next, fail, go back: the invariants hold and nothing typed is lost`, async () => {
      await runJourney({
        start: `/bindBank?product_id=${product}`,
        commands: steps,
        invariants: invariants(),
        runs: 12,
        maxSteps: 14,
        pages: ['/bindBank'],
      });
    }, 60_000);
  }
});
