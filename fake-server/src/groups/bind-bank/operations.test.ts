import { describe, expect, it } from 'vitest';
import { call, testApp, testWorld } from '../../test-support/test-kit.ts';
import { sampleBindForm } from './form-samples.ts';

interface Item {
  code: string;
  cate: string;
  title: string;
  value: string;
  note: { name: string; type: string }[];
  cardTypeMi: number;
  channelNumber: string;
}

const items = testWorld().bindBank.items;
const form = (
  productId: string,
  cardType: 1 | 2,
  channel: string,
  changes: Record<string, string | undefined> = {},
) => {
  const values = { ...sampleBindForm(items, productId, cardType, channel), ...changes };
  return {
    body: Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
  };
};

describe('cardInit', () => {
  it('answers the items of both card types, the channel pickers and the default channel 90006', async () => {
    const res = await call(testApp(), 'cardInit', { body: { product_id: 'P1001' } });
    expect(res.body.code).toBe('00');
    const data = res.body.data;
    expect(data.channelCode).toBe('channel');
    expect(data.cardTypes).toEqual([
      { cardType: 1, title: 'E-wallet' },
      { cardType: 2, title: 'Bank account' },
    ]);
    const list: Item[] = data.items;
    const pickers = list.filter((item) => item.code === 'channel');
    expect(pickers.map((item) => [item.cardTypeMi, item.cate])).toEqual([
      [1, 'enum'],
      [2, 'enum'],
    ]);
    expect(pickers[0]?.value).toBe('90006');
    expect(pickers[0]?.note).toEqual([
      { name: 'GCash', type: '90006' },
      { name: 'Maya', type: '90007' },
    ]);
    expect(pickers[1]?.note.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['BDO', 'BPI', 'Metrobank']),
    );
    expect(new Set(list.map((item) => item.cardTypeMi))).toEqual(new Set([0, 1, 2]));
    expect(list.filter((item) => item.channelNumber !== '').map((item) => item.channelNumber)).toEqual([
      '90007',
      '20001',
    ]);
    expect(list.map((item) => item.cate)).toEqual(expect.arrayContaining(['text', 'enum', 'city', 'day']));
    expect(list.find((item) => item.code === 'walletNo')?.value).toMatch(/^09\d{9}$/);
    expect(list.some((item) => 'rule' in item)).toBe(false);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await call(testApp(), 'cardInit', { body: { product_id: 'P9' } });
    expect(res.body).toEqual({ code: '404', message: expect.stringContaining('P9'), data: null });
  });
});

describe('bindCardNew', () => {
  it('binds an e-wallet and prefills the form with it next time', async () => {
    const app = testApp();
    const res = await call(
      app,
      'bindCardNew',
      form('P1002', 1, '90007', { walletNo: '09170000001', mobile: '09180000002' }),
    );
    expect(res.body).toEqual({ code: '00', message: 'Bound successfully', data: { cardId: 'BC1001' } });
    const init = await call(app, 'cardInit', { body: { product_id: 'P1002' } });
    const byCode = (code: string, cardTypeMi: number) =>
      init.body.data.items.find((item: Item) => item.code === code && item.cardTypeMi === cardTypeMi)?.value;
    expect(byCode('channel', 1)).toBe('90007');
    expect(byCode('walletNo', 1)).toBe('09170000001');
    expect(byCode('mobile', 0)).toBe('09180000002');
    // Another product's form is untouched.
    const other = await call(app, 'cardInit', { body: { product_id: 'P1003' } });
    expect(
      other.body.data.items.find((item: Item) => item.code === 'channel' && item.cardTypeMi === 1).value,
    ).toBe('90006');
  });

  it('names the field by its title: digits only, length, prefix, required', async () => {
    const app = testApp();
    const bind = async (
      changes: Record<string, string | undefined>,
      cardType: 1 | 2 = 2,
      channel = '20002',
    ) => (await call(app, 'bindCardNew', form('P1001', cardType, channel, changes))).body;
    expect(await bind({ accountNo: '12-34-5678-90' })).toEqual({
      code: '400',
      message: 'Account number: digits only',
      data: null,
    });
    expect((await bind({ accountNo: '123' })).message).toBe('Account number: must be 10 to 16 digits');
    expect((await bind({ mobile: '19171234567' })).message).toBe('Mobile number: must start with 09');
    expect((await bind({ mobile: undefined })).message).toBe('Mobile number: is required');
    expect((await bind({ salaryDay: '32' })).message).toBe('Salary day: pick a day (1-31)');
    expect((await bind({ branchCity: ' ' })).message).toBe('Branch city: is required');
    expect((await bind({ accountNo: 'x', mobile: '', salaryDay: '0' })).message).toBe(
      'Account number: digits only; Mobile number: is required; Salary day: pick a day (1-31)',
    );
  });

  it('asks for channel-only items just for their channel', async () => {
    const app = testApp();
    const maya = await call(app, 'bindCardNew', form('P1001', 1, '90007', { mayaCardNo: undefined }));
    expect(maya.body.message).toBe('Maya card number: is required');
    // GCash hides the Maya item: not needed, and ignored when sent.
    const gcash = await call(app, 'bindCardNew', form('P1001', 1, '90006', { mayaCardNo: 'not digits' }));
    expect(gcash.body.code).toBe('00');
    const bdo = await call(app, 'bindCardNew', form('P1001', 2, '20001', { branchCode: undefined }));
    expect(bdo.body.message).toBe('BDO branch code: is required');
    expect(
      (await call(app, 'bindCardNew', form('P1001', 2, '20003', { branchCode: undefined }))).body.code,
    ).toBe('00');
  });

  it('refuses a channel of the other card type, a picker value that disagrees, a bad card type and product', async () => {
    const app = testApp();
    const wrongType = await call(app, 'bindCardNew', form('P1001', 2, '90006'));
    expect(wrongType.body.message).toMatch(
      /^channelNumber: 90006 is not a channel of Bank account; pick one of 20001 \(BDO\)/,
    );
    const disagree = await call(app, 'bindCardNew', form('P1001', 1, '90006', { channel: '90007' }));
    expect(disagree.body.message).toBe('E-wallet: does not match channelNumber 90006');
    const badType = await call(app, 'bindCardNew', form('P1001', 1, '90006', { cardType: '3' }));
    expect(badType.body.message).toMatch(/^cardType: must be one of 1, 2/);
    expect((await call(app, 'bindCardNew', form('P9', 1, '90006'))).body.code).toBe('404');
  });
});

describe('cardChange', () => {
  it("binds from the order page and answers the product's bind-card popup", async () => {
    const app = testApp();
    const before = await call(app, 'loanDetails', { body: { productId: 'P1004', orderId: 'ORD170B' } });
    expect(before.body.data.cardNeedPop).toBe(1);
    const res = await call(app, 'cardChange', form('P1004', 2, '20001'));
    expect(res.body).toMatchObject({ code: '00', data: { cardId: 'BC1001' } });
    const after = await call(app, 'loanDetails', { body: { productId: 'P1004', orderId: 'ORD170B' } });
    expect(after.body.data.cardNeedPop).toBe(0);
  });

  it('validates like bindCardNew', async () => {
    const res = await call(testApp(), 'cardChange', form('P1004', 1, '90006', { walletNo: '0917' }));
    expect(res.body).toEqual({ code: '400', message: 'E-wallet number: must be 11 digits', data: null });
  });
});
