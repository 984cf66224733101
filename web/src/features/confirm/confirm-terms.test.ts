import { describe, expect, it } from 'vitest';
import type {
  GetLoanConfirmDetailsVariantTwoData,
  LoanConfirmData,
} from '../../../../openapi/generated/model/index.ts';
import {
  money,
  RETENTION_TITLE,
  termsFromGetLoanConfirmDetailsVariantTwo,
  termsFromLoanConfirm,
  withFromConfirm,
} from './confirm-terms.ts';

const v3: LoanConfirmData = {
  comProductLogo: '/logo.svg',
  comProductName: 'PesoGo',
  amount: 500000,
  periods: 91,
  termUnit: 1,
  details: [{ text: 'Interest', value: '₱136.50' }],
  repay_plans: [
    { amount: 250000, pay_time: '2026-12-24' },
    { amount: 263650, pay_time: '2027-01-23' },
  ],
  firstPayTime: '2026-12-24',
  firstPeriodDay: 30,
  pRateDsc: 'Daily rate 0.03%',
  sendSms: 0,
  isPopType: 1,
  popContent: 'Are you sure you want to leave?',
  popTitle: 'Point out',
  popAgreementUrl: '',
};

const v2: GetLoanConfirmDetailsVariantTwoData = {
  productLogo: '/logo.svg',
  productName: 'PesoGo',
  loanAmount: 700000,
  loanDays: 180,
  rateDesc: 'Daily rate 0.07%',
  detailRows: [],
  planRows: [{ amount: 788200, payTime: '2027-05-23' }],
  currencyFlag: 1,
  NewButtonMsg: 'Claim now',
  NewPopMsg: 'Your first 7 days at a lower rate!',
  showNewPop: 1,
  agreementPopUrl: ' /agreements/P1/0 ',
  retainPop: 0,
  retainTitle: 'Point out',
  retainContent: '',
};

describe('confirmation terms', () => {
  it('reads variant 1: pesos, the plan, the retention popup when isPopType is 1', () => {
    const terms = termsFromLoanConfirm(v3);
    expect(terms).toMatchObject({ amount: 500000, days: 91, termUnit: 1, currency: '₱', promo: null });
    expect(terms.plan).toEqual([
      { amount: 250000, payTime: '2026-12-24' },
      { amount: 263650, payTime: '2027-01-23' },
    ]);
    expect(terms.retention).toEqual({ title: 'Point out', content: 'Are you sure you want to leave?' });
    expect(termsFromLoanConfirm({ ...v3, isPopType: 0 }).retention).toBeNull();
    // An empty title still shows the spec's 'Point out'.
    expect(termsFromLoanConfirm({ ...v3, popTitle: ' ' }).retention?.title).toBe(RETENTION_TITLE);
  });

  it('reads variant 2: ₹ only when the currency flag is 1, the promotional popup when asked', () => {
    const terms = termsFromGetLoanConfirmDetailsVariantTwo(v2);
    expect(terms).toMatchObject({ amount: 700000, days: 180, currency: '₹', retention: null });
    expect(terms.agreementPopUrl).toBe('/agreements/P1/0');
    expect(terms.promo).toEqual({ message: 'Your first 7 days at a lower rate!', button: 'Claim now' });
    expect(termsFromGetLoanConfirmDetailsVariantTwo({ ...v2, currencyFlag: 0 }).currency).toBe('₱');
    expect(termsFromGetLoanConfirmDetailsVariantTwo({ ...v2, showNewPop: 0 }).promo).toBeNull();
    expect(termsFromGetLoanConfirmDetailsVariantTwo({ ...v2, NewPopMsg: '' }).promo).toBeNull();
    expect(money(terms, 788200)).toBe('₹7,882.00');
  });

  it('adds from=confirm to the new order page, whatever the link already has', () => {
    expect(withFromConfirm('/loanDetail?productId=P1&orderId=O1')).toBe(
      '/loanDetail?productId=P1&orderId=O1&from=confirm',
    );
    expect(withFromConfirm('/loanDetail')).toBe('/loanDetail?from=confirm');
    expect(withFromConfirm('/loanDetail?')).toBe('/loanDetail?from=confirm');
    expect(withFromConfirm('/loanDetail?from=push&orderId=O1&token=a+b')).toBe(
      '/loanDetail?orderId=O1&token=a+b&from=confirm',
    );
    expect(withFromConfirm('https://h5.example.ph/order?id=1#top')).toBe(
      'https://h5.example.ph/order?id=1&from=confirm#top',
    );
  });
});
