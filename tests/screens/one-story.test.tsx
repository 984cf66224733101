import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_NAME } from '../../content/brand.ts';
import { COMPANY } from '../../content/legal/company.ts';
import {
  DAYS_PER_MONTH,
  LEGAL_CAPS,
  LENDER_RATES,
  MAX_MONTHLY_INTEREST,
  serviceFee,
  termInterest,
} from '../../content/legal/loan-rates.ts';
import type { OrderDetail } from '../../openapi/generated/model/index.ts';
import { apiData, orderPath, seedOrder } from './support/fake-reads.ts';
import { renderRoute } from './support/render-route.tsx';
import { screenWorld } from './support/screen-world.ts';
import { peso } from './support/text.ts';

// One story across every screen: every seeded order rendered on every screen that shows it, and
// the pages that speak for the lender, read as a borrower reads them. Fails when two screens, or a
// screen and the fake world, disagree: a status and its notice, amounts, the account and contact
// numbers, product and lender names, and the marketing claims against the rate table.

afterEach(cleanup);

const seed = () => screenWorld().server.seedWorld.shared;
const PAID_OUT = new Set([170, 174, 180, 200]);
/** A Philippine mobile as a screen writes it: 0917 555 0100, 09171234567. */
const PHONE = /(?<!\d)09\d{2}[ -]?\d{3}[ -]?\d{4}(?!\d)/g;
const digits = (text: string) => text.replace(/\D/g, '');
const bodyText = () => document.body.textContent ?? '';

/** The wallet number a masked account shows ('GCash 0944 ••• 1635'): its first four and last four digits. */
function maskedEnds(account: string): { head: string; tail: string } | null {
  const match = /(\d{4})\s*•+\s*(\d{4})/.exec(account);
  return match?.[1] && match[2] ? { head: match[1], tail: match[2] } : null;
}

/** What a page says a decision takes, and the interest it claims, checked against the rate table. */
function expectClaimsWithinRates(text: string, where: string) {
  expect(text, `${where}: no promise of minutes`).not.toMatch(/\b\d+\s*minutes?\b/i);
  expect(text, `${where}: no interest-free promise`).not.toMatch(/\b0\s?%\s*interest|no interest/i);
  for (const match of text.matchAll(/decision within (\d+) days?/gi))
    expect(Number(match[1]), `${where}: ${match[0]}`).toBe(LENDER_RATES.decisionDays);
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s?% a month/gi))
    expect(Number(match[1]), `${where}: ${match[0]}`).toBeLessThanOrEqual(
      Number.parseFloat(MAX_MONTHLY_INTEREST),
    );
}

/** Orders whose screen stays (one with a confirmation link past review redirects to it, spec §4). */
const shownOrders = () => seed().orders.filter((order) => order.status === 21 || order.flags.playeduL === '');

describe('every seeded order tells one story on every screen', () => {
  it.each(shownOrders().map((order) => [order.orderId] as const))('%s', async (orderId) => {
    const order = seedOrder(orderId);
    const product = seed().products.find((candidate) => candidate.productId === order.productId);
    const rendered = renderRoute(orderPath(orderId));
    const detail = await apiData<OrderDetail>(rendered, '/v3/loan-details/loan-details', {
      productId: order.productId,
      orderId,
    });
    await screen.findAllByText(product?.name ?? '?');
    await waitFor(() => expect(bodyText()).toContain(detail.noticeStatusText));
    const text = bodyText();

    // Product and amounts: the screen shows the world's.
    expect(text).toContain(peso(order.principal));
    // Status against notice: nothing says approved while the order is under review or rejected.
    const popups = [detail.reyMsg, detail.KindTipsMsg, detail.cardPopTitle, detail.cardPopMsg].join(' ');
    if (order.status === 21 || order.status === 110)
      expect(`${text} ${popups}`, `${orderId} is ${detail.noticeStatusText}`).not.toMatch(
        /\b(is|was|been) approved\b/i,
      );
    // A loan already paid out is not waiting for an account to be paid into.
    if (PAID_OUT.has(order.status))
      expect(popups, `${orderId} was paid out to ${order.account}`).not.toMatch(/receive your loan/i);
    // The account the money went to is the one shown.
    if (text.includes('Receiving account')) expect(text).toContain(order.account);
    // Contact numbers: the order's service line is customer service's.
    for (const phone of [detail.telephone, ...(text.match(PHONE) ?? [])].filter((value) => value !== ''))
      expect(digits(phone), `${orderId}: service number`).toBe(digits(COMPANY.phone));
  });

  it('customer service gives the number every order gives', async () => {
    renderRoute('/customerService');
    await screen.findByRole('region', { name: 'Contacts' });
    const shown = bodyText().match(PHONE) ?? [];
    expect(shown.length).toBeGreaterThan(0);
    for (const phone of shown) expect(digits(phone)).toBe(digits(COMPANY.phone));
    for (const product of seed().products) expect(digits(product.servicePhone)).toBe(digits(COMPANY.phone));
  });

  it('bind bank prefills the e-wallet the orders were paid out to', async () => {
    renderRoute('/bindBank?product_id=P1004');
    const wallet = (await screen.findByRole('textbox', { name: 'E-wallet number' })) as HTMLInputElement;
    for (const order of seed().orders) {
      const ends = maskedEnds(order.account);
      expect(ends, order.account).not.toBeNull();
      expect(
        { head: wallet.value.slice(0, 4), tail: wallet.value.slice(-4) },
        `${order.orderId} ${order.account}`,
      ).toEqual(ends);
    }
  });
});

describe('the lender speaks with one name and one set of rates', () => {
  const AD_LINK = { app_from: 'h5', user_from: 'facebook', utm_tag: 'payday', links_id: 'L77' };
  const promotion = (route: string, id: string) =>
    `/promotion.html#/${route}?${new URLSearchParams({ ...AD_LINK, id }).toString()}`;

  it.each(['1', '2', '3'])(
    'landing template %s: its brand, download and agreement name one lender',
    async (id) => {
      renderRoute(promotion('register', id));
      await screen.findByRole('button', { name: /apply|get my loan|borrow/i });
      await waitFor(() => expect(bodyText()).toContain(APP_NAME));
      expectClaimsWithinRates(bodyText(), `template ${id}`);
      cleanup();
      renderRoute(promotion('download', id));
      expect(await screen.findByRole('heading', { name: `Download ${APP_NAME}` })).toBeTruthy();
      cleanup();
      renderRoute(promotion('agreement', id));
      await waitFor(() => expect(bodyText()).toContain(APP_NAME));
      for (const other of seed().products) expect(bodyText()).not.toContain(`Download ${other.name}`);
    },
  );

  it('the official site claims only what the rate table holds', async () => {
    renderRoute('/', { shell: false });
    await waitFor(() => expect(bodyText()).toContain(COMPANY.name));
    expectClaimsWithinRates(bodyText(), 'official site');
    cleanup();
    renderRoute('/Loan', { shell: false });
    await waitFor(() => expect(bodyText()).toContain(APP_NAME));
    expectClaimsWithinRates(bodyText(), 'official loan terms');
  });
});

/** An amount as a screen writes it ('₱4,750.00', '₹136.50') in centavos; NaN when it is none. */
function centavos(text: string | null | undefined): number {
  const match = /^[₱₹]([\d,]+)\.(\d{2})$/.exec((text ?? '').trim());
  return match?.[1] && match[2] ? Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]) : Number.NaN;
}

/** The first number of a text ('2.69% a month' → 2.69); NaN when there is none. */
const firstNumber = (text: string | null | undefined) =>
  Number.parseFloat(/\d+(?:\.\d+)?/.exec(text ?? '')?.[0] ?? '');

describe('the confirmation leads with what the borrower receives and repays, and discloses the cost', () => {
  // Both variants, every seeded product: the figures a borrower reads before taking the loan must
  // be the world's (the product's amount, term and the rate table's charges), add up from what the
  // page shows, and stay within the caps.
  const SHELL = 'appName=PesoGo&clientType=ios';
  const cases = seed().products.flatMap((product) => [
    ['/confirm', product.productId] as const,
    ['/confirmNew', product.productId] as const,
  ]);
  it.each(cases)('%s?productId=%s', async (route, productId) => {
    const product = seed().products.find((candidate) => candidate.productId === productId);
    if (product === undefined) throw new Error(`No product ${productId}`);
    renderRoute(`${route}?productId=${productId}${route === '/confirmNew' ? `&${SHELL}` : ''}`);
    const received = centavos((await screen.findByTestId('confirm-received')).textContent);
    const repaid = centavos(screen.getByTestId('confirm-repaid').textContent);
    const amount = centavos(screen.getByTestId('confirm-amount').textContent);
    const days = product.termDays;
    expect(screen.getByTestId('confirm-term').textContent).toBe(`${days} days`);

    // The fake world's loan: the product's amount, the rate table's interest and fee.
    const interest = termInterest(product.defaultAmount, product.dailyRateBp, days);
    const fee = serviceFee(product.defaultAmount, product.serviceFeeBp, interest, days);
    expect({ amount, received, repaid }, productId).toEqual({
      amount: product.defaultAmount,
      received: product.defaultAmount - fee,
      repaid: product.defaultAmount + interest,
    });
    // 'When': the last date of the plan the page shows.
    const planDates = [...document.querySelectorAll('.confirm-plan__date')].map((cell) => cell.textContent);
    expect(screen.getByTestId('confirm-due').textContent).toBe(planDates.at(-1));

    // The disclosure adds up from the page's own figures and stays within the caps.
    const disclosure = screen.getByRole('region', { name: 'Disclosure statement', hidden: true });
    const row = (label: string) =>
      within(disclosure).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    const finance = centavos(row('Finance charge'));
    expect(finance, 'finance charge: what is repaid less what is received').toBe(repaid - received);
    expect(centavos(row('Interest')) + centavos(row('Service fee'))).toBe(finance);
    expect(interest * DAYS_PER_MONTH * 10_000).toBeLessThanOrEqual(
      amount * LEGAL_CAPS.interestBpPerMonth * days,
    );
    const effective = firstNumber(row('Effective interest rate'));
    const exactEffective = (finance * DAYS_PER_MONTH * 100) / (received * days);
    expect(row('Effective interest rate')).toMatch(/% a month$/);
    expect(effective, 'effective rate, never understated').toBeGreaterThanOrEqual(exactEffective - 1e-9);
    expect(effective, 'effective rate, to the hundredth').toBeLessThan(exactEffective + 0.01);
    expect(effective).toBeLessThanOrEqual(LEGAL_CAPS.effectiveBpPerMonth / 100);
    const totalCost = firstNumber(row('Total cost'));
    const exactCost = (finance * 100) / amount;
    expect(totalCost).toBeGreaterThanOrEqual(exactCost - 1e-9);
    expect(totalCost).toBeLessThan(exactCost + 0.01);
    expect(totalCost).toBeLessThanOrEqual(LEGAL_CAPS.totalCostBp / 100);
  });
});
