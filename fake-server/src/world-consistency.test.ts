import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { COMPANY, SERVICE_PHONE } from '../../content/legal/company.ts';
import { BILLER, fillStep, PAY_PLACES, REFERENCE_NAME } from '../../content/payment/pay-places.ts';
import { addDays } from './store/shared/dates.ts';
import { formatMoney } from './store/shared/money.ts';
import { REPAYABLE_STATUSES } from './store/shared/order-money.ts';
import type { Order } from './store/shared/orders.ts';
import { call, FIXED_NOW, testApp, testWorld } from './test-support/test-kit.ts';

// Walks every seeded order through every call that mentions it and fails on a contradiction: two
// codes for one payment, two names for the code, two billers for a wallet, two companies' contacts,
// totals that do not add up, dates that disagree. The fake world is what developers and QA trust.

const world = testWorld();
const TODAY = FIXED_NOW.toISOString().slice(0, 10);
type Row = { text: string; value: string };
type Group = { name: string; items: { name: string; step: string[] }[] };
type DefDetail = { payCode: string; logo: string; title: string; payNotice: Group[] } | null;
type Pending = { payCode: string; orderId: string; channelNumber: string; amount: number; isDelay: boolean };

/** Other names the code went by on some screen: none may come back. */
const OTHER_NAMES = /contract number|payment code|pay code|\breference\s+\d/i;

function productOf(order: Order) {
  const product = world.shared.products.find((candidate) => candidate.productId === order.productId);
  if (product === undefined) throw new Error(`Seed bug: ${order.orderId} has no product`);
  return product;
}

async function data(app: Express, operationId: string, body: Record<string, string>, session: string) {
  const res = await call(app, operationId, { body }, session);
  expect(res.body.code, `${operationId} ${JSON.stringify(body)}: ${res.body.message}`).toBe('00');
  return res.body.data;
}

function row(rows: Row[], text: string): string | undefined {
  return rows.find((candidate) => candidate.text === text)?.value;
}

/** The code and amount a channel's pay URL carries (the app's code page, or the channel's own page). */
async function payOn(
  app: Express,
  order: Order,
  channelNumber: string,
  isDelay: boolean,
  session: string,
): Promise<{ payCode: string; amount: number | undefined }> {
  const body: Record<string, string> = {
    productId: order.productId,
    orderId: order.orderId,
    channelNumber,
    amount: '100',
  };
  if (isDelay) body.isDelay = '1';
  const { payUrl } = await data(app, 'generatePayCode', body, session);
  const url = new URL(payUrl, 'http://fake.test');
  const channelPage = url.pathname.match(/\/channel-pay\/(\d+)$/);
  if (channelPage) return { payCode: channelPage[1] ?? '', amount: undefined };
  return { payCode: url.searchParams.get('payCode') ?? '', amount: Number(url.searchParams.get('amount')) };
}

async function pendingCodes(app: Express, session: string): Promise<Pending[]> {
  const res = await request(app).get('/__fake/payments').query({ sessionId: session });
  return res.body.payments.filter((payment: { status: string }) => payment.status === 'pending');
}

/** Every text a borrower reads in a payment notice: it names the code one way, the biller one way. */
function expectOneTruthInNotices(detail: NonNullable<DefDetail>, amount: number, where: string) {
  expect(detail.title, where).toContain(REFERENCE_NAME);
  const expected = PAY_PLACES.map((place) => ({
    group: place.group,
    name: place.name,
    step: place.steps.map((step) =>
      fillStep(step, { reference: detail.payCode, amount: formatMoney(amount) }),
    ),
  }));
  const shown = detail.payNotice.flatMap((group) =>
    group.items.map((item) => ({ group: group.name, name: item.name, step: item.step })),
  );
  expect(shown, `${where}: the notices are the app's guide steps, with this code`).toEqual(expected);
  const text = JSON.stringify(detail);
  expect(text, where).not.toMatch(OTHER_NAMES);
  for (const product of world.shared.products)
    expect(text, `${where} names a product as biller`).not.toContain(product.name);
  expect(text).toContain(BILLER);
}

describe('the seeded world tells one truth', () => {
  it.each(world.shared.orders.map((order) => [order.orderId, order] as const))(
    '%s: the order page, complaint card, repayment and extension pages agree',
    async (_id, order) => {
      const app = testApp();
      const session = `truth-${order.orderId}`;
      const product = productOf(order);
      const detail = await data(
        app,
        'loanDetails',
        { productId: order.productId, orderId: order.orderId },
        session,
      );
      const lines: Row[] = detail.userOrderDetail.detail;
      expect(detail.productName).toBe(product.name);
      expect(detail.productLogo).toBe(product.logo);
      expect(row(lines, 'Order No.')).toBe(order.orderId);
      expect(row(lines, 'Product')).toBe(product.name);
      expect(row(lines, 'Loan amount')).toBe(formatMoney(order.principal));
      // One company: a product's own service line is on the company's number plan.
      if (detail.telephone !== '') expect(detail.telephone).toBe(SERVICE_PHONE);

      const init = await data(app, 'problemInit', { orderId: order.orderId }, session);
      const card = init.orderDetail as {
        orderNo: string;
        productName: string;
        productLogo: string;
        list: { title: string; value: string }[];
      };
      expect(card.orderNo).toBe(order.orderId);
      expect(card.productName).toBe(product.name);
      expect(card.productLogo).toBe(product.logo);
      const cardRow = (title: string) => card.list.find((item) => item.title === title)?.value;
      expect(cardRow('Loan amount')).toBe(row(lines, 'Loan amount'));
      // What both show must agree (the card may show a due date the order page keeps for later).
      for (const title of ['Due date', 'Amount due', 'Apply date'])
        if (row(lines, title) !== undefined) expect(cardRow(title), title).toBe(row(lines, title));

      const disbursed = row(lines, 'Disbursement date');
      const applied = row(lines, 'Apply date') ?? '';
      if (disbursed !== undefined)
        expect(applied <= disbursed, `${applied} applied, ${disbursed} disbursed`).toBe(true);
      const settled = row(lines, 'Settled on');
      if (settled !== undefined) expect(settled <= TODAY).toBe(true);
      if (order.status === 200) {
        const principalAndInterest =
          order.principal + Number(String(row(lines, 'Interest')).replace(/[^\d]/g, ''));
        expect(row(lines, 'Repaid amount')).toBe(formatMoney(principalAndInterest));
      }
      if (!REPAYABLE_STATUSES.has(order.status)) return;

      // The due date counts one term from the disbursement, on every page.
      expect(row(lines, 'Due date')).toBe(addDays(disbursed ?? '', order.termDays));
      const repay = await data(
        app,
        'getInstalmentPlan',
        { productId: order.productId, orderId: order.orderId },
        session,
      );
      const rows: Row[] = repay.detail;
      expect(repay.productName).toBe(product.name);
      expect(repay.productLogo).toBe(product.logo);
      expect(repay.repayDate).toBe(row(lines, 'Due date'));
      expect(row(rows, 'Due date')).toBe(row(lines, 'Due date'));
      expect(row(rows, 'Order No.')).toBe(order.orderId);
      expect(formatMoney(repay.repayAmount)).toBe(row(lines, 'Amount due'));
      expect(row(rows, 'Penalty')).toBe(row(lines, 'Penalty'));
      // Amount due = principal + interest + penalty (nothing is paid yet in the seed).
      const minor = (text: string | undefined) => Number((text ?? '0').replace(/[^\d]/g, ''));
      expect(
        minor(row(rows, 'Loan amount')) + minor(row(rows, 'Interest')) + minor(row(rows, 'Penalty')),
      ).toBe(repay.repayAmount);
      if (repay.defDetail !== null)
        expectOneTruthInNotices(repay.defDetail, repay.repayAmount, `${order.orderId} /repay`);

      if (order.flags.isDelay !== '1') return;
      const extension = await data(
        app,
        'getExtensionQuote',
        { productId: order.productId, orderId: order.orderId },
        session,
      );
      expect(extension.productName).toBe(product.name);
      expect(extension.productLogo).toBe(product.logo);
      expect(extension.repayDate).toBe(addDays(row(lines, 'Due date') ?? '', order.termDays));
      // What is paid now (one fee line, or interest and penalty when overdue) adds up to the fee.
      const payNow = extension.repayPlan.filter((line: { remark: string }) => line.remark === 'Pay now');
      expect(payNow.length).toBeGreaterThan(0);
      expect(payNow.every((line: { time: string }) => line.time === TODAY)).toBe(true);
      expect(payNow.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0)).toBe(
        extension.delayInfo.delayAmount,
      );
      expect(extension.repayPlan.at(-1)?.time).toBe(extension.repayDate);
      if (extension.defDetail !== null)
        expectOneTruthInNotices(
          extension.defDetail,
          extension.delayInfo.delayAmount,
          `${order.orderId} /repayDelay`,
        );
    },
  );

  const repayable = world.shared.orders.filter((order) => REPAYABLE_STATUSES.has(order.status));
  it.each(repayable.map((order) => [order.orderId, order] as const))(
    '%s: one code per channel and purpose, wherever it shows',
    async (_id, order) => {
      const app = testApp();
      const session = `codes-${order.orderId}`;
      const ids = { productId: order.productId, orderId: order.orderId };
      const purposes = order.flags.isDelay === '1' ? [false, true] : [false];
      const seen = new Map<string, { payCode: string; amount: number }>();
      for (const isDelay of purposes) {
        const page = await data(app, isDelay ? 'getExtensionQuote' : 'getInstalmentPlan', ids, session);
        const due: number = isDelay ? page.delayInfo.delayAmount : page.repayAmount;
        const shown = (page.defDetail as DefDetail)?.payCode;
        for (const channel of world.shared.channels) {
          const first = await payOn(app, order, channel.channelNumber, isDelay, session);
          const again = await payOn(app, order, channel.channelNumber, isDelay, session);
          const where = `${order.orderId} ${isDelay ? 'extension' : 'repayment'} on ${channel.name}`;
          expect(again.payCode, `${where}: asked twice`).toBe(first.payCode);
          if (first.amount !== undefined) expect(first.amount, where).toBe(due);
          // The reference number of the repayment page's box is the one every Bills channel takes.
          if (channel.payType === 1 && shown !== undefined) expect(first.payCode, where).toBe(shown);
          seen.set(`${channel.channelNumber}/${isDelay}`, { payCode: first.payCode, amount: due });
        }
        const afterwards = await data(app, isDelay ? 'getExtensionQuote' : 'getInstalmentPlan', ids, session);
        expect((afterwards.defDetail as DefDetail)?.payCode).toBe(shown);
      }
      // An extension is another payment: never the repayment's code.
      const repaymentCodes = new Set(
        [...seen].filter(([key]) => key.endsWith('false')).map(([, v]) => v.payCode),
      );
      for (const [key, value] of seen)
        if (key.endsWith('true')) expect(repaymentCodes.has(value.payCode), key).toBe(false);

      // The QA page's pending codes: exactly the codes the borrower was given, each once, same amount.
      const pending = (await pendingCodes(app, session)).filter(
        (payment) => payment.orderId === order.orderId,
      );
      expect(new Set(pending.map((payment) => payment.payCode)).size).toBe(pending.length);
      expect(new Set(pending.map((payment) => payment.payCode))).toEqual(
        new Set([...seen.values()].map((value) => value.payCode)),
      );
      for (const payment of pending) {
        const given = [...seen.values()].find((value) => value.payCode === payment.payCode);
        expect(payment.amount, payment.payCode).toBe(given?.amount);
      }
      const orders = await request(app).get('/__fake/orders').query({ sessionId: session });
      const row = orders.body.orders.find(
        (candidate: { orderId: string }) => candidate.orderId === order.orderId,
      );
      expect(row.pendingPayments.map((payment: Pending) => payment.payCode).sort()).toEqual(
        pending.map((payment) => payment.payCode).sort(),
      );
      // The QA page's /carpmm link of a pending reference number carries the same code and amount.
      for (const payment of row.pendingPayments as (Pending & { carpmmUrl?: string })[]) {
        if (payment.carpmmUrl === undefined) continue;
        const link = new URL(payment.carpmmUrl).searchParams;
        expect(link.get('payCode')).toBe(payment.payCode);
        expect(Number(link.get('amount'))).toBe(payment.amount);
      }
    },
  );

  it("one company's contacts: customer service, the order pages' phones and the legal pages", async () => {
    const app = testApp();
    const info = await data(app, 'getServiceContacts', { type: '1' }, 'contacts');
    expect(info).toMatchObject({ email: COMPANY.email, smWa: COMPANY.phone });
    // One number wherever a borrower looks: every product's service line is the hotline.
    for (const product of world.shared.products) expect(product.servicePhone).toBe(COMPANY.phone);
  });

  it('a full payment with penalty: the settled order says what was paid, penalty included', async () => {
    const app = testApp();
    const session = 'repaid';
    const order = world.shared.orders.find((candidate) => candidate.orderId === 'ORD180');
    if (order === undefined) throw new Error('Seed bug: no ORD180');
    const ids = { productId: order.productId, orderId: order.orderId };
    const before = await data(app, 'loanDetails', ids, session);
    const penalty = row(before.userOrderDetail.detail, 'Penalty');
    expect(penalty).not.toBe(formatMoney(0));
    const { payCode, amount } = await payOn(app, order, '90008', false, session);
    expect(formatMoney(amount ?? 0)).toBe(row(before.userOrderDetail.detail, 'Amount due'));
    const paid = await request(app)
      .post(`/__fake/payments/${payCode}/pay`)
      .query({ sessionId: session })
      .set('X-Fake-Admin', '1');
    expect(paid.body.orderStatus).toBe(200);
    const after = await data(app, 'loanDetails', ids, session);
    expect(after.orderStatus).toBe(200);
    const lines: Row[] = after.userOrderDetail.detail;
    expect(row(lines, 'Repaid amount')).toBe(formatMoney(amount ?? 0));
    // The settled rows add up to the repaid total: loan, interest, and the penalty paid.
    const minor = (text: string | undefined) => Number((text ?? '0').replace(/[^\d]/g, ''));
    expect(
      minor(row(lines, 'Loan amount')) +
        minor(row(lines, 'Interest')) +
        minor(row(lines, 'Penalties and extension fees')),
    ).toBe(amount);
  });

  it('an extension fee and then the rest: the repaid total counts both', async () => {
    const app = testApp();
    const session = 'repaid-extended';
    const order = world.shared.orders.find((candidate) => candidate.orderId === 'ORD180R');
    if (order === undefined) throw new Error('Seed bug: no ORD180R');
    const ids = { productId: order.productId, orderId: order.orderId };
    const pay = async (isDelay: boolean) => {
      const code = await payOn(app, order, '90006', isDelay, session);
      await request(app)
        .post(`/__fake/payments/${code.payCode}/pay`)
        .query({ sessionId: session })
        .set('X-Fake-Admin', '1');
      return code.amount ?? 0;
    };
    const fee = await pay(true);
    const rest = await pay(false);
    const after = await data(app, 'loanDetails', ids, session);
    expect(after.orderStatus).toBe(200);
    expect(row(after.userOrderDetail.detail, 'Repaid amount')).toBe(formatMoney(fee + rest));
  });

  it('a code paid after the order fell overdue settles it: it covers principal and interest, the penalty on them lapses', async () => {
    const app = testApp();
    const session = 'partial';
    const order = world.shared.orders.find((candidate) => candidate.orderId === 'ORD174');
    if (order === undefined) throw new Error('Seed bug: no ORD174');
    const ids = { productId: order.productId, orderId: order.orderId };
    const code = await payOn(app, order, '90009', false, session);
    await request(app).post('/__fake/clock').query({ sessionId: session }).send({ advance: '1d' });
    const overdue = await data(app, 'loanDetails', ids, session);
    expect(overdue.orderStatus).toBe(180);
    const paid = await request(app)
      .post(`/__fake/payments/${code.payCode}/pay`)
      .query({ sessionId: session })
      .set('X-Fake-Admin', '1');
    expect(paid.body.orderStatus).toBe(200);
    const detail = await data(app, 'loanDetails', ids, session);
    const lines: Row[] = detail.userOrderDetail.detail;
    expect(row(lines, 'Repaid amount')).toBe(formatMoney(code.amount ?? 0));
    const minor = (text: string | undefined) => Number((text ?? '0').replace(/[^\d]/g, ''));
    expect(minor(row(lines, 'Loan amount')) + minor(row(lines, 'Interest'))).toBe(code.amount);
  });

  it('a pending code whose amount grew overnight keeps its number and asks the new amount', async () => {
    const app = testApp();
    const session = 'repriced';
    const order = world.shared.orders.find((candidate) => candidate.orderId === 'ORD180');
    if (order === undefined) throw new Error('Seed bug: no ORD180');
    const ids = { productId: order.productId, orderId: order.orderId };
    const first = await payOn(app, order, '90008', false, session);
    await request(app).post('/__fake/clock').query({ sessionId: session }).send({ advance: '1d' });
    const repay = await data(app, 'getInstalmentPlan', ids, session);
    expect(repay.repayAmount).toBeGreaterThan(first.amount ?? 0);
    const again = await payOn(app, order, '90008', false, session);
    expect(again).toEqual({ payCode: first.payCode, amount: repay.repayAmount });
    const pending = (await pendingCodes(app, session)).filter((payment) => payment.orderId === order.orderId);
    expect(pending.map(({ payCode, amount }) => ({ payCode, amount }))).toEqual([
      { payCode: first.payCode, amount: repay.repayAmount },
    ]);
  });
});
