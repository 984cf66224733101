import type { BankFormItem, CardInit, CardType } from '../../../../openapi/generated/model/index.ts';
import type { PickerOption } from '../../ui/picker/picker.tsx';

/** Spec §9: the form opens on card type 1 and, where it offers it, channel 90006. */
export const DEFAULT_CARD_TYPE: CardType = 1;
export const DEFAULT_CHANNEL = '90006';

/** The day item picks a day of the month. */
export const DAY_OPTIONS: readonly PickerOption[] = Array.from({ length: 31 }, (_, at) => ({
  value: String(at + 1),
  label: String(at + 1),
}));

/**
 * Spec §5: numeric fields keep digits only, whatever is typed or pasted.
 * @example digitsOnly('0917-123 4567') // '09171234567'
 */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The spec's hide rule: an item shows for every card type (`cardTypeMi` 0) or for the chosen one,
 * and for every channel ('') or for the chosen one.
 */
export function isShown(item: BankFormItem, cardType: number, channel: string): boolean {
  return (
    (item.cardTypeMi === 0 || item.cardTypeMi === cardType) &&
    (item.channelNumber === '' || item.channelNumber === channel)
  );
}

/** The channel picker of a card type: the enum item named by `channelCode`. */
export function channelItem(form: CardInit, cardType: number): BankFormItem | undefined {
  return form.items.find(
    (item) =>
      item.code === form.channelCode &&
      item.cate === 'enum' &&
      (item.cardTypeMi === 0 || item.cardTypeMi === cardType),
  );
}

/**
 * The channel a card type opens on: the one the server prefilled, else the default channel when
 * the picker offers it, else none yet.
 */
export function startChannel(form: CardInit, cardType: number): string {
  const picker = channelItem(form, cardType);
  if (!picker) return '';
  const offered = (value: string) => picker.note.some((entry) => entry.type === value);
  if (picker.value && offered(picker.value)) return picker.value;
  return offered(DEFAULT_CHANNEL) ? DEFAULT_CHANNEL : '';
}

/** The values the server prefilled, by item code (the channel pickers aside). */
export function startValues(form: CardInit): Record<string, string> {
  const values: Record<string, string> = {};
  for (const item of form.items) {
    if (item.code !== form.channelCode && item.value !== '') values[item.code] = item.value;
  }
  return values;
}

/** The card type the form opens on: the default when the server offers it, else its first. */
export function startCardType(form: CardInit): CardType {
  const offered = form.cardTypes.map((tab) => tab.cardType);
  return offered.includes(DEFAULT_CARD_TYPE) ? DEFAULT_CARD_TYPE : (offered[0] ?? DEFAULT_CARD_TYPE);
}

/** What a picker item offers: its entries, or the days of a month. */
export function pickerOptions(item: BankFormItem): readonly PickerOption[] {
  if (item.cate === 'day') return DAY_OPTIONS;
  return item.note.map((entry) => ({ value: entry.type, label: entry.name }));
}

export interface BankChoice {
  readonly cardType: CardType;
  readonly channel: string;
  readonly values: Readonly<Record<string, string>>;
}

/** The first item shown that has no value yet: the borrower is asked for it before sending. */
export function firstMissing(form: CardInit, choice: BankChoice): BankFormItem | undefined {
  return form.items.find((item) => {
    if (!isShown(item, choice.cardType, choice.channel)) return false;
    const value = item.code === form.channelCode ? choice.channel : (choice.values[item.code] ?? '');
    return value.trim() === '';
  });
}

/**
 * The body of bind-card-new / card-change: the shown items' values under their codes, the channel
 * under the picker's code, and the product, card type and channel.
 */
export function bindBody(form: CardInit, choice: BankChoice, productId: string) {
  const fields: Record<string, string> = {};
  for (const item of form.items) {
    if (!isShown(item, choice.cardType, choice.channel)) continue;
    fields[item.code] =
      item.code === form.channelCode ? choice.channel : (choice.values[item.code] ?? '').trim();
  }
  return { ...fields, product_id: productId, cardType: choice.cardType, channelNumber: choice.channel };
}
