import { CARD_TYPES, CHANNEL_CODE, type FormItem } from './form-items.ts';

/**
 * The app's hide rule, mirrored: an item shows when it is for every card type (cardTypeMi 0) or for
 * the chosen one, and for every channel ('') or for the chosen one.
 */
export function isVisible(item: FormItem, cardType: number, channelNumber: string): boolean {
  return (
    (item.cardTypeMi === 0 || item.cardTypeMi === cardType) &&
    (item.channelNumber === '' || item.channelNumber === channelNumber)
  );
}

/** The channel picker of a card type. */
export function channelPicker(items: readonly FormItem[], cardType: number): FormItem | undefined {
  return items.find(
    (item) => item.code === CHANNEL_CODE && (item.cardTypeMi === 0 || item.cardTypeMi === cardType),
  );
}

function digitsProblem(item: FormItem, value: string): string | undefined {
  if (!/^\d+$/.test(value)) return 'digits only';
  const rule = item.rule;
  if (rule === null) return undefined;
  if (value.length < rule.minLength || value.length > rule.maxLength) {
    return rule.minLength === rule.maxLength
      ? `must be ${rule.minLength} digits`
      : `must be ${rule.minLength} to ${rule.maxLength} digits`;
  }
  return value.startsWith(rule.prefix) ? undefined : `must start with ${rule.prefix}`;
}

function dayProblem(value: string): string | undefined {
  const day = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  if (day >= 1 && day <= 31) return undefined;
  // A full date from a date picker is accepted too; its day counts.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
    ? undefined
    : 'pick a day (1-31)';
}

/** What is wrong with one item's value, or undefined when it is fine. */
function itemProblem(item: FormItem, sent: unknown): string | undefined {
  if (sent === undefined || sent === '') return 'is required';
  if (typeof sent !== 'string') return 'send one value';
  const value = sent.trim();
  switch (item.cate) {
    case 'text':
      return digitsProblem(item, value);
    case 'enum':
      return item.note.some((entry) => entry.type === value)
        ? undefined
        : `pick one of ${item.note.map((entry) => entry.name).join(', ')}`;
    case 'city':
      return value === ''
        ? 'is required'
        : value.length > 100
          ? 'must have at most 100 characters'
          : undefined;
    case 'day':
      return dayProblem(value);
  }
}

/** The contract's bind body names these; every other field is a form value (`additionalProperties`). */
const NAMED_FIELDS: ReadonlySet<string> = new Set(['product_id', 'cardType', 'channelNumber', CHANNEL_CODE]);
/** The contract's limit on a form value: text of at most 200 characters. */
export const FORM_VALUE_MAX_LENGTH = 200;

/**
 * Problems of the values no shown item reads (another card type's item, an unknown key), as the
 * contract types every form value: one text of up to 200 characters. The generated schema checks
 * the same (openapi/open-form-extras.ts); this names the item by its title in the message.
 */
function unreadValueProblems(
  items: readonly FormItem[],
  shown: ReadonlySet<string>,
  sent: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    if (NAMED_FIELDS.has(key) || shown.has(key)) continue;
    const label = items.find((item) => item.code === key)?.title ?? key;
    if (typeof value !== 'string') problems.push(`${label}: send one value`);
    else if (value.length > FORM_VALUE_MAX_LENGTH)
      problems.push(`${label}: must have at most ${FORM_VALUE_MAX_LENGTH} characters, got ${value.length}`);
  }
  return problems;
}

export type FormCheck =
  | { ok: true; values: Record<string, string>; channelName: string }
  | { ok: false; message: string };

/**
 * The bind form's values for a card type and channel: every value one text of up to 200
 * characters, the channel one of the card type's picker, and every item the app shows for them
 * filled in its format. Messages name the item by its title ('Account number: digits only'), or an
 * unknown value by its key, up to three at once.
 */
export function checkBindForm(
  items: readonly FormItem[],
  cardType: number,
  channelNumber: string,
  sent: Readonly<Record<string, unknown>>,
): FormCheck {
  const picker = channelPicker(items, cardType);
  const channel = picker?.note.find((entry) => entry.type === channelNumber);
  if (picker === undefined || channel === undefined) {
    const typeTitle = CARD_TYPES.find((type) => type.cardType === cardType)?.title ?? `card type ${cardType}`;
    const choices = picker?.note.map((entry) => `${entry.type} (${entry.name})`).join(', ') ?? 'none';
    return {
      ok: false,
      message: `channelNumber: ${channelNumber} is not a channel of ${typeTitle}; pick one of ${choices}`,
    };
  }
  const pickedInForm = sent[CHANNEL_CODE];
  if (pickedInForm !== undefined && pickedInForm !== channelNumber) {
    return { ok: false, message: `${picker.title}: does not match channelNumber ${channelNumber}` };
  }
  const values: Record<string, string> = {};
  const problems: string[] = [];
  const shown = new Set<string>();
  for (const item of items) {
    if (item.code === CHANNEL_CODE || !isVisible(item, cardType, channelNumber)) continue;
    shown.add(item.code);
    const problem = itemProblem(item, sent[item.code]);
    if (problem !== undefined) problems.push(`${item.title}: ${problem}`);
    else values[item.code] = String(sent[item.code]).trim();
  }
  problems.push(...unreadValueProblems(items, shown, sent));
  if (problems.length > 0) {
    const listed = problems.slice(0, 3);
    if (problems.length > 3) listed.push(`and ${problems.length - 3} more`);
    return { ok: false, message: listed.join('; ') };
  }
  return { ok: true, values, channelName: channel.name };
}
