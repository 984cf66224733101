import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedactor } from './redact.ts';
import { ruleForKey, ruleForLabel } from './redaction-rules.ts';

const KEY = 'test-key-not-a-secret';

/** One recorded call: what the app sent and what the upstream answered. */
interface RecordedCall {
  operationId: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  form: Record<string, string>;
  answer: unknown;
}

const SESSION = {
  sessionId: 'sess-8f3a9c2e77',
  deviceId: 'a1b2c3d4e5f60789',
  deviceName: "Rosalinda's iPhone",
  appVersion: '2.3.1',
  osVersion: '17.4',
  advertisingId: '38400000-8cf0-11bd-b23e-10b96e40000d',
};

const HEADERS = {
  building: '{"uid":"U77881234","sessionId":"sess-8f3a9c2e77","phone":"09171234567"}',
  gather: 'gather-planted-7788',
  swift: 'swift-planted-5566',
  eyes: 'eyes-planted-3344',
  Cookie: 'SESSION=plantedcookie123',
  Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.planted',
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'application/json',
};

const PAY_URL =
  '/repaymentOfCode?type=1&amount=500000&payCode=123456789012&channelNumber=90008&orderId=ORD174&sessionId=sess-8f3a9c2e77';

/** A recording full of planted personal data, shaped like the contract's answers. */
const CALLS: RecordedCall[] = [
  {
    operationId: 'register',
    query: SESSION,
    headers: HEADERS,
    form: {
      phone: '09171234567',
      userName: '09171234567',
      capcode: 'K7QP',
      sid: 'sid-planted-42',
      smsCode: '482913',
      merchantNumber: '0',
      id: 'TPL1',
      utm_tag: 'fb',
    },
    answer: {
      code: '00',
      message: 'Welcome! We sent a code to +639171234567.',
      data: { userId: 'U77881234' },
    },
  },
  {
    operationId: 'loanDetails',
    query: SESSION,
    headers: HEADERS,
    form: { productId: 'P1001', orderId: 'ORD174' },
    answer: {
      code: '00',
      message: '',
      success: true,
      data: {
        orderStatus: 174,
        noticeStatusText: 'Due today',
        noticeDesText:
          'Hi Rosalinda Macaraeg, we sent the money to GCash 0917 ••• 5521. Questions? rosalinda.macaraeg@gmail.com',
        productName: 'Peso Lend',
        productLogo: '/__fake/assets/p1001.svg',
        userOrderDetail: {
          detail: [
            { text: 'Order No.', value: 'ORD174' },
            { text: 'Loan amount', value: '₱5,000.00' },
            { text: 'Receiving account', value: 'GCash 0917 ••• 5521' },
            { text: 'Borrower', value: 'Rosalinda Macaraeg' },
            { text: 'Due date', value: '2025-11-24' },
          ],
        },
        h5Url:
          'https://pay.lender.example/repay?orderId=ORD174&phone=09171234567&email=rosalinda.macaraeg%40gmail.com',
        isDelay: '0',
        telephone: '0917 555 0100',
        KindTipsMsg: 'Call us on 0917 555 0100 only. We never call from 0918 765 4321.',
        borrowerName: 'Rosalinda Macaraeg',
        account: 'GCash 0917 ••• 5521',
        borrower: {
          mobile: 9171234567,
          email: 'Rosalinda.Macaraeg@gmail.com',
          idNo: '33-1928374-6',
          tin: '123-456-789-000',
          umid: '0028-1234567-8',
          birthday: '1991-03-14',
          address: { line1: '45 Kalayaan Ave., Brgy. Pinagkaisahan', city: 'Tuguegarao City', zip: '3500' },
          contacts: [
            { name: 'Crisanto Dimaculangan', phone: '0918-765-4321', relation: 'Brother' },
            { name: 'Evangeline Pangilinan', phone: '639209876543', relation: 'Mother' },
          ],
        },
      },
    },
  },
  {
    operationId: 'getInstalmentPlan',
    query: SESSION,
    headers: HEADERS,
    form: { productId: 'P1001', orderId: 'ORD174' },
    answer: {
      code: '00',
      message: '',
      success: true,
      data: {
        repayAmount: 500000,
        repayDate: '2025-11-24',
        repayList: [
          { name: 'GCash', logo: '/__fake/assets/ch-90006.svg', channel_number: '90006' },
          { name: '7-Eleven', logo: '/__fake/assets/ch-90008.svg', channel_number: '90008' },
        ],
        defDetail: {
          payCode: '123456789012',
          logo: '/__fake/assets/ch-90008.svg',
          title: 'Pay code',
          payNotice: [],
        },
        noticeMsg: 'Pay before 10 PM on the due date.',
        isShowReyTop: 1,
      },
    },
  },
  {
    operationId: 'generatePayCode',
    query: SESSION,
    headers: HEADERS,
    form: { productId: 'P1001', orderId: 'ORD174', amount: '500000', channelNumber: '90008' },
    answer: { code: '00', message: '', success: true, data: { payUrl: PAY_URL } },
  },
  {
    operationId: 'repaymentWay',
    query: SESSION,
    headers: HEADERS,
    form: {},
    answer: {
      code: '00',
      message: '',
      data: {
        alipay: '+63 945 111 2233',
        repayToken: 'RT-planted-7781',
        bankCards: [{ id: 'LC1', bankName: 'BDO Unibank', cardNo: '**** **** **** 4321', bankCode: 'BDO' }],
      },
    },
  },
  {
    operationId: 'repaymentCommit',
    query: SESSION,
    headers: HEADERS,
    form: {
      amount: '500000',
      bankName: 'BDO Unibank',
      cardId: 'LC1',
      cardNo: '4111 1111 1111 1111',
      orderId: 'ORD174',
      repayToken: 'RT-planted-7781',
      bankCode: 'BDO',
      sendMsg: '1',
    },
    answer: {
      code: '00',
      message: 'Code sent to 0917-123-4567',
      data: { needValid: 1, repayRecordId: 'RR1002' },
    },
  },
  {
    operationId: 'bindCardNew',
    query: SESSION,
    headers: HEADERS,
    form: {
      product_id: 'P1001',
      cardType: '2',
      channelNumber: '20001',
      accountNo: '001234567890',
      branchCode: '123',
      branchCity: 'Tuguegarao City',
      mobile: '+63 945 111 2233',
      salaryDay: '15',
    },
    answer: {
      code: '00',
      message: '',
      data: {
        items: [
          {
            code: 'walletNo',
            cate: 'text',
            title: 'E-wallet number',
            value: '09171234567',
            channelNumber: '',
          },
          { code: 'channel', cate: 'enum', title: 'Bank', value: '20001', channelNumber: '' },
        ],
        cardTypes: [{ cardType: 2, title: 'Bank account' }],
        channelCode: 'channel',
      },
    },
  },
  {
    operationId: 'getServiceContacts',
    query: SESSION,
    headers: HEADERS,
    form: { type: '1' },
    answer: { code: '00', message: '', data: { email: 'support@example.ph', smWa: '0917 555 0100' } },
  },
  {
    operationId: 'problemSave',
    query: SESSION,
    headers: HEADERS,
    form: {
      problemType: '1',
      problemSonType: '2',
      problemDetail:
        'The agent called my brother at 0918 765 4321 and 13812345678, asked for card 4111-1111-1111-1111. Reply to rosalinda.macaraeg@gmail.com',
      orderNo: 'ORD174',
    },
    answer: { code: '00', message: '', data: { problemId: 'CP1006' } },
  },
  {
    operationId: 'profile (not in the contract)',
    query: { ...SESSION, phone: '09171234567' },
    headers: HEADERS,
    form: {},
    answer: {
      code: '00',
      message: 'Account 1234509876 of Rosalinda Macaraeg verified',
      data: {
        user: {
          fullName: 'Rosalinda Macaraeg',
          firstName: 'Evangeline',
          lastName: 'Pangilinan',
          street: 'Kalayaan Ave.',
          barangay: 'Pinagkaisahan',
          city: 'Tuguegarao City',
          province: 'Nueva Vizcaya',
          bankAccount: '1234509876',
          idCard: 'P1234567A',
          latitude: 17.6132,
          longitude: 121.727,
        },
        lastLoginByPhone: { '09171234567': '2025-11-23' },
      },
    },
  },
];

/** Planted text that must not reach the disk in any letter case. */
const PLANTED_TEXT = [
  'Rosalinda',
  'Macaraeg',
  'Crisanto',
  'Dimaculangan',
  'Evangeline',
  'Pangilinan',
  'Kalayaan',
  'Pinagkaisahan',
  'Tuguegarao',
  'Vizcaya',
  'rosalinda.macaraeg',
  'GCash 0917 ••• 5521',
  '**** **** **** 4321',
  'P1234567A',
  'U77881234',
  '8f3a9c2e77',
  'a1b2c3d4e5f60789',
  '38400000-8cf0-11bd-b23e-10b96e40000d',
  'eyJhbGciOiJIUzI1NiJ9',
  'iPhone',
  'planted',
  'Bearer',
  'SESSION=',
  '17.6132',
  '121.727',
];

/** Planted numbers: on disk in no grouping (spaces, dashes) and no prefix (0, 63, +63). */
const PLANTED_DIGITS = [
  '9171234567',
  '9187654321',
  '9209876543',
  '9451112233',
  '13812345678',
  '4111111111111111',
  '001234567890',
  '1234509876',
  '3319283746',
  '123456789000',
  '002812345678',
  '482913',
  '19910314',
];

/** The digits with any spaces or dashes between them: '0917 123 4567' and '0917-1234567' alike. */
function anyGrouping(digits: string): RegExp {
  return new RegExp([...digits].join('[\\s-]*'));
}

function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function text(value: unknown, path: string): string {
  const found = at(value, path);
  if (typeof found !== 'string') throw new Error(`Test bug: ${path} is not a string but ${String(found)}`);
  return found;
}

describe('a recording full of personal data, redacted and written to disk', () => {
  let dir = '';
  let onDisk = '';
  const redactor = createRedactor(KEY);
  const original = structuredClone(CALLS);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'redact-'));
    CALLS.forEach((call, index) => {
      const redacted = {
        operationId: call.operationId,
        query: redactor.redactFields(call.query),
        headers: redactor.redactFields(call.headers),
        form: redactor.redactFields(call.form),
        answer: redactor.redactJson(call.answer),
      };
      writeFileSync(join(dir, `${String(index).padStart(2, '0')}.json`), JSON.stringify(redacted, null, 2));
    });
    onDisk = readdirSync(dir)
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes none of the planted text', () => {
    const lower = onDisk.toLowerCase();
    const leaked = PLANTED_TEXT.filter((planted) => lower.includes(planted.toLowerCase()));
    expect(leaked).toEqual([]);
  });

  it('writes none of the planted numbers, in any grouping or prefix', () => {
    const leaked = PLANTED_DIGITS.filter((digits) => anyGrouping(digits).test(onDisk));
    expect(leaked).toEqual([]);
  });

  it('writes no planted e-mail, also URL-encoded', () => {
    expect(onDisk.toLowerCase()).not.toContain('gmail.com');
    expect(onDisk).toMatch(/user-[0-9a-f]{10}@example\.invalid/);
    expect(onDisk).toMatch(/email=user-[0-9a-f]{10}%40example\.invalid/);
  });

  it('did not change the recording it read', () => {
    expect(CALLS).toEqual(original);
  });

  it('leaves what the world runs on as it was', () => {
    const files = readdirSync(dir).map(
      (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown,
    );
    const [register, details, plan, vcode, way, commit, bind, contact, complaint] = files;
    expect(at(register, 'answer.code')).toBe('00');
    expect(at(register, 'query.appVersion')).toBe('2.3.1');
    expect(at(register, 'headers.accept')).toBe('application/json');
    expect(at(details, 'form')).toEqual({ productId: 'P1001', orderId: 'ORD174' });
    expect(at(details, 'answer.data.orderStatus')).toBe(174);
    expect(at(details, 'answer.data.productLogo')).toBe('/__fake/assets/p1001.svg');
    expect(at(details, 'answer.data.userOrderDetail.detail.0')).toEqual({
      text: 'Order No.',
      value: 'ORD174',
    });
    expect(at(details, 'answer.data.userOrderDetail.detail.1')).toEqual({
      text: 'Loan amount',
      value: '₱5,000.00',
    });
    expect(at(details, 'answer.data.userOrderDetail.detail.4')).toEqual({
      text: 'Due date',
      value: '2025-11-24',
    });
    expect(text(details, 'answer.data.h5Url')).toMatch(
      /^https:\/\/pay\.lender\.example\/repay\?orderId=ORD174&phone=09\d{9}&/,
    );
    expect(at(details, 'answer.data.borrower.contacts.0.relation')).toBe('Brother');
    expect(at(plan, 'answer.data')).toEqual(at(CALLS[2], 'answer.data'));
    expect(at(vcode, 'answer.data.payUrl')).toBe(
      PAY_URL.replace('sess-8f3a9c2e77', text(register, 'query.sessionId')),
    );
    expect(at(way, 'answer.data.bankCards.0')).toMatchObject({
      id: 'LC1',
      bankName: 'BDO Unibank',
      bankCode: 'BDO',
    });
    expect(at(commit, 'form')).toMatchObject({
      amount: '500000',
      cardId: 'LC1',
      orderId: 'ORD174',
      sendMsg: '1',
    });
    expect(at(commit, 'answer.data')).toEqual({ needValid: 1, repayRecordId: 'RR1002' });
    expect(at(bind, 'form')).toMatchObject({
      product_id: 'P1001',
      channelNumber: '20001',
      branchCode: '123',
    });
    expect(at(bind, 'answer.data.items.1')).toMatchObject({ code: 'channel', value: '20001' });
    expect(at(complaint, 'form')).toMatchObject({ problemType: '1', orderNo: 'ORD174' });
    expect(at(complaint, 'answer.data.problemId')).toBe('CP1006');
    // Decision in redaction-rules.ts: the lender's service contacts are not personal.
    expect(at(contact, 'answer.data')).toEqual({ email: 'support@example.ph', smWa: '0917 555 0100' });
    expect(at(details, 'answer.data.telephone')).toBe('0917 555 0100');
    expect(text(details, 'answer.data.KindTipsMsg')).toMatch(
      /^Call us on 0917 555 0100 only\. We never call from 09\d\d \d{3} \d{4}\.$/,
    );
  });

  it('keeps relations: one real value, one fake, wherever it appears', () => {
    const files = readdirSync(dir).map(
      (file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown,
    );
    const [register, details, , , , , , , , profile] = files;
    const phone = text(register, 'form.phone');
    expect(text(register, 'form.userName')).toBe(phone);
    expect(text(register, 'answer.message')).toBe(`Welcome! We sent a code to +63${phone.slice(1)}.`);
    expect(at(details, 'answer.data.borrower.mobile')).toBe(Number(phone));
    expect(text(details, 'answer.data.h5Url')).toContain(`phone=${phone}&`);
    expect(Object.keys(at(profile, 'answer.data.lastLoginByPhone') as object)).toEqual([phone]);
    const name = text(details, 'answer.data.borrowerName');
    expect(text(details, 'answer.data.userOrderDetail.detail.3.value')).toBe(name);
    expect(text(details, 'answer.data.noticeDesText')).toContain(`Hi ${name}, `);
    expect(text(profile, 'answer.data.user.fullName')).toBe(name);
    const account = text(details, 'answer.data.account');
    expect(text(details, 'answer.data.userOrderDetail.detail.2.value')).toBe(account);
    expect(text(details, 'answer.data.noticeDesText')).toContain(`money to ${account}.`);
    expect(text(profile, 'answer.message')).toBe(
      `Account ${text(profile, 'answer.data.user.bankAccount')} of ${name} verified`,
    );
    expect(text(register, 'query.sessionId')).toBe(text(details, 'query.sessionId'));
  });
});

describe('createRedactor', () => {
  const redactor = createRedactor(KEY);
  const phoneFake = redactor.redactText('09171234567');

  it('fakes the same value the same way every time, in fields, JSON and text', () => {
    expect(redactor.redactText('09171234567')).toBe(phoneFake);
    expect(createRedactor(KEY).redactText('09171234567')).toBe(phoneFake);
    expect(redactor.redactFields({ phone: '09171234567' }).phone).toBe(phoneFake);
    expect(at(redactor.redactJson({ data: { mobile: '0917 123 4567' } }), 'data.mobile')).toBe(
      `${phoneFake.slice(0, 4)} ${phoneFake.slice(4, 7)} ${phoneFake.slice(7)}`,
    );
    expect(redactor.redactText('Sent to +639171234567')).toBe(`Sent to +63${phoneFake.slice(1)}`);
  });

  it('fakes differently under another key', () => {
    const other = createRedactor('another key');
    expect(other.redactText('09171234567')).not.toBe(phoneFake);
    expect(other.redactText('a@b.ph')).not.toBe(redactor.redactText('a@b.ph'));
    expect(
      at(other.redactJson({ borrowerName: 'Rosalinda Macaraeg', userId: 'U1234567' }), 'userId'),
    ).not.toBe(at(redactor.redactJson({ borrowerName: 'Rosalinda Macaraeg', userId: 'U1234567' }), 'userId'));
  });

  it('keeps the shape of what it fakes', () => {
    expect(phoneFake).toMatch(/^09\d{9}$/);
    expect(redactor.redactText('0917 123 4567')).toMatch(/^09\d\d \d{3} \d{4}$/);
    expect(redactor.redactText('+63 917-123-4567')).toMatch(/^\+63 9\d\d-\d{3}-\d{4}$/);
    expect(redactor.redactText('639171234567')).toMatch(/^639\d{9}$/);
    expect(redactor.redactText('13812345678')).toMatch(/^1[3-9]\d{9}$/);
    expect(redactor.redactText('me: juan.cruz@gmail.com')).toMatch(
      /^me: user-[0-9a-f]{10}@example\.invalid$/,
    );
    const card = redactor.redactText('4111 1111 1111 1111');
    expect(card).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(card).not.toBe('4111 1111 1111 1111');
    expect(redactor.redactText('4111-1111-1111-1111-111')).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}-\d{3}$/);
    const masked = redactor.redactText('GCash 0917 ••• 5521');
    expect(masked).toMatch(/^GCash 09\d\d ••• \d{4}$/);
    expect(masked).not.toBe('GCash 0917 ••• 5521');
    expect(redactor.redactText('**** **** **** 4321')).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    const fakes = redactor.redactJson({
      accountNo: '1234509876',
      idNo: '33-1928374-6',
      userId: 987654,
    });
    expect(text(fakes, 'accountNo')).toMatch(/^\d{10}$/);
    expect(text(fakes, 'idNo')).toMatch(/^\d{2}-\d{7}-\d$/);
    expect(String(at(fakes, 'userId'))).toMatch(/^[1-9]\d{5}$/);
    // A bare `name` beside no personal data names a thing (a channel, a bank).
    expect(redactor.redactJson({ name: 'GCash', channel_number: '90006' })).toEqual({
      name: 'GCash',
      channel_number: '90006',
    });
    const person = redactor.redactJson({
      fullName: 'JUAN DELA CRUZ',
      firstName: 'Juan',
      city: 'Tuguegarao City',
    });
    expect(text(person, 'fullName')).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(text(person, 'firstName')).not.toBe('Juan');
    expect(text(person, 'city')).not.toBe('Tuguegarao City');
  });

  it('keeps session data that is JSON as JSON', () => {
    const fields = redactor.redactFields({ building: '{"uid":"U77881234","phone":"09171234567","ok":true}' });
    const building = JSON.parse(fields.building ?? '') as Record<string, unknown>;
    expect(Object.keys(building)).toEqual(['uid', 'phone', 'ok']);
    expect(building.uid).toMatch(/^[A-Z]\d{8}$/);
    expect(building.phone).toBe(phoneFake);
    expect(building.ok).toBe(true);
  });

  it('leaves text without personal data alone', () => {
    const calm =
      'Order ORD174: ₱5,000.00 due 2025-11-24 (status 174, code 800005, channel 90006), at 1732437600000';
    expect(redactor.redactText(calm)).toBe(calm);
    expect(redactor.redactText('/__fake/assets/p1001.svg?v=2')).toBe('/__fake/assets/p1001.svg?v=2');
  });

  it('refuses an empty key', () => {
    expect(() => createRedactor('')).toThrow(/key is empty/);
  });
});

describe('the rules', () => {
  it('match keys whatever their case and separators', () => {
    expect(ruleForKey('acc_no')?.fake).toBe('digits');
    expect(ruleForKey('MOBILE-NO')?.fake).toBe('phone');
    expect(ruleForKey('mayaCardNo')?.fake).toBe('digits');
    expect(ruleForKey('Authorization')?.fake).toBe('opaque');
    expect(ruleForKey('orderId')?.fake).toBe('keep');
    expect(ruleForKey('productName')).toBeUndefined();
  });

  it('tell a person from a thing by what stands beside it', () => {
    expect(ruleForKey('name', ['name', 'logo', 'channel_number'])).toBeUndefined();
    expect(ruleForKey('name', ['name', 'phone'])?.fake).toBe('fullName');
    expect(ruleForKey('email', ['email', 'smWa'])?.fake).toBe('keep');
    expect(ruleForKey('email', ['email', 'phone'])?.fake).toBe('email');
  });

  it('read the labels of label/value rows', () => {
    expect(ruleForLabel('Receiving account')?.fake).toBe('digits');
    expect(ruleForLabel('walletNo')?.fake).toBe('digits');
    expect(ruleForLabel('Mobile number')?.fake).toBe('phone');
    expect(ruleForLabel('Order No.')?.fake).toBe('keep');
    expect(ruleForLabel('Loan amount')).toBeUndefined();
    expect(ruleForLabel('Account issue')).toBeUndefined();
  });
});
