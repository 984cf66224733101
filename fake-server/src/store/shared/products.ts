import type { Faker } from '@faker-js/faker';
import * as z from 'zod';
import { SERVICE_PHONE } from '../../../../content/legal/company.ts';
import {
  LENDER_RATES,
  MAX_INTEREST_BP_PER_DAY,
  MAX_MONTHLY_INTEREST,
} from '../../../../content/legal/loan-rates.ts';
import { Colour, Id, Link, LoanAmount, LoanDays, text } from './stored-values.ts';

export const ProductSchema = z.object({
  productId: Id,
  name: text(100),
  /** Relative URL of the generated SVG logo, served by the fake server. */
  logo: Link,
  color: Colour,
  description: text(500),
  minAmount: LoanAmount,
  maxAmount: LoanAmount,
  defaultAmount: LoanAmount,
  termDays: LoanDays,
  /** Number of repayment-plan rows the confirmation screens show (the term is split among them). */
  instalments: z.int().min(1).max(12),
  /** Interest per day in basis points of the principal (5 = 0.05 %/day); at most the legal 6 % a month. */
  dailyRateBp: z.int().min(0).max(MAX_INTEREST_BP_PER_DAY),
  /** Service fee deducted at disbursal, in basis points of the principal; at most all of it. */
  serviceFeeBp: z.int().min(0).max(10_000),
  /** 1 = the variant-2 confirm screen shows ₹, else ₱. */
  currencyFlag: z.union([z.literal(0), z.literal(1)]),
  /** How the product jump opens it: an http page, or an app deep link for the native shell. */
  jump: z.enum(['http', 'app']),
  /** Clickable flag when shown as a recommended product. */
  isClick: z.union([z.literal(0), z.literal(1)]),
  servicePhone: text(50),
  agreements: z.array(text(200)).max(20),
  confirm: z.object({
    sendSms: z.union([z.literal(0), z.literal(1)]),
    /** 1 = a native back opens the retention popup. */
    retainPop: z.union([z.literal(0), z.literal(1)]),
    retainTitle: text(200),
    retainContent: text(2000),
    /** The agreement modal opens on load. */
    agreementPopup: z.boolean(),
    /** Variant 2: the promotional popup shows on load. */
    showNewPop: z.union([z.literal(0), z.literal(1)]),
    newPopMsg: text(2000),
    newButtonMsg: text(100),
  }),
});
export type Product = z.infer<typeof ProductSchema>;

/** What makes each seeded product worth having: the branch of a screen it exercises. */
interface ProductVariant {
  jump: Product['jump'];
  instalments: number;
  currencyFlag: 0 | 1;
  isClick: 0 | 1;
  retainPop: 0 | 1;
  agreementPopup: boolean;
  showNewPop: 0 | 1;
  sendSms: 0 | 1;
}

/** P1001…P1006; the README lists what each one shows. */
const VARIANTS: readonly ProductVariant[] = [
  {
    jump: 'http',
    instalments: 1,
    currencyFlag: 0,
    isClick: 1,
    retainPop: 1,
    agreementPopup: false,
    showNewPop: 0,
    sendSms: 0,
  },
  {
    jump: 'app',
    instalments: 1,
    currencyFlag: 0,
    isClick: 1,
    retainPop: 0,
    agreementPopup: true,
    showNewPop: 0,
    sendSms: 1,
  },
  {
    jump: 'http',
    instalments: 4,
    currencyFlag: 0,
    isClick: 1,
    retainPop: 1,
    agreementPopup: false,
    showNewPop: 1,
    sendSms: 0,
  },
  {
    jump: 'app',
    instalments: 1,
    currencyFlag: 1,
    isClick: 1,
    retainPop: 0,
    agreementPopup: false,
    showNewPop: 1,
    sendSms: 0,
  },
  {
    jump: 'http',
    instalments: 2,
    currencyFlag: 0,
    isClick: 1,
    retainPop: 0,
    agreementPopup: false,
    showNewPop: 0,
    sendSms: 1,
  },
  {
    jump: 'app',
    instalments: 1,
    currencyFlag: 0,
    isClick: 0,
    retainPop: 0,
    agreementPopup: false,
    showNewPop: 0,
    sendSms: 0,
  },
];

const NAME_HEADS = ['Peso', 'Pera', 'Bayan', 'Kita', 'Swift', 'Lend', 'Cash', 'Tala', 'Piso', 'Agap'];
const NAME_TAILS = ['Go', 'Flash', 'Hub', 'Now', 'Express', 'Plus', 'Ease', 'Bridge', 'Mate', 'Loan'];
const COLORS = ['#E4572E', '#17BEBB', '#4E6E58', '#7B2CBF', '#F4A259', '#2364AA', '#C2185B', '#00897B'];
const AGREEMENTS = ['Loan Agreement', 'Privacy Policy', 'Repayment Schedule', 'Data Processing Consent'];

/** Money ranges stay on round peso amounts (minor units, multiples of ₱500). */
function pesoSteps(faker: Faker, min: number, max: number): number {
  return faker.number.int({ min: min / 50_000, max: max / 50_000 }) * 50_000;
}

/**
 * A product's service line: the company's one hotline (content/legal/company.ts), the number
 * customer service gives. Its digits were once drawn here: they still are, so every seeded value
 * after them stays.
 */
function serviceLine(faker: Faker, _product: number): string {
  faker.string.numeric(3);
  faker.string.numeric(4);
  return SERVICE_PHONE;
}

/**
 * The variant-2 popup's message: what the rate table says of the product's price. The number once
 * drawn for "your first N days at a lower rate" (a rate no product charges) is still drawn, so every
 * later seeded value stays.
 */
function promotionalMessage(faker: Faker, name: string): string {
  faker.helpers.arrayElement([7, 10, 14]);
  return `Borrow with ${name} today: interest of at most ${MAX_MONTHLY_INTEREST} a month, every fee shown before you accept.`;
}

export function seedProducts(faker: Faker): Product[] {
  const heads = faker.helpers.shuffle(NAME_HEADS);
  const tails = faker.helpers.shuffle(NAME_TAILS);
  const colors = faker.helpers.shuffle(COLORS);
  return VARIANTS.map((variant, index) => {
    const productId = `P${1001 + index}`;
    const name = `${heads[index] ?? 'Peso'}${tails[index] ?? 'Go'}`;
    const minAmount = pesoSteps(faker, LENDER_RATES.amount.min, 500_000);
    const maxAmount = pesoSteps(faker, 1_500_000, LENDER_RATES.amount.max);
    return {
      productId,
      name,
      logo: `/__fake/assets/${productId.toLowerCase()}.svg`,
      color: colors[index % colors.length] ?? '#E4572E',
      description: faker.helpers.arrayElement([
        `Decision within ${LENDER_RATES.decisionDays} day, cash in your e-wallet ${LENDER_RATES.creditDays.min}-${LENDER_RATES.creditDays.max} days after you accept.`,
        `Interest of at most ${MAX_MONTHLY_INTEREST} a month, every fee shown before you accept.`,
        'Flexible terms up to a year.',
        'No collateral, just a valid ID.',
      ]),
      minAmount,
      maxAmount,
      defaultAmount: pesoSteps(faker, minAmount, Math.min(maxAmount, 1_000_000)),
      // Spec §9: a loan term is 91 to 365 calendar days.
      termDays: faker.helpers.arrayElement([LENDER_RATES.termDays.min, 120, 180, LENDER_RATES.termDays.max]),
      instalments: variant.instalments,
      dailyRateBp: faker.number.int(LENDER_RATES.interestBpPerDay),
      serviceFeeBp: faker.helpers.arrayElement(LENDER_RATES.serviceFeeBp),
      currencyFlag: variant.currencyFlag,
      jump: variant.jump,
      isClick: variant.isClick,
      servicePhone: serviceLine(faker, index + 1),
      agreements: AGREEMENTS.slice(0, faker.number.int({ min: 2, max: AGREEMENTS.length })),
      confirm: {
        sendSms: variant.sendSms,
        retainPop: variant.retainPop,
        retainTitle: 'Point out',
        retainContent: `Your ${name} loan is almost ready. Are you sure you want to leave?`,
        agreementPopup: variant.agreementPopup,
        showNewPop: variant.showNewPop,
        newPopMsg: promotionalMessage(faker, name),
        newButtonMsg: faker.helpers.arrayElement(['Got it', 'Claim now', 'OK, continue']),
      },
    };
  });
}

/** The recommended products (union-error-info, rejected orders): clickable and not. */
export const RECOMMENDED_PRODUCT_IDS = ['P1003', 'P1005', 'P1006'] as const;
