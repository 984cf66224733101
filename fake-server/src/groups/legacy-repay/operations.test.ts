import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { call, FIXED_NOW, listen, testApp } from '../../test-support/test-kit.ts';

type App = ReturnType<typeof testApp>;

interface Card {
  id: string;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

async function way(app: App): Promise<{ token: string; cards: Card[] }> {
  const res = await call(app, 'repaymentWay');
  expect(res.body.code).toBe('00');
  return { token: res.body.data.repayToken, cards: res.body.data.bankCards };
}

/** What the order owes now, as the repayment page shows it. */
async function amountDue(app: App, productId: string, orderId: string): Promise<number> {
  const res = await call(app, 'getInstalmentPlan', { body: { productId, orderId } });
  return res.body.data.repayAmount;
}

function commitBody(card: Card, token: string, orderId: string, amount: number) {
  const { id, bankName, cardNo, bankCode } = card;
  return {
    body: {
      amount: String(amount),
      bankName,
      cardId: id,
      cardNo,
      orderId,
      repayToken: token,
      bankCode,
      sendMsg: '1',
    },
  };
}

async function orderStatus(app: App, orderId: string): Promise<number> {
  const res = await request(app).get('/__fake/orders');
  return res.body.orders.find((order: { orderId: string }) => order.orderId === orderId).orderStatus;
}

function cardById(cards: Card[], id: string): Card {
  const card = cards.find((candidate) => candidate.id === id);
  if (card === undefined) throw new Error(`no card ${id}`);
  return card;
}

describe('repaymentWay', () => {
  it('lists three masked cards, no wallet, and a fresh token on every call', async () => {
    const app = testApp();
    const first = await call(app, 'repaymentWay');
    expect(first.body.data.alipay).toBe('');
    expect(first.body.data.bankCards).toHaveLength(3);
    for (const card of first.body.data.bankCards) expect(card.cardNo).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    const second = await call(app, 'repaymentWay');
    expect(second.body.data.repayToken).not.toBe(first.body.data.repayToken);
  });
});

describe('card repayment with an SMS code', () => {
  it('commit → 800005 on repeat → 800006 on a wrong code → confirm settles the order → 800005 again', async () => {
    const app = testApp();
    const { token, cards } = await way(app);
    const due = await amountDue(app, 'P1001', 'ORD174');
    const commit = await call(
      app,
      'repaymentCommit',
      commitBody(cardById(cards, 'LC1'), token, 'ORD174', due),
    );
    expect(commit.body).toEqual({
      code: '00',
      message: 'A verification code was sent to your phone (fake SMS code: 123456)',
      data: { needValid: 1, repayRecordId: 'LR1002' },
    });
    const repeat = await call(
      app,
      'repaymentCommit',
      commitBody(cardById(cards, 'LC2'), token, 'ORD174', due),
    );
    expect(repeat.body).toEqual({
      code: '800005',
      message: 'Do not submit the repayment twice.',
      data: null,
    });

    const confirm = (verifyCode: string) =>
      call(app, 'repaymentConfirm', { body: { orderId: 'ORD174', verifyCode, repaymentRecordId: 'LR1002' } });
    expect((await confirm('654321')).body).toEqual({
      code: '800006',
      message: 'The verification code is wrong.',
      data: null,
    });
    expect(await orderStatus(app, 'ORD174')).toBe(174);
    expect((await confirm('123456')).body).toEqual({ code: '00', message: 'Repayment successful', data: {} });
    expect(await orderStatus(app, 'ORD174')).toBe(200);
    const details = await call(app, 'loanDetails', { body: { productId: 'P1001', orderId: 'ORD174' } });
    expect(details.body.data).toMatchObject({ orderStatus: 200, noticeStatusText: 'Settled' });

    expect((await confirm('123456')).body.code).toBe('800005');
    expect(
      (await call(app, 'repaymentCommit', commitBody(cardById(cards, 'LC1'), token, 'ORD174', 1))).body.code,
    ).toBe('800005');
  });

  it('the same commit again while its code is awaited resends the code for the same record', async () => {
    const app = testApp();
    const { token, cards } = await way(app);
    const body = commitBody(cardById(cards, 'LC1'), token, 'ORD174R', 100);
    const first = await call(app, 'repaymentCommit', body);
    const resend = await call(app, 'repaymentCommit', body);
    expect(resend.body).toEqual({
      code: '00',
      message: 'A new verification code was sent to your phone (fake SMS code: 123456)',
      data: { needValid: 1, repayRecordId: first.body.data.repayRecordId },
    });
    const otherAmount = commitBody(cardById(cards, 'LC1'), token, 'ORD174R', 101);
    expect((await call(app, 'repaymentCommit', otherAmount)).body.code).toBe('800005');
    const noSms = { body: { ...body.body, sendMsg: '0' } };
    expect((await call(app, 'repaymentCommit', noSms)).body.code).toBe('800005');
    const confirm = await call(app, 'repaymentConfirm', {
      body: { orderId: 'ORD174R', verifyCode: '123456', repaymentRecordId: first.body.data.repayRecordId },
    });
    expect(confirm.body.code).toBe('00');
  });

  it('a part payment completes without settling, and once its lock has run out the rest may be paid', async () => {
    let now = FIXED_NOW.getTime();
    const app = testApp({ now: () => new Date(now) });
    const { token, cards } = await way(app);
    const commit = await call(
      app,
      'repaymentCommit',
      commitBody(cardById(cards, 'LC1'), token, 'ORD170', 100),
    );
    const id = commit.body.data.repayRecordId;
    await call(app, 'repaymentConfirm', {
      body: { orderId: 'ORD170', verifyCode: '123456', repaymentRecordId: id },
    });
    expect(await orderStatus(app, 'ORD170')).toBe(170);
    expect(
      (await call(app, 'repaymentCommit', commitBody(cardById(cards, 'LC1'), token, 'ORD170', 100))).body
        .code,
    ).toBe('800005');
    now += 16 * 60_000;
    const rest = await call(app, 'repaymentCommit', commitBody(cardById(cards, 'LC1'), token, 'ORD170', 100));
    expect(rest.body.code).toBe('00');
  });

  it('a pending repayment left longer than 15 minutes is replaced by a new commit', async () => {
    let now = FIXED_NOW.getTime();
    const app = testApp({ now: () => new Date(now) });
    const { token, cards } = await way(app);
    const first = await call(
      app,
      'repaymentCommit',
      commitBody(cardById(cards, 'LC2'), token, 'ORD170T', 100),
    );
    now += 16 * 60_000;
    const second = await call(
      app,
      'repaymentCommit',
      commitBody(cardById(cards, 'LC2'), token, 'ORD170T', 100),
    );
    expect(second.body.data.repayRecordId).not.toBe(first.body.data.repayRecordId);
    const old = await call(app, 'repaymentConfirm', {
      body: { orderId: 'ORD170T', verifyCode: '123456', repaymentRecordId: first.body.data.repayRecordId },
    });
    expect(old.body).toMatchObject({
      code: '400',
      message: expect.stringContaining('replaced by a newer one'),
    });
  });
});

describe('card repayment without an SMS code', () => {
  it('answers needValid 0 for the Metrobank card and settles a full repayment at once', async () => {
    const app = testApp();
    const { token, cards } = await way(app);
    const due = await amountDue(app, 'P1004', 'ORD180');
    const res = await call(app, 'repaymentCommit', commitBody(cardById(cards, 'LC3'), token, 'ORD180', due));
    expect(res.body).toMatchObject({ code: '00', data: { needValid: 0 } });
    expect(await orderStatus(app, 'ORD180')).toBe(200);
  });
});

describe('repaymentCommit checks', () => {
  it('names the wrong field: token, card, card details, amount; 400 for an order not open, 404 for an unknown one', async () => {
    const app = testApp();
    const { token, cards } = await way(app);
    const card = cardById(cards, 'LC1');
    const commit = (body: Record<string, string>) =>
      call(app, 'repaymentCommit', { body: { ...commitBody(card, token, 'ORD174R', 100).body, ...body } });
    expect((await commit({ repayToken: 'RT9' })).body.message).toMatch(/^repayToken: /);
    expect((await commit({ cardId: 'LC9' })).body.message).toMatch(/^cardId: no card LC9/);
    expect((await commit({ cardNo: '**** **** **** 0000' })).body.message).toMatch(
      /^cardNo: does not match card LC1/,
    );
    expect((await commit({ amount: '999999999' })).body.message).toMatch(
      /^amount: must be between 1 and \d+/,
    );
    expect((await commit({ orderId: 'ORD21' })).body).toMatchObject({
      code: '400',
      message: expect.stringContaining('Under review'),
    });
    expect((await commit({ orderId: 'ORD999' })).body.code).toBe('404');
  });

  it('answers 800005 for the seeded card repayment of a settled order', async () => {
    const app = testApp();
    const { token, cards } = await way(app);
    const res = await call(app, 'repaymentCommit', commitBody(cardById(cards, 'LC1'), token, 'ORD200', 100));
    expect(res.body.code).toBe('800005');
  });
});

describe('the seeded pending repayment', () => {
  it('LR1001 of ORD180R confirms with 123456 and settles the order', async () => {
    const app = testApp();
    const res = await call(app, 'repaymentConfirm', {
      body: { orderId: 'ORD180R', verifyCode: '123456', repaymentRecordId: 'LR1001' },
    });
    expect(res.body.code).toBe('00');
    expect(await orderStatus(app, 'ORD180R')).toBe(200);
  });

  it('refuses a record of another order and an unknown record', async () => {
    const app = testApp();
    const other = await call(app, 'repaymentConfirm', {
      body: { orderId: 'ORD174', verifyCode: '123456', repaymentRecordId: 'LR1001' },
    });
    expect(other.body.message).toMatch(/^repaymentRecordId: repayment LR1001 is for order ORD180R/);
    const unknown = await call(app, 'repaymentConfirm', {
      body: { orderId: 'ORD174', verifyCode: '123456', repaymentRecordId: 'LR9' },
    });
    expect(unknown.body.code).toBe('404');
  });
});

describe('getLegacyRepayRedirect', () => {
  it("answers the fake gateway page of the order, in the caller's sandbox", async () => {
    const app = testApp();
    const res = await call(
      app,
      'getLegacyRepayRedirect',
      { body: { userId: 'U1000', orderId: 'ORD174R', amount: '100' } },
      'qa-7',
    );
    expect(res.body.data.url).toMatch(
      /^http:\/\/.+\/__fake\/pages\/external-repay\/ORD174R\?sessionId=qa-7$/,
    );
    const page = await request(app).get(
      new URL(res.body.data.url).pathname + new URL(res.body.data.url).search,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('ORD174R');
  });

  it('refuses an order that is not open for repayment', async () => {
    const res = await call(testApp(), 'getLegacyRepayRedirect', {
      body: { userId: 'U1000', orderId: 'ORD200', amount: '100' },
    });
    expect(res.body).toMatchObject({ code: '400', message: expect.stringContaining('Settled') });
  });
});

/** The data of the first server-sent event of a type, after `act` ran on the open stream. */
async function firstEvent(
  url: string,
  type: string,
  act: () => Promise<unknown>,
): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), 5000);
  try {
    const response = await fetch(`${url}/__fake/events`, { signal: controller.signal });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    let acted = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before a ${type} event`);
      text += decoder.decode(value, { stream: true });
      if (!acted && text.includes('event: ready')) {
        acted = true;
        await act();
      }
      const block = text.split('\n\n').find((candidate) => candidate.startsWith(`event: ${type}\n`));
      const data = block && /^data: (.+)$/m.exec(block)?.[1];
      if (data) return JSON.parse(data).data;
    }
  } finally {
    clearTimeout(deadline);
    controller.abort();
  }
}

describe('settling by card', () => {
  it('tells open apps through an order-updated event', async () => {
    const server = await listen(testApp());
    try {
      const post = (path: string, body: Record<string, string>) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(body),
        });
      const data = await firstEvent(server.url, 'order-updated', () =>
        post('/spoken/loan/repayment-confirm', {
          orderId: 'ORD180R',
          verifyCode: '123456',
          repaymentRecordId: 'LR1001',
        }),
      );
      expect(data).toMatchObject({
        orderId: 'ORD180R',
        order: { orderStatus: 200 },
        changes: ['orderStatus'],
        via: 'legacy card repayment',
      });
    } finally {
      await server.close();
    }
  });
});
