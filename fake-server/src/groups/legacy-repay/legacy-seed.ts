import type { Faker } from '@faker-js/faker';
import type { SharedWorld } from '../../store/shared/shared-world.ts';
import type { LegacyCard, RepayRecord } from './legacy-records.ts';

/**
 * The code every legacy repayment SMS "contains" (spec §9: legacy code length 6). Fixed, so QA and
 * the end-to-end tests can confirm without reading a log; the commit answer's message repeats it.
 */
export const LEGACY_SMS_CODE = '123456';

/** The order of the seeded pending repayment (waiting for its code), and the seeded record ids. */
export const PENDING_ORDER_STATUS = 180;
export const SEEDED_PENDING_RECORD = 'LR1001';
export const SEEDED_DONE_RECORD = 'LR1000';

function masked(faker: Faker): string {
  return `**** **** **** ${faker.string.numeric(4)}`;
}

/** Two banks that confirm by SMS and one that does not (needValid 0: paid on commit). */
export function seedLegacyCards(faker: Faker): LegacyCard[] {
  return [
    { id: 'LC1', bankName: 'BDO Unibank', cardNo: masked(faker), bankCode: 'BDO', needsSms: true },
    {
      id: 'LC2',
      bankName: 'Bank of the Philippine Islands',
      cardNo: masked(faker),
      bankCode: 'BPI',
      needsSms: true,
    },
    { id: 'LC3', bankName: 'Metrobank', cardNo: masked(faker), bankCode: 'MBTC', needsSms: false },
  ];
}

/**
 * A settled order paid by card earlier (a new commit for it answers 800005) and an overdue one whose
 * full card repayment waits for its code (repayment-confirm with LR1001 and 123456 settles it).
 */
export function seedRepayRecords(shared: Readonly<SharedWorld>, refDate: Date): RepayRecord[] {
  const settled = shared.orders.find((order) => order.status === 200);
  const overdue = shared.orders.find(
    (order) => order.status === PENDING_ORDER_STATUS && order.flags.isDelay === '1',
  );
  const records: RepayRecord[] = [];
  const at = (days: number) => new Date(refDate.getTime() + days * 86_400_000).toISOString();
  if (settled !== undefined) {
    records.push({
      repayRecordId: SEEDED_DONE_RECORD,
      orderId: settled.orderId,
      cardId: 'LC1',
      amount: settled.principal,
      paysOff: true,
      needValid: 1,
      verifyCode: LEGACY_SMS_CODE,
      status: 'done',
      createdAt: `${settled.settledAt}T10:00:00.000Z`,
      doneAt: `${settled.settledAt}T10:01:00.000Z`,
    });
  }
  if (overdue !== undefined) {
    records.push({
      repayRecordId: SEEDED_PENDING_RECORD,
      orderId: overdue.orderId,
      cardId: 'LC2',
      amount: overdue.principal,
      paysOff: true,
      needValid: 1,
      verifyCode: LEGACY_SMS_CODE,
      status: 'pending',
      createdAt: at(-1),
      doneAt: null,
    });
  }
  return records;
}
