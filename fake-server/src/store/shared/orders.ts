import type { Faker } from '@faker-js/faker';
import * as z from 'zod';
import { addDays, isoDate } from './dates.ts';
import { ORDER_STATUSES, type OrderStatus, REVIEW_DECISIONS } from './order-statuses.ts';
import type { Product } from './products.ts';
import { stableHash } from './stable-hash.ts';
import {
  CentavosTotal,
  Id,
  LinkOrNone,
  LoanAmount,
  LoanDays,
  text,
  WorldDay,
  WorldDayOrNone,
  WorldInstant,
} from './stored-values.ts';

export { ORDER_STATUSES, type OrderStatus } from './order-statuses.ts';
export const OrderStatusSchema = z.literal(ORDER_STATUSES);

const Flag01 = z.union([z.literal(0), z.literal(1)]);

/** The fields of the order answer that QA switch (PATCH /__fake/orders/:orderId). */
export const OrderFlagsSchema = z.object({
  isDelay: z.enum(['0', '1']),
  isScore: z.enum(['0', '1']),
  /** External repayment link; a path ('/__fake/…') is answered as an absolute http URL. */
  h5Url: LinkOrNone,
  /** Confirmation (withdraw) link; a path is answered as an absolute http URL. */
  playeduL: LinkOrNone,
  reyMsg: text(2000),
  KindTipsMsg: text(2000),
  cardNeedPop: Flag01,
  cardPopTitle: text(200),
  cardPopMsg: text(2000),
  telephone: text(50),
});
export type OrderFlags = z.infer<typeof OrderFlagsSchema>;

/** What moves an order on its own (store/lifecycle/): the decision, the credit day, payments. */
export const OrderLifecycleSchema = z.object({
  /** How the review of a 21 ends (QA switch `decision`). */
  decision: z.enum(REVIEW_DECISIONS),
  /** When a 21 is decided (ISO instant), within a day of applying. */
  decisionAt: WorldInstant,
  /** Days from acceptance to the money arriving (1-3, spec §9), fixed per order. */
  creditDays: z.int().min(1).max(3),
  /** The day a 151 is credited and becomes 170 (YYYY-MM-DD); '' before acceptance. */
  creditDate: WorldDayOrNone,
  /** Repeat clients pay a lower late penalty (content/legal/loan-rates.ts). */
  repeatClient: z.boolean(),
  /** Paid so far towards this period (partial payments), minor units. */
  paid: CentavosTotal,
  /**
   * Paid towards this loan in all, penalties and extension fees included: the settled order's
   * "Repaid amount". 0 on a settled order = none on record (seeded, or a QA switch): repaid on time.
   */
  repaid: CentavosTotal,
  /**
   * Interest and penalties of the loan's earlier periods, paid with its extensions: with the fee and
   * this period's, what the total-cost cap counts (order-money.ts).
   */
  charged: CentavosTotal,
});
export type OrderLifecycle = z.infer<typeof OrderLifecycleSchema>;

export const OrderSchema = z.object({
  orderId: Id,
  productId: Id,
  status: OrderStatusSchema,
  /** What the order is for, shown to QA: 'Due, with rollover'. */
  note: text(500),
  borrowerName: text(100),
  account: text(100),
  principal: LoanAmount,
  termDays: LoanDays,
  appliedAt: WorldDay,
  disbursedAt: WorldDay,
  dueDate: WorldDay,
  settledAt: WorldDay,
  /** Which of the two phrasings of the status description this order uses. */
  textVariant: Flag01,
  flags: OrderFlagsSchema,
  lifecycle: OrderLifecycleSchema,
  repay: z.object({
    /**
     * The repayment pages show the default pay-code box (defDetail) with the order's reference
     * number (store/lifecycle/new-payment.ts codeFor); false = defDetail null.
     */
    payCodeBox: z.boolean(),
    noticeMsg: text(2000),
    isShowReyTop: Flag01,
  }),
});
export type Order = z.infer<typeof OrderSchema>;

/** One seeded order: its id, product, status and the branch of the order screen it exercises. */
interface OrderVariant {
  orderId: string;
  productId: string;
  status: OrderStatus;
  note: string;
  flags?: Partial<OrderFlags>;
  /** false = the repayment pages get no default pay-code box (defDetail null). */
  payCodeBox?: boolean;
  banner?: boolean;
  /** Pays the repeat client's lower late penalty. */
  repeatClient?: boolean;
}

export const TIP_MESSAGE =
  'Kind tips: repay through the official channels only. We never ask you to pay into a personal account.';
export const WITHDRAW_MESSAGE =
  'Your loan is approved. Confirm the withdrawal to receive the money in your account.';
export const CARD_POP_TITLE = 'Bind your account';
export const CARD_POP_MESSAGE =
  'Bind an e-wallet or bank account to repay in fewer steps and to receive your next loan.';
/** The withdraw message of an order still under review: it says what happens once approved. */
export const REVIEW_WITHDRAW_MESSAGE =
  'When the review ends in your favour, confirm the withdrawal here to receive the money in your account.';

/** The defaults a QA toggle switches a text flag on to (PATCH with `true`). */
export function flagDefaults(
  orderId: string,
): Pick<OrderFlags, 'h5Url' | 'playeduL' | 'reyMsg' | 'KindTipsMsg'> {
  return {
    h5Url: `/__fake/pages/external-repay/${orderId}`,
    playeduL: `/__fake/pages/withdraw/${orderId}`,
    reyMsg: WITHDRAW_MESSAGE,
    KindTipsMsg: TIP_MESSAGE,
  };
}

/** The seeded orders; README.md lists the same table. */
const VARIANTS: readonly OrderVariant[] = [
  { orderId: 'ORD21', productId: 'P1001', status: 21, note: 'Under review' },
  {
    orderId: 'ORD21C',
    productId: 'P1002',
    status: 21,
    note: 'Under review with a confirmation link and withdraw message (no redirect on 21)',
    flags: { playeduL: flagDefaults('ORD21C').playeduL, reyMsg: REVIEW_WITHDRAW_MESSAGE },
  },
  { orderId: 'ORD110', productId: 'P1003', status: 110, note: 'Rejected, recommended products' },
  {
    orderId: 'ORD110C',
    productId: 'P1004',
    status: 110,
    note: 'Rejected with a confirmation link: the app redirects to it',
    flags: { playeduL: flagDefaults('ORD110C').playeduL },
  },
  {
    orderId: 'ORD151',
    productId: 'P1001',
    status: 151,
    note: 'Disbursing, no service phone (app default)',
    flags: { telephone: '' },
  },
  {
    orderId: 'ORD170',
    productId: 'P1002',
    status: 170,
    note: 'Repaying, no default pay code',
    payCodeBox: false,
  },
  {
    orderId: 'ORD170T',
    productId: 'P1003',
    status: 170,
    note: 'Repaying with a tip dialog',
    flags: { KindTipsMsg: TIP_MESSAGE },
  },
  {
    orderId: 'ORD170B',
    productId: 'P1004',
    status: 170,
    note: 'Repaying with the bind-card popup',
    flags: { cardNeedPop: 1, cardPopTitle: CARD_POP_TITLE, cardPopMsg: CARD_POP_MESSAGE },
  },
  {
    orderId: 'ORD174',
    productId: 'P1001',
    status: 174,
    note: 'Due, no rollover, instruction banner',
    banner: true,
  },
  {
    orderId: 'ORD174R',
    productId: 'P1002',
    status: 174,
    note: 'Due, with rollover',
    flags: { isDelay: '1' },
  },
  {
    orderId: 'ORD174H',
    productId: 'P1003',
    status: 174,
    note: 'Due, with an external repayment link',
    flags: { h5Url: flagDefaults('ORD174H').h5Url },
  },
  {
    orderId: 'ORD180',
    productId: 'P1004',
    status: 180,
    note: 'Overdue, no rollover, no default pay code',
    payCodeBox: false,
  },
  {
    orderId: 'ORD180R',
    productId: 'P1001',
    status: 180,
    note: 'Overdue, with rollover, repeat client (lower late penalty)',
    flags: { isDelay: '1' },
    banner: true,
    repeatClient: true,
  },
  { orderId: 'ORD200', productId: 'P1002', status: 200, note: 'Settled' },
  {
    orderId: 'ORD200S',
    productId: 'P1003',
    status: 200,
    note: 'Settled, with the score prompt',
    flags: { isScore: '1' },
  },
];

/** Days from acceptance to the money arriving: 1-3 (spec §9), the same for an order id on every run. */
export function creditDaysOf(orderId: string): 1 | 2 | 3 {
  return ((stableHash(`${orderId}/credit`) % 3) + 1) as 1 | 2 | 3;
}

/**
 * Due date, disbursal, credit and settlement that make sense for a status, relative to today. They
 * also fix when the order moves on: a 21 is decided at the next midnight, a 151 is credited 1-3 days
 * later, a 170 is due 5-30 days on; the seed day itself never moves a seeded order.
 */
function datesFor(faker: Faker, orderId: string, status: OrderStatus, today: string, termDays: number) {
  let dueDate: string;
  const creditDays = creditDaysOf(orderId);
  let creditDate = '';
  switch (status) {
    case 21:
    case 110:
      // Drawn though unused, so every later seeded value stays what it was before the lifecycle.
      faker.number.int({ min: 0, max: 10 });
      dueDate = addDays(today, termDays);
      break;
    case 151:
      creditDate = addDays(today, creditDays);
      dueDate = addDays(creditDate, termDays);
      break;
    case 170:
      dueDate = addDays(today, faker.number.int({ min: 5, max: 30 }));
      break;
    case 174:
      dueDate = today;
      break;
    case 180:
      dueDate = addDays(today, -faker.number.int({ min: 3, max: 20 }));
      break;
    case 200:
      dueDate = addDays(today, -faker.number.int({ min: 20, max: 60 }));
      break;
  }
  const pending = status === 21 || status === 110;
  const disbursedAt = pending || status === 151 ? today : addDays(dueDate, -termDays);
  if (!pending && status !== 151) creditDate = disbursedAt;
  return {
    dueDate,
    disbursedAt,
    appliedAt: appliedDay(faker, pending, disbursedAt, today),
    settledAt: addDays(dueDate, -faker.number.int({ min: 0, max: 5 })),
    creditDate,
  };
}

/** A pending order was applied for today; the others a day or two before disbursal. */
function appliedDay(faker: Faker, pending: boolean, disbursedAt: string, today: string): string {
  const daysBefore = faker.number.int({ min: 1, max: 2 });
  return pending ? today : addDays(disbursedAt, -daysBefore);
}

/** Principal on round peso amounts within the product's range. */
function principalFor(faker: Faker, product: Product): number {
  return faker.number.int({ min: product.minAmount / 50_000, max: product.maxAmount / 50_000 }) * 50_000;
}

export interface NewOrderInput {
  orderId: string;
  product: Product;
  principal: number;
  termDays: number;
  /** The moment it is applied for: the review ends within a day of it. */
  now: Date;
  borrowerName: string;
  account: string;
  repeatClient: boolean;
}

/** Hours from applying to the decision: 6-23, fixed per order id ("decision within 1 day"). */
function decisionHoursOf(orderId: string): number {
  return 6 + (stableHash(`${orderId}/decision`) % 18);
}

/** The order a loan push creates: under review, due one term from today, no flags. */
export function newOrder(input: NewOrderInput): Order {
  const today = isoDate(input.now);
  return {
    orderId: input.orderId,
    productId: input.product.productId,
    status: 21,
    note: 'Created by a loan push',
    borrowerName: input.borrowerName,
    account: input.account,
    principal: input.principal,
    termDays: input.termDays,
    appliedAt: today,
    disbursedAt: today,
    dueDate: addDays(today, input.termDays),
    settledAt: today,
    textVariant: 0,
    flags: {
      isDelay: '0',
      isScore: '0',
      h5Url: '',
      playeduL: '',
      reyMsg: '',
      KindTipsMsg: '',
      cardNeedPop: 0,
      cardPopTitle: '',
      cardPopMsg: '',
      telephone: input.product.servicePhone,
    },
    lifecycle: {
      decision: 'approve',
      decisionAt: new Date(input.now.getTime() + decisionHoursOf(input.orderId) * 3_600_000).toISOString(),
      creditDays: creditDaysOf(input.orderId),
      creditDate: '',
      repeatClient: input.repeatClient,
      paid: 0,
      repaid: 0,
      charged: 0,
    },
    repay: { payCodeBox: false, noticeMsg: '', isShowReyTop: 0 },
  };
}

/**
 * Whether the order's repayment pages show the pay-code box. The code itself is made when first
 * shown (codeFor); the digits a seeded code once had are still drawn, so later seeded values stay.
 */
function payCodeBox(faker: Faker, variant: OrderVariant): boolean {
  if (variant.payCodeBox === false) return false;
  faker.string.numeric(12);
  return true;
}

export function seedOrders(faker: Faker, products: readonly Product[], refDate: Date): Order[] {
  const today = isoDate(refDate);
  const borrowerName = faker.person.fullName();
  const account = `GCash 09${faker.string.numeric(2)} ••• ${faker.string.numeric(4)}`;
  return VARIANTS.map((variant) => {
    const product = products.find((candidate) => candidate.productId === variant.productId);
    if (product === undefined)
      throw new Error(`Seed bug: order ${variant.orderId} names unknown ${variant.productId}`);
    const base = newOrder({
      orderId: variant.orderId,
      product,
      principal: principalFor(faker, product),
      termDays: product.termDays,
      now: refDate,
      borrowerName,
      account,
      repeatClient: variant.repeatClient ?? false,
    });
    const { creditDate, ...dates } = datesFor(
      faker,
      variant.orderId,
      variant.status,
      today,
      product.termDays,
    );
    return {
      ...base,
      status: variant.status,
      note: variant.note,
      ...dates,
      // Seeded reviews end at the next midnight: the seed day never moves a seeded order.
      lifecycle: { ...base.lifecycle, creditDate, decisionAt: `${addDays(today, 1)}T00:00:00.000Z` },
      textVariant: faker.helpers.arrayElement([0, 1] as const),
      flags: { ...base.flags, ...variant.flags },
      repay: {
        payCodeBox: payCodeBox(faker, variant),
        noticeMsg: variant.banner
          ? 'Pay before 10 PM on the due date so the payment posts the same day.'
          : '',
        isShowReyTop: variant.banner ? 1 : 0,
      },
    };
  });
}
