import { isVisible } from './form-check.ts';
import { CHANNEL_CODE, type FormItem } from './form-items.ts';

/** A valid value of an item: what a careful borrower would type (operation examples, tests, README). */
function sampleValue(item: FormItem): string {
  switch (item.cate) {
    case 'text': {
      const rule = item.rule;
      if (item.value !== '') return item.value;
      return rule === null
        ? '12345'
        : rule.prefix + '7'.repeat(Math.max(0, rule.minLength - rule.prefix.length));
    }
    case 'enum':
      return item.note[0]?.type ?? '';
    case 'city':
      return 'Makati City';
    case 'day':
      return '15';
  }
}

/** A complete, valid bind form for a product, card type and channel, as the app posts it. */
export function sampleBindForm(
  items: readonly FormItem[],
  productId: string,
  cardType: 1 | 2,
  channelNumber: string,
): Record<string, string> {
  const form: Record<string, string> = {
    product_id: productId,
    cardType: String(cardType),
    channelNumber,
    [CHANNEL_CODE]: channelNumber,
  };
  for (const item of items) {
    if (item.code !== CHANNEL_CODE && isVisible(item, cardType, channelNumber))
      form[item.code] = sampleValue(item);
  }
  return form;
}
