import { describe, expect, it } from 'vitest';
import type { BankFormItem, CardInit } from '../../../../openapi/generated/model/index.ts';
import {
  bindBody,
  DAY_OPTIONS,
  digitsOnly,
  firstMissing,
  isShown,
  pickerOptions,
  startCardType,
  startChannel,
  startValues,
} from './bank-form.ts';

function item(fields: Partial<BankFormItem> & Pick<BankFormItem, 'code' | 'cate'>): BankFormItem {
  return {
    title: fields.code,
    subtitle: '',
    value: '',
    note: [],
    cardTypeMi: 0,
    channelNumber: '',
    inputType: 'number',
    ...fields,
  };
}

const form: CardInit = {
  channelCode: 'channel',
  cardTypes: [
    { cardType: 1, title: 'E-wallet' },
    { cardType: 2, title: 'Bank account' },
  ],
  items: [
    item({
      code: 'channel',
      cate: 'enum',
      cardTypeMi: 1,
      note: [
        { name: 'GCash', type: '90006' },
        { name: 'Maya', type: '90007' },
      ],
    }),
    item({ code: 'channel', cate: 'enum', cardTypeMi: 2, note: [{ name: 'BDO', type: '20001' }] }),
    item({ code: 'walletNo', cate: 'text', cardTypeMi: 1, value: '09171234567' }),
    item({ code: 'mayaCardNo', cate: 'text', cardTypeMi: 1, channelNumber: '90007' }),
    item({ code: 'accountNo', cate: 'text', cardTypeMi: 2 }),
    item({ code: 'salaryDay', cate: 'day' }),
  ],
};

describe('the bank form', () => {
  it('keeps digits only, typed or pasted', () => {
    expect(digitsOnly('0917-123 4567')).toBe('09171234567');
    expect(digitsOnly('abc')).toBe('');
  });

  it('shows items by card type (0 = all) and channel', () => {
    const codes = (cardType: number, channel: string) =>
      form.items.filter((entry) => isShown(entry, cardType, channel)).map((entry) => entry.code);
    expect(codes(1, '90006')).toEqual(['channel', 'walletNo', 'salaryDay']);
    expect(codes(1, '90007')).toEqual(['channel', 'walletNo', 'mayaCardNo', 'salaryDay']);
    expect(codes(2, '')).toEqual(['channel', 'accountNo', 'salaryDay']);
  });

  it('opens on card type 1 and channel 90006 where offered, with the prefilled values', () => {
    expect(startCardType(form)).toBe(1);
    expect(startCardType({ ...form, cardTypes: [{ cardType: 2, title: 'Bank account' }] })).toBe(2);
    expect(startChannel(form, 1)).toBe('90006');
    expect(startChannel(form, 2)).toBe('');
    const prefilled = {
      ...form,
      items: form.items.map((entry, at) => (at === 0 ? { ...entry, value: '90007' } : entry)),
    };
    expect(startChannel(prefilled, 1)).toBe('90007');
    expect(startValues(form)).toEqual({ walletNo: '09171234567' });
  });

  it('offers the entries of an enum and the 31 days of a day item', () => {
    expect(pickerOptions(form.items[0] as BankFormItem)).toEqual([
      { value: '90006', label: 'GCash' },
      { value: '90007', label: 'Maya' },
    ]);
    expect(pickerOptions(form.items[5] as BankFormItem)).toBe(DAY_OPTIONS);
    expect(DAY_OPTIONS.map((day) => day.value)).toEqual(
      Array.from({ length: 31 }, (_, at) => String(at + 1)),
    );
  });

  it('asks for the first empty item shown, and sends only the items shown', () => {
    const choice = {
      cardType: 1 as const,
      channel: '90007',
      values: { walletNo: '09171234567', accountNo: '123' },
    };
    expect(firstMissing(form, choice)?.code).toBe('mayaCardNo');
    const filled = { ...choice, values: { ...choice.values, mayaCardNo: '1234', salaryDay: '15' } };
    expect(firstMissing(form, filled)).toBeUndefined();
    expect(bindBody(form, filled, 'P1001')).toEqual({
      channel: '90007',
      walletNo: '09171234567',
      mayaCardNo: '1234',
      salaryDay: '15',
      product_id: 'P1001',
      cardType: 1,
      channelNumber: '90007',
    });
    expect(firstMissing(form, { cardType: 2, channel: '', values: {} })?.code).toBe('channel');
  });
});
