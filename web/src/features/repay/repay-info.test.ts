import { afterEach, describe, expect, it } from 'vitest';
import type { RepaymentInfo } from '../../../../openapi/generated/model/index.ts';
import { REPAY_INFO_KEY } from '../../config/storage-keys.ts';
import { instalmentSnapshot, readRepayInfo, saveRepayInfo } from './repay-info.ts';

const INFO: RepaymentInfo = {
  repayAmount: 125_000,
  repayDate: '2026-12-01',
  productName: 'PesoGo',
  productLogo: '/__fake/assets/p1001.svg',
  detail: [],
  repayList: [],
  noticeMsg: '',
  isShowReyTop: 0,
  defDetail: {
    payCode: '1234567890',
    logo: '/__fake/assets/ch-90008.svg',
    title: 'Pay with your reference number',
    payNotice: [{ name: 'E-wallet', items: [{ name: 'GCash', step: ['Open GCash.'] }] }],
  },
};
const ORDER = { productId: 'P1001', orderId: 'ORD174' };

afterEach(() => sessionStorage.clear());

describe('repayment info kept for the contract page', () => {
  it('reads back what the repayment page kept, for the same order and kind only', () => {
    saveRepayInfo(instalmentSnapshot(ORDER, INFO));
    expect(readRepayInfo({ ...ORDER, isDelay: false })).toMatchObject({
      amount: 125_000,
      defDetail: { payCode: '1234567890' },
    });
    expect(readRepayInfo({ ...ORDER, isDelay: true })).toBeNull();
    expect(readRepayInfo({ ...ORDER, orderId: 'ORD180', isDelay: false })).toBeNull();
  });

  it('ignores a missing, broken or differently shaped value', () => {
    expect(readRepayInfo({ ...ORDER, isDelay: false })).toBeNull();
    sessionStorage.setItem(REPAY_INFO_KEY, '{not json');
    expect(readRepayInfo({ ...ORDER, isDelay: false })).toBeNull();
    const snapshot = instalmentSnapshot(ORDER, INFO);
    sessionStorage.setItem(
      REPAY_INFO_KEY,
      JSON.stringify({
        ...snapshot,
        defDetail: { ...snapshot.defDetail, payNotice: [{ name: 'x', items: 3 }] },
      }),
    );
    expect(readRepayInfo({ ...ORDER, isDelay: false })).toBeNull();
  });
});
