import { act, fireEvent, queryAllByRole } from '@testing-library/react';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import {
  COLLECTION_SUB_TYPES,
  COMPLAINT_TYPES,
} from '../../../fake-server/src/groups/complaint/complaint-types.ts';
import { screenWorld } from '../support/screen-world.ts';
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
import { journeyInvariants, offersAWayOn } from './support/invariants.ts';
import type { Invariant, Journey, TapSends } from './support/journey.ts';
import { runJourney } from './support/journey.ts';

// The complaints journey as a borrower walks it, at random: the complaint page (an order picked
// with 'All', a type) → the next step (a description, Send) → My complaints → a complaint's
// details → the rating, with back (native and browser), forward, reload, double taps, time
// passing (the 1.5 s after 'Successfully Sent', the rating's 3 s), and slow, failed and dropped
// answers at any moment. Besides the four checks of every journey: the complaint page shows the
// order the borrower picked on it, Send files what the borrower chose on the way (that order, that
// type, the text typed), and a complaint's stars on screen are the fake world's.

const ORDERS = screenWorld().server.seedWorld.shared.orders.map((order) => order.orderId);
const [COLLECTION, ...PLAIN_TYPES] = COMPLAINT_TYPES;
const RATING_TITLE = 'Please rate this service';

/** Where this history entry is (react-router's key), to tie a borrower's choice to its page. */
const entryKey = (): string => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'key' in state ? String(state.key) : 'default';
};
const shownOrderNo = () => document.querySelector('[data-testid="complaint-order-no"]')?.textContent ?? '';
const query = () => new URLSearchParams(window.location.search);
/** The page now (read afresh: a tap may have moved it). */
const currentPath = () => window.location.pathname;

/** What the borrower chose, per journey: the order picked on each complaint page, the choice behind each next step. */
interface Choices {
  readonly picked: Map<string, string>;
  readonly nextSteps: Map<string, { problemType: string; orderNo: string }>;
}
const choicesOf = new WeakMap<Journey, Choices>();
function choices(journey: Journey): Choices {
  let found = choicesOf.get(journey);
  if (found === undefined) {
    found = { picked: new Map(), nextSteps: new Map() };
    choicesOf.set(journey, found);
  }
  return found;
}

/** Picks an order with 'All' (opening the sheet unless it is open) and a tap on its row. */
const pickOrder = (orderNo: string) =>
  step(`pick order ${orderNo} with All`, (journey) => {
    if (currentPath() !== '/complaint') return;
    if (document.querySelector('[aria-modal="true"]') === null) {
      const [all] = queryAllByRole(document.body, 'button', { name: 'All' });
      if (all === undefined) return;
      fireEvent.click(all);
    }
    const radio = document.querySelector<HTMLInputElement>(
      `[role="dialog"] input[name="complaint-order"][value="${orderNo}"]`,
    );
    if (radio === null) return;
    fireEvent.click(radio);
    choices(journey).picked.set(entryKey(), orderNo);
  });

/**
 * Taps a question type on the complaint page; when it leads to the next step, that step's page
 * remembers what the borrower chose: this type and the order shown on the card at the tap.
 */
const tapType = (name: string, problemType: number) =>
  step(`tap ${name}`, async (journey) => {
    if (window.location.pathname !== '/complaint') return;
    const [button] = queryAllByRole(document.body, 'button', { name });
    if (button === undefined || document.querySelector('[aria-modal="true"]') !== null) return;
    const chosen = { problemType: String(problemType), orderNo: shownOrderNo() };
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (currentPath() === '/complainPageNext') choices(journey).nextSteps.set(entryKey(), chosen);
  });

const describeText = (text: string) =>
  step(`type "${text}"`, () => {
    const textarea = document.querySelector<HTMLTextAreaElement>('textarea');
    if (textarea !== null) fireEvent.change(textarea, { target: { value: text } });
  });

const openTab = (name: string) =>
  step(`open the ${name} tab`, () => {
    const [tab] = queryAllByRole(document.body, 'tab', { name });
    if (tab !== undefined) fireEvent.click(tab);
  });

const openFirstComplaint = step('open the first complaint of the tab', () => {
  const panel = document.querySelector('[role="tabpanel"]');
  const link = panel?.querySelector('a');
  if (link) fireEvent.click(link);
});

/** Time passes (fake timers): the 1.5 s after 'Successfully Sent', the rating's 3 s. */
const timePasses = step('3 seconds pass', () => {
  act(() => {
    vi.advanceTimersByTime(3100);
  });
});

/**
 * What Send sends: in the rating modal, the stars chosen for this complaint; on the next step,
 * the type and the order the borrower chose on the complaint page, and the text typed.
 */
function sendSends(journey: Journey): TapSends | undefined {
  const ratingDialog = [...document.querySelectorAll('[role="dialog"]')].find((dialog) =>
    dialog.textContent?.includes(RATING_TITLE),
  );
  if (ratingDialog !== undefined) {
    const stars = ratingDialog.querySelectorAll('button[aria-pressed="true"]').length;
    return {
      operationId: 'saveScore',
      fields: { problemId: query().get('problemId') ?? '', score: String(stars) },
    };
  }
  if (window.location.pathname !== '/complainPageNext') return undefined;
  const chosen = choices(journey).nextSteps.get(entryKey());
  const text = document.querySelector<HTMLTextAreaElement>('textarea')?.value.trim() ?? '';
  return {
    operationId: 'problemSave',
    fields: {
      problemDetail: text,
      ...(chosen === undefined ? {} : { problemType: chosen.problemType, orderNo: chosen.orderNo }),
    },
  };
}

/** The complaint page shows the order the borrower picked on it (back, forward, reload). */
const keepsThePick: Invariant = (journey) => {
  if (window.location.pathname !== '/complaint') return;
  const picked = choices(journey).picked.get(entryKey());
  const shown = shownOrderNo();
  if (picked !== undefined && shown !== '' && shown !== picked)
    throw new Error(`The complaint page shows order ${shown}, but the borrower picked ${picked} on it`);
};

/** The next step shows the order the borrower chose on the complaint page. */
const showsTheAttachedOrder: Invariant = (journey) => {
  if (window.location.pathname !== '/complainPageNext') return;
  const chosen = choices(journey).nextSteps.get(entryKey());
  if (chosen === undefined || chosen.orderNo === '') return;
  const shown = document.querySelector('[data-testid="complaint-attached-order-no"]')?.textContent;
  if (shown !== chosen.orderNo)
    throw new Error(`The next step shows order ${shown ?? '(none)'}, the borrower chose ${chosen.orderNo}`);
};

/** A complaint's stars on its details are the fake world's score for it, once the answer is in. */
const ratingAgreesWithWorld: Invariant = (journey) => {
  if (window.location.pathname !== '/complainDetails') return;
  if (document.querySelector('[aria-label="Description"]') === null) return;
  const complaint = journey.rendered
    .sandbox()
    .state.complaint.complaints.find((candidate) => candidate.problemId === query().get('problemId'));
  const shown = document
    .querySelector('[role="img"][aria-label$="out of 5 stars"]')
    ?.getAttribute('aria-label');
  const truth = complaint?.score == null ? undefined : `${complaint.score} out of 5 stars`;
  if ((shown ?? undefined) !== truth)
    throw new Error(
      `The details show ${shown ?? 'no rating'} for ${query().get('problemId')}, the fake world says ${truth ?? 'not rated'}`,
    );
};

/** The sent modal has no button: it leaves by itself after 1.5 s ('3 seconds pass' checks it left). */
const wayOnOrLeaving: Invariant = (journey) => {
  const sent = [...document.querySelectorAll('[role="dialog"]')].some(
    (dialog) => dialog.getAttribute('aria-label') === 'Successfully Sent',
  );
  if (!sent) return offersAWayOn(journey);
};

const base = journeyInvariants();
const invariants = {
  always: [...base.always, keepsThePick],
  whenQuiet: [
    ...base.whenQuiet.filter((check) => check !== offersAWayOn),
    wayOnOrLeaving,
    showsTheAttachedOrder,
    ratingAgreesWithWorld,
  ],
};

const complaintSteps = [
  tap('All'),
  ...ORDERS.slice(0, 8).map(pickOrder),
  ...ORDERS.slice(0, 8).map(pickOrder),
  ...often(2, tapType('App problem', 4)),
  ...PLAIN_TYPES.map((type) => tapType(type.title, type.value)),
  ...COLLECTION_SUB_TYPES.slice(0, 2).map((sonType) => tapType(sonType.title, COLLECTION?.value ?? 1)),
  ...often(2, describeText('The app froze on my repayment.')),
  describeText('   '),
  ...often(3, tap('Send', { sends: sendSends })),
  doubleTap('Send', { sends: sendSends }),
  tap('My complaints'),
  openTab('Processing'),
  openTab('Processed'),
  ...often(2, openFirstComplaint),
  ...often(2, timePasses),
  tap('1 star'),
  tap('4 stars'),
  tap('5 stars'),
  tap('Cancel'),
  tap('Close'),
  ...often(3, nativeBack()),
  ...often(3, browserBack()),
  browserForward(),
  reload(),
  // A dropped first load is retried once by the query after 1 s: meanwhile the page is rightly
  // loading with nothing in flight, which the harness's quiet check cannot tell from a stuck page.
  answer('problemInit', 'the complaint page', ['slow', 'fails']),
  ...often(2, answer('problemSave', 'Send')),
  answer('problemList', 'My complaints', ['slow', 'fails']),
  answer('problemDetail', 'the details', ['slow', 'fails']),
  answer('saveScore', 'the rating'),
  wait(),
];

beforeEach(() => {
  // The page's timers run on a clock the journey moves ('3 seconds pass'), and with real time.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('complaints journey (model-based)', () => {
  it('file → list → details → rate: the invariants hold after every step', async () => {
    await runJourney({
      start: '/complaint',
      commands: complaintSteps,
      invariants,
      runs: 15,
      maxSteps: 16,
      pages: ['/complainPageNext', '/complaintList', '/complainDetails'],
    });
  }, 120_000);
});
