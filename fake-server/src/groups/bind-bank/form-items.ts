import type { Faker } from '@faker-js/faker';
import * as z from 'zod';
import { text } from '../../store/shared/stored-values.ts';

/** The code of the enum item that picks the channel (card-init's `channelCode`). */
export const CHANNEL_CODE = 'channel';

/** Spec §9: default card type 1, default channel 90006. */
export const DEFAULT_CARD_TYPE = 1;
export const DEFAULT_CHANNEL = '90006';

export const CARD_TYPES = [
  { cardType: 1, title: 'E-wallet' },
  { cardType: 2, title: 'Bank account' },
] as const;

/** What a digits-only item accepts: a length range and a fixed start (a PH mobile starts with 09). */
export const DigitsRuleSchema = z.object({
  minLength: z.int().min(0).max(200),
  maxLength: z.int().min(0).max(200),
  prefix: text(20),
});
export type DigitsRule = z.infer<typeof DigitsRuleSchema>;

/** The contract's BankFormItem plus the server's own rule for text items (not sent to the app). */
export const FormItemSchema = z.object({
  code: text(64),
  cate: z.enum(['text', 'enum', 'city', 'day']),
  title: text(200),
  subtitle: text(500),
  value: text(200),
  note: z.array(z.object({ name: text(200), type: text(64) })),
  cardTypeMi: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  channelNumber: text(32),
  inputType: z.enum(['number', 'text']),
  rule: DigitsRuleSchema.nullable(),
});
export type FormItem = z.infer<typeof FormItemSchema>;

type ItemInput = Pick<FormItem, 'code' | 'cate' | 'title' | 'subtitle' | 'cardTypeMi'> & Partial<FormItem>;

/** An item in the contract's key order; unset fields get the values of an item for every channel. */
function item(input: ItemInput): FormItem {
  return {
    code: input.code,
    cate: input.cate,
    title: input.title,
    subtitle: input.subtitle,
    value: input.value ?? '',
    note: input.note ?? [],
    cardTypeMi: input.cardTypeMi,
    channelNumber: input.channelNumber ?? '',
    inputType: input.inputType ?? (input.cate === 'text' ? 'number' : 'text'),
    rule: input.rule ?? null,
  };
}

const digits = (minLength: number, maxLength: number, prefix = ''): DigitsRule => ({
  minLength,
  maxLength,
  prefix,
});

/**
 * The full mobile of a masked wallet ('GCash 0944 ••• 1635'): its shown digits, the hidden ones
 * taken from `drawn`; `drawn` itself when the account shows no wallet number.
 * @example walletOf('GCash 0944 ••• 1635', '09171234567') // '09441231635'
 */
export function walletOf(account: string, drawn: string): string {
  const match = /(09\d{2})\s*•+\s*(\d{4})/.exec(account);
  if (!match?.[1] || !match[2]) return drawn;
  return `${match[1]}${drawn.slice(4, 7)}${match[2]}`;
}

/**
 * The bind-bank form: a channel picker per card type (e-wallets GCash 90006 and Maya 90007; banks),
 * digits-only items for every card type (cardTypeMi 0), for one (1, 2) and for one channel only
 * (Maya, BDO), a city and a day item. The e-wallet number is prefilled with the borrower's mobile:
 * the wallet the seeded orders were paid out to ('GCash 0944 ••• 1635' is 0944 … 1635).
 */
export function seedFormItems(faker: Faker, paidOutTo = ''): FormItem[] {
  const drawn = `09${faker.helpers.arrayElement(['17', '18', '27', '55', '95'])}${faker.string.numeric(7)}`;
  const mobile = walletOf(paidOutTo, drawn);
  return [
    item({
      code: CHANNEL_CODE,
      cate: 'enum',
      title: 'E-wallet',
      subtitle: 'Choose your e-wallet',
      cardTypeMi: 1,
      value: DEFAULT_CHANNEL,
      note: [
        { name: 'GCash', type: '90006' },
        { name: 'Maya', type: '90007' },
      ],
    }),
    item({
      code: CHANNEL_CODE,
      cate: 'enum',
      title: 'Bank',
      subtitle: 'Choose your bank',
      cardTypeMi: 2,
      note: [
        { name: 'BDO', type: '20001' },
        { name: 'BPI', type: '20002' },
        { name: 'Metrobank', type: '20003' },
        { name: 'Landbank', type: '20004' },
      ],
    }),
    item({
      code: 'walletNo',
      cate: 'text',
      title: 'E-wallet number',
      subtitle: 'The 11-digit mobile number of your e-wallet',
      cardTypeMi: 1,
      value: mobile,
      rule: digits(11, 11, '09'),
    }),
    item({
      code: 'mayaCardNo',
      cate: 'text',
      title: 'Maya card number',
      subtitle: 'The 16 digits on your Maya virtual card',
      cardTypeMi: 1,
      channelNumber: '90007',
      rule: digits(16, 16),
    }),
    item({
      code: 'accountNo',
      cate: 'text',
      title: 'Account number',
      subtitle: '10 to 16 digits, no spaces',
      cardTypeMi: 2,
      rule: digits(10, 16),
    }),
    item({
      code: 'branchCode',
      cate: 'text',
      title: 'BDO branch code',
      subtitle: 'The 3 or 4 digits printed on your passbook',
      cardTypeMi: 2,
      channelNumber: '20001',
      rule: digits(3, 4),
    }),
    item({
      code: 'branchCity',
      cate: 'city',
      title: 'Branch city',
      subtitle: 'Where your account was opened',
      cardTypeMi: 2,
    }),
    item({
      code: 'mobile',
      cate: 'text',
      title: 'Mobile number',
      subtitle: 'For payment notices, e.g. 09171234567',
      cardTypeMi: 0,
      rule: digits(11, 11, '09'),
    }),
    item({
      code: 'salaryDay',
      cate: 'day',
      title: 'Salary day',
      subtitle: 'Day of the month you get paid (1-31)',
      cardTypeMi: 0,
    }),
  ];
}
