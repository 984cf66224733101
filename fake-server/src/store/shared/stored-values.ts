// The kinds of value a sandbox's state holds, as schemas: every slice checks its fields with
// these when a sandbox is loaded, stored or imported (store/world.ts restoreWorld), so an import is
// held to what the API itself accepts. Each rule is the contract's for the same value (ids, loan
// amounts and terms: openapi/common.yaml), or what the server writes, so a world the server made
// always loads again. A refusal names the field and the value: `shared.orders[3].dueDate: must be
// a day YYYY-MM-DD from 2000-01-01 to 2199-12-31, got 'not-a-date'`.
import * as z from 'zod';
import { isoDate } from './dates.ts';
import { dayInWorldRange, inWorldRange, WORLD_RANGE_TEXT } from './world-range.ts';

/** A value in a refusal: quoted, and short. */
function shown(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  return value.length > 30 ? `'${value.slice(0, 30)}…'` : `'${value}'`;
}

/** A string that passes `test`, else refused as "must be <expected>, got '<value>'". */
function checked(test: (value: string) => boolean, expected: string) {
  return z.string().refine(test, { error: (issue) => `must be ${expected}, got ${shown(issue.input)}` });
}

/** The longest link kept: the QA API's text flags take 2,000 characters. */
const LINK_MAX = 2000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Whether the text names a real instant (no 30 February) in the world's range. */
function realInstant(text: string, iso: string): boolean {
  const ms = Date.parse(iso);
  return !Number.isNaN(ms) && inWorldRange(ms) && isoDate(new Date(ms)) === text.slice(0, 10);
}

const isWorldDay = (text: string) =>
  DAY.test(text) && dayInWorldRange(text) && realInstant(text, `${text}T00:00:00Z`);
const DAY_TEXT = `a day YYYY-MM-DD ${WORLD_RANGE_TEXT}`;

/** A calendar day, YYYY-MM-DD (UTC), in the world's range: due dates, credit days. */
export const WorldDay = checked(isWorldDay, DAY_TEXT);

/** A day, or '' where the field may hold none yet (a credit day before acceptance). */
export const WorldDayOrNone = checked((text) => text === '' || isWorldDay(text), `${DAY_TEXT}, or ''`);

/** An instant as the server writes it (toISOString, UTC), in the world's range: `at`, `decisionAt`. */
export const WorldInstant = checked(
  (text) => INSTANT.test(text) && realInstant(text, text),
  `an instant YYYY-MM-DDTHH:MM:SS.sssZ ${WORLD_RANGE_TEXT}`,
);

/** A date and time, 'YYYY-MM-DD HH:MM:SS' (UTC, the spec's long format), in the world's range. */
export const WorldDateTime = checked(
  (text) => DATE_TIME.test(text) && realInstant(text, `${text.replace(' ', 'T')}Z`),
  `a date-time 'YYYY-MM-DD HH:MM:SS' ${WORLD_RANGE_TEXT}`,
);

/** The contract's id pattern (OrderId, ProductId, ProblemId in openapi/common.yaml). */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** An id: order, product, complaint, channel, card, record… — what the contract lets a call name. */
const ID_TEXT = "an id of letters, digits, '-' and '_' (1 to 64)";
export const Id = checked((text) => ID_PATTERN.test(text), ID_TEXT);

/** An id, or '' where the field may name none (a complaint about no order). */
export const IdOrNone = checked((text) => text === '' || ID_PATTERN.test(text), `${ID_TEXT}, or ''`);

/** A pay code: the digits the server makes (new-payment.ts), as the code pages and /carpmm show them. */
export const PayCode = checked((text) => /^\d{6,20}$/.test(text), 'a pay code of 6 to 20 digits');

/**
 * A link a page or the app opens: an app path ('/…') or an http(s) URL (DESIGN §10, pay links),
 * with no space or control character. The same rule as a complaint's image URLs.
 */
export const LINK_PATTERN = /^(\/|https?:\/\/)[^\s\p{Cc}]*$/u;
export const isLink = (text: string) => text.length <= LINK_MAX && LINK_PATTERN.test(text);
const LINK_TEXT = `an app path '/…' or an http(s) URL (at most ${LINK_MAX} characters)`;
export const Link = checked(isLink, LINK_TEXT);

/** A link, or '' where it may be off (an order's h5Url, playeduL). */
export const LinkOrNone = checked((text) => text === '' || isLink(text), `${LINK_TEXT}, or ''`);

/** A link, or the app's deep link of a native screen (cashloan://…, a product jump). */
export const LinkOrDeepLink = checked(
  (text) => isLink(text) || (text.length <= LINK_MAX && /^cashloan:\/\/[^\s\p{Cc}]*$/u.test(text)),
  `an app path '/…', an http(s) URL or a cashloan:// deep link (at most ${LINK_MAX} characters)`,
);

/** A colour the fake images are drawn in: '#RRGGBB'. */
export const Colour = checked((text) => /^#[0-9A-Fa-f]{6}$/.test(text), "a colour '#RRGGBB'");

/** Text of at most `max` characters (what the contract or the QA API lets a caller write there). */
export const text = (max: number) => z.string().max(max);

/** The contract's MinorUnits maximum (openapi/common.yaml): ₱100,000,000,000 in centavos. */
export const MINOR_UNITS_MAX = 10_000_000_000_000;
/** An amount of money in centavos a call may carry: a whole number from 0 to MinorUnits' maximum. */
export const Centavos = z.int().min(0).max(MINOR_UNITS_MAX);
/**
 * A running total of amounts (an order's paid and repaid): a hundred times MinorUnits' maximum, so
 * the totals of any payments the server took always load again, and still add up exactly.
 */
export const CentavosTotal = z
  .int()
  .min(0)
  .max(100 * MINOR_UNITS_MAX);

/**
 * A counter or a next number: a whole number from 0 to a billion (one per call that makes a record:
 * the server never reaches it, and an id made from it stays short).
 */
export const Count = z.int().min(0).max(1_000_000_000);

/** The contract's LoanAmount maximum (openapi/common.yaml): ₱100,000 in centavos. */
export const LOAN_AMOUNT_MAX = 10_000_000;
/** A loan's principal, or a product's amount, within the contract's LoanAmount. */
export const LoanAmount = Centavos.max(LOAN_AMOUNT_MAX);

/** The contract's LoanDays (openapi/common.yaml): a term of 1 to 365 days. */
export const LoanDays = z.int().min(1).max(365);
