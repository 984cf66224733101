// The redaction rules of recorded upstream traffic: THE one list of what counts
// as personal data and how each kind is faked. redact.ts applies them; nothing else decides.
//
// Two kinds of rules:
// - key rules name JSON object keys, form fields, query parameters and header names (compared
//   case-insensitively, without '_', '-' or spaces: `acc_no` = `accNo` = `ACC-NO`), and the labels
//   of label/value rows (`{ text: 'Receiving account', value: … }`, `{ code: 'walletNo', value: … }`);
// - value rules are patterns found anywhere in strings, also inside longer text ("Sent to 0917…").
//
// Rules are tried in order and the first match wins: the `keep` rules come first so a service phone
// or a pay code is never taken for personal data by a later, broader rule.

/**
 * How a matched value is faked (redact.ts). Every fake is derived from an HMAC of the real value,
 * so the same real value always gets the same fake.
 * - keep: not personal, left as it is (and left as it is when it shows up in text too);
 * - phone: a valid-looking mobile in the original's format (see the value rules);
 * - email: `user-<hex>@example.invalid`;
 * - fullName / firstName / lastName: a name from a fixed list;
 * - address / street / barangay / city / province: a fake Philippine address or part of one;
 * - digits: every digit replaced, everything else (channel name, mask, grouping) kept;
 * - birthDate: another date of birth in the same format;
 * - opaque: same length and character classes (ids, tokens, session data); JSON stays JSON.
 */
export type FakeKind =
  | 'keep'
  | 'phone'
  | 'email'
  | 'fullName'
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'street'
  | 'barangay'
  | 'city'
  | 'province'
  | 'digits'
  | 'birthDate'
  | 'opaque';

export interface KeyRule {
  readonly name: string;
  /** Normalised keys (see normalizeKey) the rule applies to. */
  readonly keys: readonly string[];
  /** Normalised key endings the rule applies to as well (`mayaCardNo` ends with `cardno`). */
  readonly endings?: readonly string[];
  /** Human labels of label/value rows the rule applies to ('Receiving account'). */
  readonly labels?: RegExp;
  /**
   * Applies only in an object that also holds a key of that kind: `personal` = any key a
   * non-keep rule matches, `service contact` = a key of the service-contact rule.
   */
  readonly besides?: 'personal' | 'service contact';
  readonly fake: FakeKind;
}

export const KEY_RULES: readonly KeyRule[] = [
  // Identifiers of the fake world's own records and the values QA switch on. Some are long digit
  // runs (a 12-digit pay code) that the card pattern below would otherwise fake; none of them
  // says who the borrower is. Amounts, dates, statuses and envelope codes need no rule: numbers
  // are never faked outside a personal key and no value pattern matches them.
  {
    name: 'record ids and codes',
    keys: [
      'orderid',
      'orderno',
      'productid',
      'productkey',
      'paycode',
      'channelnumber',
      'channelno',
      'repayrecordid',
      'repaymentrecordid',
      'problemid',
      'trackid',
      'eventid',
      'bankcode',
      'templateid',
      'pageid',
    ],
    labels: /^(order (no\.?|number|id)|product|pay code|reference( no\.?)?)$/i,
    fake: 'keep',
  },
  // Decision: the lender's customer-service contacts are kept. `telephone` of the order answer is
  // the service phone (contract: "Service phone; the app falls back to its configured default"),
  // `smWa` the service telephone/WhatsApp of contact-kf-info; kf*/service*/hotline are the same
  // kind. They are a company's published numbers, the same for every borrower, so they say
  // nothing about one person, and QA need the real ones to check the call and WhatsApp buttons.
  // They are kept in text too (redact.ts remembers them), so "Call 0917 555 0100" matches the field.
  {
    name: 'service contact',
    keys: [
      'telephone',
      'smwa',
      'hotline',
      'kfphone',
      'kftel',
      'kfmobile',
      'kfwhatsapp',
      'kfwa',
      'kfemail',
      'kfmail',
      'servicephone',
      'servicetel',
      'serviceemail',
      'servicemail',
      'supportphone',
      'supportemail',
      'csphone',
      'csemail',
    ],
    labels: /\b(service|hotline|support|customer care)\b/i,
    fake: 'keep',
  },
  // contact-kf-info answers `{ email, smWa }`: an `email` beside a service contact is the lender's
  // support mailbox, kept for the same reason.
  { name: 'service e-mail', keys: ['email', 'mail'], besides: 'service contact', fake: 'keep' },
  {
    name: 'e-mail',
    keys: ['email', 'mail', 'mailbox'],
    endings: ['email', 'emailaddress'],
    labels: /^e-?mail( address)?$/i,
    fake: 'email',
  },
  // `userName` of register is "the phone again": the name rules below fake a value that is a
  // whole phone or e-mail as a phone or e-mail (redact.ts), so it gets the same fake as `phone`.
  {
    name: 'phone',
    keys: [
      'phone',
      'mobile',
      'tel',
      'telno',
      'msisdn',
      'cellphone',
      'contactno',
      'contactnumber',
      'whatsapp',
      'viber',
    ],
    endings: ['phone', 'phoneno', 'phonenumber', 'mobile', 'mobileno', 'mobilenumber', 'msisdn'],
    labels: /^(mobile|phone|cellphone|whatsapp|viber|contact)( (no\.?|number))?$/i,
    fake: 'phone',
  },
  { name: 'first name', keys: ['firstname', 'givenname', 'fname'], fake: 'firstName' },
  {
    name: 'last name',
    keys: ['lastname', 'surname', 'familyname', 'middlename', 'maidenname', 'mothermaidenname', 'lname'],
    fake: 'lastName',
  },
  {
    name: 'full name',
    keys: ['realname', 'fullname', 'username', 'nickname', 'cardholder', 'accountholder', 'beneficiary'],
    endings: [
      'realname',
      'fullname',
      'username',
      'borrowername',
      'holdername',
      'customername',
      'contactname',
      'spousename',
      'relativename',
      'beneficiaryname',
      'payername',
      'payeename',
      'recipientname',
      'receivername',
      'sendername',
      'accountname',
    ],
    labels:
      /^(name|full name|borrower( name)?|account (name|holder)|card ?holder( name)?|customer( name)?|recipient|beneficiary)$/i,
    fake: 'fullName',
  },
  // Decision: a bare `name` names a thing in this API (repayment channels, banks, picker entries,
  // notice groups: `{ name: 'GCash', channel_number: '90006' }`), and faking those would break the
  // world. It is a person's name only beside personal data, e.g. a contact `{ name, phone }`.
  { name: 'name beside personal data', keys: ['name'], besides: 'personal', fake: 'fullName' },
  // Government ids: the Philippine TIN, SSS, UMID, PhilSys (PSN/CRN), PhilHealth, Pag-IBIG, PRC,
  // passport, driver's licence. Faked with the same length and character classes.
  {
    name: 'id number',
    keys: [
      'tin',
      'tinno',
      'sss',
      'sssno',
      'umid',
      'umidno',
      'crn',
      'psn',
      'prc',
      'prcno',
      'passport',
      'philsys',
    ],
    endings: [
      'idcard',
      'idcardno',
      'idno',
      'idnumber',
      'identityno',
      'identitynumber',
      'identitycard',
      'nationalid',
      'passportno',
      'passportnumber',
      'driverslicense',
      'driverlicense',
      'licenseno',
      'licensenumber',
      'philhealth',
      'philhealthno',
      'pagibig',
      'pagibigno',
      'philsysno',
      'postalid',
      'voterid',
    ],
    labels:
      /^(id (card|no\.?|number)|tin|sss( no\.?)?|umid|passport( no\.?)?|philsys( no\.?)?|philhealth|pag-?ibig|driver'?s licen[cs]e)$/i,
    fake: 'opaque',
  },
  // Card, bank and wallet accounts. `account` of an order is 'GCash 0917 ••• 1234' (store/shared/
  // orders.ts): only its digits are faked, the channel and the mask stay. `alipay` is the wallet
  // account of the legacy repayment answer. A value without digits ('Not bound') is kept: an
  // account holder's name travels under a name key.
  {
    name: 'card or account number',
    keys: ['account', 'alipay', 'iban', 'bankcard'],
    endings: [
      'cardno',
      'cardnum',
      'cardnumber',
      'bankcardno',
      'accountno',
      'accountnum',
      'accountnumber',
      'accno',
      'acctno',
      'bankaccount',
      'bankaccountno',
      'walletno',
      'walletnumber',
      'walletaccount',
    ],
    labels:
      /^(receiving |bank |e-?wallet |gcash |maya |disbursement |repayment )?(account|card|wallet)( (no\.?|number))?$/i,
    fake: 'digits',
  },
  // Session, device and user identifiers, and the app's session headers (DESIGN §4: `building`,
  // `gather`, `swift`, `eyes` carry page-address session parameters). `deviceName` is included:
  // on iOS it is often the owner's name ("Maria's iPhone"). Before the address rules so that
  // `ipAddress` / `macAddress` are not taken for postal addresses.
  {
    name: 'session, device and user ids',
    keys: [
      'sessionid',
      'sid',
      'token',
      'deviceid',
      'devicename',
      'advertisingid',
      'idfa',
      'idfv',
      'gaid',
      'adid',
      'androidid',
      'imei',
      'imsi',
      'meid',
      'serialno',
      'mac',
      'macaddress',
      'ip',
      'ipaddress',
      'clientip',
      'userid',
      'uid',
      'customerid',
      'memberid',
      'borrowerid',
      'openid',
      'unionid',
      'building',
      'gather',
      'swift',
      'eyes',
      'cookie',
      'setcookie',
      'authorization',
      'proxyauthorization',
    ],
    endings: ['token', 'sessionid', 'deviceid', 'userid'],
    fake: 'opaque',
  },
  // One-time codes and passwords: credentials of the borrower's phone or account. Long expired by
  // the time anyone reads a snapshot, but a credential all the same, and the world needs no real one.
  {
    name: 'codes and passwords',
    keys: ['smscode', 'verifycode', 'vcode', 'otp', 'capcode', 'captcha', 'pin', 'password', 'passwd', 'pwd'],
    fake: 'opaque',
  },
  {
    name: 'address',
    keys: ['addr', 'address1', 'address2', 'addressline1', 'addressline2'],
    endings: ['address', 'addressline'],
    labels: /^(home |present |permanent |current |residential )?address$/i,
    fake: 'address',
  },
  { name: 'street', keys: ['street', 'streetname'], labels: /^street$/i, fake: 'street' },
  {
    name: 'barangay',
    keys: ['barangay', 'brgy', 'village'],
    labels: /^(barangay|brgy\.?)$/i,
    fake: 'barangay',
  },
  // `branchCity` is a field of the bind-bank form (where the borrower's account was opened).
  {
    name: 'city',
    keys: ['city', 'cityname', 'municipality', 'town', 'branchcity', 'homecity'],
    labels: /^(city|branch city|municipality)$/i,
    fake: 'city',
  },
  { name: 'province', keys: ['province', 'region'], labels: /^(province|region)$/i, fake: 'province' },
  { name: 'postal code', keys: ['zip', 'zipcode', 'postcode', 'postalcode'], fake: 'digits' },
  { name: 'date of birth', keys: ['birthday', 'birthdate', 'dateofbirth', 'dob', 'bday'], fake: 'birthDate' },
  { name: 'location', keys: ['lat', 'lng', 'lon', 'latitude', 'longitude', 'gps'], fake: 'digits' },
];

/** How a value pattern's match is faked (redact.ts). */
export type ValueFake = 'query' | 'email' | 'masked' | 'phMobile' | 'contractMobile' | 'digits';

export interface ValueRule {
  readonly name: string;
  /** Global pattern; every match is a candidate. */
  readonly pattern: RegExp;
  /** A further check of a match, for what a pattern cannot say. */
  readonly accept?: (match: string) => boolean;
  readonly fake: ValueFake;
}

const MASK = '•*●xX';

/** A 13-digit run starting with 1 is a millisecond timestamp (2001-2033), not an account number. */
function isNotTimestamp(match: string): boolean {
  return !/^1\d{12}$/.test(match);
}

/** A run of digits and masks is a masked number only with a digit and at least two masks in a row. */
function isMaskedNumber(match: string): boolean {
  return /\d/.test(match) && new RegExp(`[${MASK}]{2,}`).test(match);
}

/**
 * The value patterns, in priority order: where two matches start at the same place the longer one
 * wins, then the earlier rule. Order matters: '+63 917 123 4567' is a phone, not a 12-digit card.
 */
export const VALUE_RULES: readonly ValueRule[] = [
  // A query string in a link ('…/track?phone=0917…&orderId=ORD174'): each parameter is redacted
  // by the key rules (the phone faked, the order id kept), the rest of the link is left alone.
  { name: 'query string', pattern: /\?[^\s"'<>#]+/g, fake: 'query' },
  // Also masked ones ('ju***@gmail.com'): the local part is faked whole.
  {
    name: 'e-mail',
    pattern: /[A-Za-z0-9._%+*•-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g,
    fake: 'email',
  },
  // 'GCash 0917 ••• 1234', '**** **** **** 1234', '0917XXX1234': the masks and grouping stay.
  {
    name: 'masked number',
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])[\\d${MASK}](?:[\\d${MASK} -]*[\\d${MASK}])?(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    accept: isMaskedNumber,
    fake: 'masked',
  },
  // Philippine mobiles: 09xxxxxxxxx, +639xxxxxxxxx, 639xxxxxxxxx, with or without spaces/dashes.
  {
    name: 'PH mobile',
    pattern: /(?<![\d+])(?:\+63|63|0)[ -]?9\d{2}[ -]?\d{3}[ -]?\d{4}(?!\d)/g,
    fake: 'phMobile',
  },
  // Decision: the contract's registration phone (openapi/paths/promotion.yaml `Mobile`, spec §5) is
  // 11 digits starting 1[3-9]; free text with such a number is taken for a phone. A record id of
  // that shape would be faked too, consistently, which keeps relations.
  { name: 'contract mobile', pattern: /(?<!\d)1[3-9]\d{9}(?!\d)/g, fake: 'contractMobile' },
  // Card and account numbers: 12-19 digits, also grouped by spaces or dashes.
  {
    name: 'card or account number',
    pattern: /(?<!\d)\d(?:[ -]?\d){11,18}(?!\d)/g,
    accept: isNotTimestamp,
    fake: 'digits',
  },
];

/** Keys whose value names the row of a label/value pair (`{ text, value }`, `{ code, value }`). */
export const LABEL_KEYS = ['code', 'key', 'field', 'label', 'name', 'title', 'text'] as const;
/** The value key of a label/value pair. */
export const LABELLED_VALUE_KEY = 'value';

/**
 * A key as the rules compare it: lower case, letters and digits only.
 *
 * @example normalizeKey('acc_no') // 'accno'
 */
export function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function matchesKey(rule: KeyRule, normalized: string): boolean {
  return rule.keys.includes(normalized) || (rule.endings?.some((end) => normalized.endsWith(end)) ?? false);
}

/** The first rule without a condition that matches the key. */
function plainRuleFor(normalized: string): KeyRule | undefined {
  return KEY_RULES.find((rule) => rule.besides === undefined && matchesKey(rule, normalized));
}

function besideHolds(rule: KeyRule, normalized: string, siblings: readonly string[]): boolean {
  return siblings.some((sibling) => {
    const other = normalizeKey(sibling);
    if (other === normalized) return false;
    const found = plainRuleFor(other);
    if (found === undefined) return false;
    return rule.besides === 'service contact' ? found.name === 'service contact' : found.fake !== 'keep';
  });
}

/**
 * The rule for a key, given the other keys of its object (or form, or query string).
 *
 * @example ruleForKey('mobileNo')?.fake // 'phone'
 * @example ruleForKey('name', ['name', 'phone'])?.fake // 'fullName' (a contact)
 */
export function ruleForKey(key: string, siblings: readonly string[] = []): KeyRule | undefined {
  const normalized = normalizeKey(key);
  return KEY_RULES.find(
    (rule) =>
      matchesKey(rule, normalized) && (rule.besides === undefined || besideHolds(rule, normalized, siblings)),
  );
}

/**
 * The rule for the label of a label/value row: a field code ('walletNo') or a human label
 * ('Receiving account').
 *
 * @example ruleForLabel('Receiving account')?.fake // 'digits'
 */
export function ruleForLabel(label: string): KeyRule | undefined {
  return (
    plainRuleFor(normalizeKey(label)) ??
    KEY_RULES.find((rule) => rule.besides === undefined && (rule.labels?.test(label.trim()) ?? false))
  );
}
