// Redaction of recorded upstream traffic: personal data is replaced by stable
// fakes before anything is written. What counts as personal is redaction-rules.ts; this file only
// applies the rules and makes the fakes. Pure: no I/O, no Express.
//
// Stable: a fake is derived from HMAC-SHA256 of the real value under the redactor's key, so the same
// real value always gets the same fake (the phone of the register body and the phone of an answer
// stay the same person), and without the key nobody can test guesses (every PH mobile) against a fake.
import { createHmac } from 'node:crypto';
import {
  type FakeKind,
  type KeyRule,
  LABEL_KEYS,
  LABELLED_VALUE_KEY,
  ruleForKey,
  ruleForLabel,
  VALUE_RULES,
  type ValueFake,
  type ValueRule,
} from './redaction-rules.ts';

export interface Redactor {
  /** A redacted deep copy of JSON data (what JSON.parse makes); the input is never changed. */
  redactJson(value: unknown): unknown;
  /** A redacted copy of flat fields: a query, a form body or headers. */
  redactFields(record: Record<string, string>): Record<string, string>;
  /** Free text with the personal data in it replaced: phones, e-mails, card numbers, links' queries. */
  redactText(text: string): string;
}

// Small fixed lists rather than faker: the fakes must not change when a dependency is upgraded,
// or snapshots recorded before and after would no longer agree.
const FIRST_NAMES = ['Andres', 'Bea', 'Carlo', 'Dianne', 'Elmer', 'Fe', 'Gilbert', 'Hazel', 'Ivan', 'Joy'];
const MORE_FIRST_NAMES = [
  'Kevin',
  'Lovely',
  'Marvin',
  'Nina',
  'Oscar',
  'Princess',
  'Ramil',
  'Sheila',
  'Tristan',
];
const LAST_NAMES = [
  'Abad',
  'Bautista',
  'Castillo',
  'Dizon',
  'Estrada',
  'Flores',
  'Gonzales',
  'Hernandez',
  'Ilagan',
];
const MORE_LAST_NAMES = [
  'Jimenez',
  'Katigbak',
  'Lopez',
  'Manalo',
  'Navarro',
  'Ocampo',
  'Padilla',
  'Ramos',
  'Salazar',
];
const STREETS = [
  'Mabini',
  'Bonifacio',
  'Luna',
  'Aguinaldo',
  'Burgos',
  'Del Pilar',
  'Jacinto',
  'Silang',
  'Osmeña',
];
const BARANGAYS = ['Poblacion', 'San Roque', 'Santo Niño', 'Bagong Silang', 'Malinis', 'Mabuhay', 'Maligaya'];
const CITIES = [
  'Quezon City',
  'Makati',
  'Pasig',
  'Cebu City',
  'Davao City',
  'Iloilo City',
  'Baguio',
  'Tacloban',
];
const PROVINCES = [
  'Cebu',
  'Laguna',
  'Cavite',
  'Bulacan',
  'Pampanga',
  'Batangas',
  'Benguet',
  'Negros Occidental',
];
const FIRSTS = [...FIRST_NAMES, ...MORE_FIRST_NAMES];
const LASTS = [...LAST_NAMES, ...MORE_LAST_NAMES];
const LOWER = [...'abcdefghijklmnopqrstuvwxyz'];
const UPPER = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const LOWER_HEX = [...'abcdef'];
const UPPER_HEX = [...'ABCDEF'];
const MOBILE_SECOND_DIGITS = [...'3456789'];

/** Real values remembered (for text, see Memory); past it the oldest are forgotten. */
const MEMORY_LIMIT = 1000;
/** Shorter values are not remembered: 'Ana' would be replaced inside every 'Banana'-like word. */
const MEMORY_MIN_LENGTH = 4;
/** Attempts at a fake that differs from the real value (a name list can pick the real name). */
const ATTEMPTS = 8;

/** An endless stream of bytes from HMAC-SHA256(key, seed ‖ block), drawn without modulo bias. */
class HmacStream {
  readonly #key: string;
  readonly #seed: string;
  #block = 0;
  #bytes: Uint8Array = new Uint8Array(0);
  #at = 0;

  constructor(key: string, seed: string) {
    this.#key = key;
    this.#seed = seed;
  }

  #byte(): number {
    if (this.#at >= this.#bytes.length) {
      this.#bytes = createHmac('sha256', this.#key).update(`${this.#seed}\u0000${this.#block}`).digest();
      this.#block += 1;
      this.#at = 0;
    }
    const byte = this.#bytes[this.#at] ?? 0;
    this.#at += 1;
    return byte;
  }

  /** 0 ≤ n < size (size ≤ 256). */
  below(size: number): number {
    const limit = 256 - (256 % size);
    for (;;) {
      const byte = this.#byte();
      if (byte < limit) return byte % size;
    }
  }

  digit(): string {
    return String(this.below(10));
  }

  pick<T>(list: readonly T[]): T {
    const item = list[this.below(list.length)];
    if (item === undefined)
      throw new Error('Failed to pick a fake: the list is empty. Fill the list in redact.ts.');
    return item;
  }
}

/** A fake in the casing of the original: 'JUAN DELA CRUZ' gets an upper-case name. */
function sameCasing(original: string, fake: string): string {
  if (/\p{L}/u.test(original) && original === original.toUpperCase()) return fake.toUpperCase();
  if (/\p{L}/u.test(original) && original === original.toLowerCase()) return fake.toLowerCase();
  return fake;
}

/** Writes `digits` over the digits of `template` from the `from`-th digit on; the rest stays. */
function overDigits(template: string, digits: string, from = 0): string {
  let index = 0;
  let out = '';
  for (const char of template) {
    if (/\d/.test(char)) {
      out += index >= from ? (digits[index - from] ?? char) : char;
      index += 1;
    } else out += char;
  }
  return out;
}

/** The national number (9xxxxxxxxx) of a PH mobile in any of its forms, else undefined. */
function phNational(text: string): string | undefined {
  return /^(?:63|0)?(9\d{9})$/.exec(text.replace(/\D/g, ''))?.[1];
}

/** The rule's pattern anchored to a whole value. */
function whole(rule: ValueRule): RegExp {
  return new RegExp(`^(?:${rule.pattern.source})$`, rule.pattern.flags.replace('g', ''));
}

function valueRule(fake: ValueFake): ValueRule {
  const rule = VALUE_RULES.find((candidate) => candidate.fake === fake);
  if (rule === undefined)
    throw new Error(`Failed to find the '${fake}' value rule: redaction-rules.ts lost it.`);
  return rule;
}

/** A value that is a whole phone or e-mail is faked as one whatever its key, so relations hold. */
const WHOLE_VALUE_RULES: readonly { test: RegExp; fake: ValueFake }[] = (
  ['email', 'phMobile', 'contractMobile'] as const
).map((fake) => ({ test: whole(valueRule(fake)), fake }));

interface Hit {
  start: number;
  end: number;
  priority: number;
  replace: () => string;
}

/** Leftmost first, then the longest, then the higher-priority rule; overlapping hits are dropped. */
function pickHits(hits: Hit[]): Hit[] {
  hits.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start) || a.priority - b.priority);
  const kept: Hit[] = [];
  let reached = 0;
  for (const hit of hits) {
    if (hit.start < reached) continue;
    kept.push(hit);
    reached = hit.end;
  }
  return kept;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * What the redactor has seen, so that text agrees with fields: a name faked under `borrowerName` is
 * replaced by the same fake in 'Hello Rosa Reyes, …', and a service phone kept under `telephone`
 * is kept in 'Call 0917 555 0100'. Real values stay in this process's memory only, never in output.
 */
class Memory {
  readonly #fakes = new Map<string, string>();
  readonly #kept = new Set<string>();
  #pattern: RegExp | undefined;

  learn(real: string, fake: string): void {
    if (real.length < MEMORY_MIN_LENGTH || real === fake || this.#kept.has(real)) return;
    this.#fakes.delete(real);
    this.#fakes.set(real, fake);
    for (const oldest of this.#fakes.keys()) {
      if (this.#fakes.size <= MEMORY_LIMIT) break;
      this.#fakes.delete(oldest);
    }
    this.#pattern = undefined;
  }

  keep(value: string): void {
    if (value.length < MEMORY_MIN_LENGTH) return;
    this.#kept.add(value);
    const national = phNational(value);
    if (national !== undefined) this.#kept.add(`phone:${national}`);
    for (const oldest of this.#kept) {
      if (this.#kept.size <= MEMORY_LIMIT) break;
      this.#kept.delete(oldest);
    }
  }

  isKept(match: string): boolean {
    const national = phNational(match);
    return this.#kept.has(match) || (national !== undefined && this.#kept.has(`phone:${national}`));
  }

  fakeOf(real: string): string | undefined {
    return this.#fakes.get(real);
  }

  /** One pattern for every remembered value, longest first, on word boundaries. */
  pattern(): RegExp | undefined {
    if (this.#fakes.size === 0) return undefined;
    if (this.#pattern === undefined) {
      const values = [...this.#fakes.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
      this.#pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${values.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
    }
    return this.#pattern;
  }
}

/**
 * A redactor whose fakes are derived from `key`. Keep the key out of the snapshot: with it, a fake
 * phone can be matched to its real one by trying them all.
 *
 * @example
 * const redactor = createRedactor(process.env.REDACTION_KEY ?? randomBytes(32).toString('hex'));
 * redactor.redactJson({ data: { phone: '09171234567', orderId: 'ORD174' } });
 * // → { data: { phone: '09xxxxxxxxx' (a stable fake), orderId: 'ORD174' } }
 */
export function createRedactor(key: string): Redactor {
  if (key.length === 0)
    throw new Error(
      'Failed to create a redactor: the key is empty. Pass a secret that is kept out of the snapshot.',
    );
  const memory = new Memory();

  const stream = (kind: string, identity: string, attempt: number) =>
    new HmacStream(key, `${kind}\u0000${attempt}\u0000${identity}`);

  /** The first attempt that differs from the real value (a fixed list may pick it). */
  function differing(real: string, make: (attempt: number) => string): string {
    let fake = real;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      fake = make(attempt);
      if (fake.toLowerCase() !== real.toLowerCase()) return fake;
    }
    return fake;
  }

  // ---- Fakes of one value ---------------------------------------------------------------------

  /** Same length; a leading non-zero stays non-zero, so a number keeps its digit count. */
  function fakeDigitString(kind: string, digits: string, keepPrefix = ''): string {
    return differing(digits, (attempt) => {
      const source = stream(kind, digits, attempt);
      let out = keepPrefix;
      for (let index = keepPrefix.length; index < digits.length; index += 1) {
        const nonZero = index === 0 && digits[0] !== '0';
        out += nonZero ? String(1 + source.below(9)) : source.digit();
      }
      return out;
    });
  }

  /** Every digit replaced; letters, masks, spaces and dashes kept ('GCash 0917 ••• 1234'). */
  function fakeDigitsInPlace(text: string, kind = 'digits'): string {
    const digits = text.replace(/\D/g, '');
    if (digits.length === 0) return text;
    return overDigits(text, fakeDigitString(kind, digits));
  }

  /** '0917 123 4567' → '09xx xxx xxxx', '+63 917…' → '+63 9xx…': prefix and separators kept. */
  function fakePhMobile(text: string): string {
    const national = phNational(text);
    if (national === undefined) return fakeDigitsInPlace(text);
    const fakeNational = fakeDigitString('phone', national, '9');
    const prefixDigits = text.replace(/\D/g, '').length - national.length;
    return overDigits(text, fakeNational, prefixDigits);
  }

  /** The contract's 1[3-9]xxxxxxxxx registration mobile: the same shape. */
  function fakeContractMobile(text: string): string {
    return differing(text, (attempt) => {
      const source = stream('contract mobile', text, attempt);
      let out = `1${source.pick(MOBILE_SECOND_DIGITS)}`;
      while (out.length < text.length) out += source.digit();
      return out;
    });
  }

  function fakeEmail(text: string): string {
    const identity = text.toLowerCase();
    const source = stream('email', identity, 0);
    let hex = '';
    for (let index = 0; index < 10; index += 1) hex += source.below(16).toString(16);
    return `user-${hex}@example.invalid`;
  }

  /** The masks and grouping stay; a leading '09' stays too, so a masked mobile still reads as one. */
  function fakeMasked(text: string): string {
    const digits = text.replace(/\D/g, '');
    const keepPrefix = /^[^\d]*09/.test(text) ? '09' : '';
    if (digits.length <= keepPrefix.length) return text;
    return overDigits(text, fakeDigitString(`masked\u0000${text}`, digits, keepPrefix));
  }

  /** Same length and character classes; hex stays hex (device ids, UUIDs). */
  function fakeOpaque(text: string): string {
    const hex = /^[0-9a-f-]+$/i.test(text);
    return differing(text, (attempt) => {
      const source = stream('opaque', text, attempt);
      let out = '';
      for (const char of text) {
        if (/\d/.test(char)) out += source.digit();
        else if (/[a-z]/.test(char)) out += source.pick(hex ? LOWER_HEX : LOWER);
        else if (/[A-Z]/.test(char)) out += source.pick(hex ? UPPER_HEX : UPPER);
        else out += char;
      }
      return out;
    });
  }

  /** Session data that is JSON (the `building` header) stays JSON: its values are faked, keys kept. */
  function fakeOpaqueOrJson(text: string, rule: KeyRule): string {
    const trimmed = text.trim();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      try {
        return JSON.stringify(redactValue(JSON.parse(trimmed), rule));
      } catch {
        // Not JSON after all: faked as one opaque string below.
      }
    }
    return fakeOpaque(text);
  }

  function fakeFromList(kind: string, text: string, make: (source: HmacStream) => string): string {
    const identity = text.trim().replace(/\s+/g, ' ').toLowerCase();
    return sameCasing(
      text,
      differing(text, (attempt) => make(stream(kind, identity, attempt))),
    );
  }

  /** A date of birth in the same format (YYYY-MM-DD…, DD/MM/YYYY); anything else digit by digit. */
  function fakeBirthDate(text: string): string {
    const source = stream('birth date', text, 0);
    const year = String(1960 + source.below(45));
    const month = String(1 + source.below(12)).padStart(2, '0');
    const day = String(1 + source.below(28)).padStart(2, '0');
    const iso = /^(\d{4})-(\d{2})-(\d{2})(.*)$/.exec(text);
    if (iso !== null) return `${year}-${month}-${day}${iso[4] ?? ''}`;
    // Both first parts at most 12: valid whether the source wrote day or month first.
    if (/^\d{2}\/\d{2}\/\d{4}$/.test(text))
      return `${month}/${String(1 + source.below(12)).padStart(2, '0')}/${year}`;
    return fakeDigitsInPlace(text);
  }

  const KIND_FAKES: Record<Exclude<FakeKind, 'keep' | 'opaque'>, (text: string) => string> = {
    phone: fakePhMobile,
    email: (text) => (text.includes('@') ? fakeEmail(text) : fakeOpaque(text)),
    fullName: (text) =>
      fakeFromList('full name', text, (source) => `${source.pick(FIRSTS)} ${source.pick(LASTS)}`),
    firstName: (text) => fakeFromList('first name', text, (source) => source.pick(FIRSTS)),
    lastName: (text) => fakeFromList('last name', text, (source) => source.pick(LASTS)),
    address: (text) =>
      fakeFromList(
        'address',
        text,
        (source) =>
          `${1 + source.below(250)} ${source.pick(STREETS)} St., Brgy. ${source.pick(BARANGAYS)}, ${source.pick(CITIES)}`,
      ),
    street: (text) => fakeFromList('street', text, (source) => `${source.pick(STREETS)} St.`),
    barangay: (text) => fakeFromList('barangay', text, (source) => source.pick(BARANGAYS)),
    city: (text) => fakeFromList('city', text, (source) => source.pick(CITIES)),
    province: (text) => fakeFromList('province', text, (source) => source.pick(PROVINCES)),
    // Masked forms and long numbers are faked exactly as in text (same fake in a field and in a
    // sentence); a short account number (10 digits) digit by digit.
    digits: (text) => {
      const inText = redactText(text);
      return inText !== text ? inText : fakeDigitsInPlace(text);
    },
    birthDate: fakeBirthDate,
  };

  /** The fake of a string under a personal key; remembered so that text agrees. */
  function fakeByRule(text: string, rule: KeyRule): string {
    if (rule.fake === 'keep') {
      memory.keep(text);
      return text;
    }
    if (text.trim().length === 0) return text;
    const asWhole = WHOLE_VALUE_RULES.find((candidate) => candidate.test.test(text));
    const fake =
      asWhole !== undefined
        ? fakeMatch(asWhole.fake, text)
        : rule.fake === 'opaque'
          ? fakeOpaqueOrJson(text, rule)
          : KIND_FAKES[rule.fake](text);
    memory.learn(text, fake);
    return fake;
  }

  /**
   * A number under a personal key gets the same digit count (a mobile stored as 9171234567 gets
   * the fake of 09171234567). Decision: numbers under a keep rule, and numbers anywhere else, are
   * never faked: amounts, statuses, flags and counts are what the world runs on.
   */
  function fakeNumber(value: number, rule: KeyRule): number {
    if (rule.fake === 'keep' || !Number.isFinite(value)) return value;
    const text = String(Math.abs(value));
    if (text.includes('e')) return value;
    const fake = phNational(text) === text ? fakeDigitString('phone', text, '9') : fakeDigitsInPlace(text);
    return Math.sign(value) * Number(fake);
  }

  // ---- Text -----------------------------------------------------------------------------------

  /** A query string: each parameter by its key's rule (with the others as siblings), else as text. */
  function redactQuery(query: string): string {
    const pairs = query.slice(1).split('&');
    const names = pairs.map((pair) => decodePart(pair.split('=')[0] ?? ''));
    const redacted = pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return redactText(pair);
      const name = pair.slice(0, at);
      const raw = pair.slice(at + 1);
      const value = decodePart(raw);
      const rule = ruleForKey(decodePart(name), names);
      const fake = rule === undefined ? redactText(value) : fakeByRule(value, rule);
      return `${name}=${fake === value ? raw : encodeURIComponent(fake)}`;
    });
    return `?${redacted.join('&')}`;
  }

  function fakeMatch(fake: ValueFake, match: string): string {
    switch (fake) {
      case 'query':
        return redactQuery(match);
      case 'email':
        return fakeEmail(match);
      case 'masked':
        return fakeMasked(match);
      case 'phMobile':
        return fakePhMobile(match);
      case 'contractMobile':
        return fakeContractMobile(match);
      case 'digits':
        return fakeDigitsInPlace(match);
    }
  }

  function hitsOf(text: string): Hit[] {
    const hits: Hit[] = [];
    const remembered = memory.pattern();
    if (remembered !== undefined)
      for (const found of text.matchAll(remembered)) {
        const fake = memory.fakeOf(found[0]) ?? found[0];
        hits.push({
          start: found.index,
          end: found.index + found[0].length,
          priority: 0,
          replace: () => fake,
        });
      }
    VALUE_RULES.forEach((rule, index) => {
      for (const found of text.matchAll(rule.pattern)) {
        const match = found[0];
        if (rule.accept !== undefined && !rule.accept(match)) continue;
        const replace = () =>
          rule.fake !== 'query' && memory.isKept(match) ? match : fakeMatch(rule.fake, match);
        hits.push({ start: found.index, end: found.index + match.length, priority: index + 1, replace });
      }
    });
    return hits;
  }

  function redactText(text: string): string {
    let out = '';
    let from = 0;
    for (const hit of pickHits(hitsOf(text))) {
      out += text.slice(from, hit.start) + hit.replace();
      from = hit.end;
    }
    return out + text.slice(from);
  }

  // ---- JSON and fields ------------------------------------------------------------------------

  /** The rule a label/value row's label names (`{ text: 'Receiving account', value }`), if any. */
  function labelRuleOf(object: Record<string, unknown>): KeyRule | undefined {
    if (typeof object[LABELLED_VALUE_KEY] !== 'string') return undefined;
    for (const labelKey of LABEL_KEYS) {
      const label = object[labelKey];
      const rule = typeof label === 'string' ? ruleForLabel(label) : undefined;
      if (rule !== undefined) return rule;
    }
    return undefined;
  }

  /**
   * Decision: under a personal key an object or array is personal as a whole (`address: { line1,
   * zip }`): its strings are faked by that key's rule unless their own key has a rule. Under a keep
   * key it is redacted as usual: keeping a whole subtree could keep personal data.
   */
  function redactObject(
    object: Record<string, unknown>,
    inherited: KeyRule | undefined,
  ): Record<string, unknown> {
    const keys = Object.keys(object);
    const labelRule = labelRuleOf(object);
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const own = ruleForKey(key, keys) ?? (key === LABELLED_VALUE_KEY ? labelRule : undefined);
      const rule = own ?? inherited;
      const child = object[key];
      const childRule = rule?.fake === 'keep' && typeof child === 'object' ? undefined : rule;
      // Keys are data too: a map keyed by phone number must not keep the phone.
      out[redactText(key)] = redactValue(child, childRule);
    }
    return out;
  }

  function redactValue(value: unknown, rule: KeyRule | undefined): unknown {
    if (typeof value === 'string') return rule === undefined ? redactText(value) : fakeByRule(value, rule);
    if (typeof value === 'number') return rule === undefined ? value : fakeNumber(value, rule);
    if (Array.isArray(value)) return value.map((item) => redactValue(item, rule));
    if (isPlainObject(value)) return redactObject(value, rule);
    // Booleans, null and anything JSON does not make (left as they are).
    return value;
  }

  return {
    redactJson(value) {
      // Twice: the first pass learns every keyed value, so text before its field in the walk
      // ('message' before 'data.borrowerName') gets the same fake as the field.
      redactValue(value, undefined);
      return redactValue(value, undefined);
    },
    redactFields(record) {
      const keys = Object.keys(record);
      const once = () =>
        Object.fromEntries(
          keys.map((key) => {
            const rule = ruleForKey(key, keys);
            const value = record[key] ?? '';
            return [redactText(key), rule === undefined ? redactText(value) : fakeByRule(value, rule)];
          }),
        );
      once();
      return once();
    },
    redactText,
  };
}

/** A query part decoded ('%40' → '@'); a malformed escape is left as it came. */
function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
