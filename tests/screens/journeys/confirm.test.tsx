import { act, fireEvent, queryByRole } from '@testing-library/react';
import { describe, it, vi } from 'vitest';
import type {
  GetLoanConfirmDetailsVariantTwoData,
  LoanConfirmData,
  OrderDetail,
} from '../../../openapi/generated/model/index.ts';
import { statusView } from '../../../web/src/features/order/order-status.ts';
import { peso } from '../support/text.ts';
import {
  answer,
  browserBack,
  browserForward,
  doubleTap,
  nativeBack,
  often,
  reload,
  slowScreen,
  step,
  tap,
  wait,
} from './support/commands.ts';
import { journeyInvariants, type ShownFact } from './support/invariants.ts';
import { type Invariant, runJourney, type TapSends } from './support/journey.ts';
import { slowScreenModule } from './support/slow-screen.tsx';

// Loan confirmation as a borrower walks it, at random, in both variants: the terms, the agreement
// box and its popups, 'Point out' on back, Loan Now (once, twice in a frame, while the answer is
// slow, failed or dropped), back (native and browser), forward and reload, and the new order's
// page (its code slow to arrive) that replaces the confirmation.

// The new order's page can be slow to arrive: the confirmation stays on screen meanwhile.
vi.mock('../../../web/src/features/order/order-route.tsx', async (original) =>
  slowScreenModule(await original<typeof import('../../../web/src/features/order/order-route.tsx')>()),
);

/** Variant 2's extra session params, as the shell puts them in the page address. */
const SHELL = 'appName=PesoGo&clientType=ios';

const query = () => new URLSearchParams(window.location.search);
const shownText = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent;

/** Minor units of an amount as the screen writes it (₱5,000.00 or ₹5,000.00 → 500000). */
function minorUnits(text: string): string {
  return String(Math.round(Number(text.replace(/[₱₹,]/g, '')) * 100));
}

/** The term as the screen writes it ('91 days' → '91'). */
const days = (text: string) => text.replace(/ days$/, '');

/** What Loan Now sends in variant 1: this page's product and the terms shown. */
function pushSends(): TapSends | undefined {
  const amount = shownText('confirm-amount');
  const term = shownText('confirm-term');
  if (amount == null || term == null) return undefined;
  return {
    operationId: 'pushLoan',
    fields: { productId: query().get('productId') ?? '', amount: minorUnits(amount), periods: days(term) },
  };
}

/** What Loan Now sends in variant 2 (its own field names). */
function pushSendsVariantTwo(): TapSends | undefined {
  const amount = shownText('confirm-amount');
  const term = shownText('confirm-term');
  if (amount == null || term == null) return undefined;
  return {
    operationId: 'pushLoanVariantTwo',
    fields: {
      productId: query().get('productId') ?? '',
      loanAmount: minorUnits(amount),
      loanDays: days(term),
    },
  };
}

/**
 * The confirmation's amount: what the fake world's confirm data says for this product. The terms
 * do not change during a journey, so they are read once per sandbox and product, at the first
 * check (before any fault is armed: a probe must not take the fault meant for the app's call).
 */
const termsRead = new Map<string, Promise<string>>();
const confirmAmount: ShownFact = {
  testId: 'confirm-amount',
  truth: (journey) => {
    const productId = query().get('productId') ?? '';
    const { pathname } = window.location;
    if (pathname !== '/confirm' && pathname !== '/confirmNew') return Promise.resolve(undefined);
    const key = `${journey.sandboxId} ${pathname} ${productId}`;
    let read = termsRead.get(key);
    if (read === undefined) {
      read =
        pathname === '/confirm'
          ? journey
              .apiData<LoanConfirmData>('/v3/loan-confirm/loan-detail-confirm', { productId })
              .then((data) => peso(data.amount))
          : journey
              .apiData<GetLoanConfirmDetailsVariantTwoData>('/gopia/goya/satire', { productId })
              .then((data) =>
                data.currencyFlag === 1 ? peso(data.loanAmount).replace('₱', '₹') : peso(data.loanAmount),
              );
      termsRead.set(key, read);
    }
    return read;
  },
};

/** The new order's status: the fake world's order (its own text, else the status's label). */
const orderStatus: ShownFact = {
  testId: 'status-text',
  truth: async (journey) => {
    if (window.location.pathname !== '/loanDetail') return undefined;
    const detail = await journey.apiData<OrderDetail>('/v3/loan-details/loan-details', {
      productId: query().get('productId') ?? '',
      orderId: query().get('orderId') ?? '',
    });
    return detail.noticeStatusText || statusView(detail.orderStatus, detail.isDelay).label;
  },
};

/** A loan is applied for once: never a second push that went through, whatever the borrower did. */
const appliedOnce =
  (operationId: string): Invariant =>
  (journey) => {
    const through = journey.rendered
      .sandbox()
      .log.filter((entry) => entry.operationId === operationId && entry.code === '00');
    if (through.length > 1)
      throw new Error(`The loan was applied for ${through.length} times (${operationId})`);
  };

function invariants(pushOperation: string) {
  const base = journeyInvariants([confirmAmount, orderStatus]);
  return { ...base, always: [...base.always, appliedOnce(pushOperation)] };
}

/** A tap on the agreement box, when it is on screen and no popup covers it. */
const tapAgreementBox = step('tap the agreement box', () => {
  if (document.querySelector('[aria-modal="true"]') !== null) return;
  const box = queryByRole(document.body, 'checkbox', { name: 'I have read and agree to' });
  if (box !== null) act(() => void fireEvent.click(box));
});

const moves = [
  tapAgreementBox,
  tap('Loan Agreement'),
  tap('Agree'),
  tap('Cancel'),
  tap('Continue'),
  tap('Leave'),
  tap('Retry'),
  nativeBack(),
  browserBack(),
  browserForward(),
  reload(),
  slowScreen('order'),
  wait(),
];

const PAGES = ['/loanDetail', '/confirm', '/confirmNew'];

describe('loan confirmation journeys (model-based)', () => {
  it('variant 1 (/confirm, P1001 with Point out): the invariants hold after every step', async () => {
    await runJourney({
      start: '/confirm?productId=P1001',
      commands: [
        ...often(4, tap('Loan Now', { sends: pushSends })),
        doubleTap('Loan Now', { sends: pushSends }),
        ...moves,
        answer('pushLoan', 'Loan Now'),
        answer('pushLoan', 'Loan Now', ['slow']),
        answer('getLoanConfirmDetails', 'the loan terms'),
        answer('listAgreements', 'the agreements'),
        answer('getAgreementLink', 'an agreement page'),
      ],
      invariants: invariants('pushLoan'),
      runs: 10,
      maxSteps: 12,
      pages: PAGES,
    });
  }, 60_000);

  it('variant 1 (/confirm, P1002 with the agreement popup first): the invariants hold after every step', async () => {
    await runJourney({
      start: '/confirm?productId=P1002',
      commands: [
        ...often(3, tap('Loan Now', { sends: pushSends })),
        ...often(2, tap('Agree')),
        doubleTap('Loan Now', { sends: pushSends }),
        ...moves,
        answer('pushLoan', 'Loan Now'),
      ],
      invariants: invariants('pushLoan'),
      runs: 6,
      maxSteps: 10,
      pages: PAGES,
    });
  }, 60_000);

  it('variant 2 (/confirmNew, P1003 with the promotion and Point out): the invariants hold after every step', async () => {
    await runJourney({
      start: `/confirmNew?productId=P1003&${SHELL}`,
      commands: [
        ...often(4, tap('Loan Now', { sends: pushSendsVariantTwo })),
        doubleTap('Loan Now', { sends: pushSendsVariantTwo }),
        tap('Close'),
        tap(/^(OK, continue|Got it|Claim now)$/, { label: 'the promotion button' }),
        ...moves,
        answer('pushLoanVariantTwo', 'Loan Now'),
        answer('pushLoanVariantTwo', 'Loan Now', ['slow']),
        answer('getLoanConfirmDetailsVariantTwo', 'the loan terms'),
        answer('getAgreementLinkVariantTwo', 'an agreement page'),
      ],
      invariants: invariants('pushLoanVariantTwo'),
      runs: 10,
      maxSteps: 12,
      pages: PAGES,
    });
  }, 60_000);
});
