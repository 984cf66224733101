import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capLength,
  countChars,
  digitsOnly,
  isDecimal,
  isEmail,
  isInteger,
  isMainlandPhone,
  isPayableAmount,
  isPromotionMobile,
  isUrl,
  isUuid,
  mobileInput,
} from './validators';

describe('isEmail', () => {
  it.each(['user@example.com', 'first.last+tag@mail.example.ph', 'a@b.co'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    '',
    'user',
    'user@',
    '@example.com',
    'user@example',
    'a b@example.com',
    'a@b@c.com',
    'a@.com',
    'a@b.',
  ])('rejects %s', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('isMainlandPhone', () => {
  it('accepts 1 followed by 10 digits', () => {
    expect(isMainlandPhone('12345678901')).toBe(true);
    expect(isMainlandPhone('10000000000')).toBe(true);
  });

  it.each(['', '2345678901', '1234567890', '123456789012', '1234567890a', ' 12345678901', '+12345678901'])(
    'rejects %s',
    (value) => {
      expect(isMainlandPhone(value)).toBe(false);
    },
  );
});

describe('isPromotionMobile', () => {
  it.each(['13000000000', '13812345678', '19999999999', '09171234567', '09998887777', '09000000000'])(
    'accepts %s',
    (value) => {
      expect(isPromotionMobile(value)).toBe(true);
    },
  );

  it.each([
    '',
    '12812345678',
    '10812345678',
    '23812345678',
    '1381234567',
    '138123456789',
    '1381234567x',
    '0917123456',
    '091712345678',
    '08171234567',
    '+639171234567',
    '9171234567',
  ])('rejects %s', (value) => {
    expect(isPromotionMobile(value)).toBe(false);
  });

  it('accepts every Philippine mobile in its local form, 11 characters, and nothing else starting 0', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^09\d{9}$/), (local) => {
        expect(local).toHaveLength(11);
        expect(isPromotionMobile(local)).toBe(true);
      }),
      { seed: 38 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => {
        if (text.startsWith('0')) expect(isPromotionMobile(text)).toBe(/^09\d{9}$/.test(text));
      }),
      { seed: 38 },
    );
  });
});

describe('mobileInput', () => {
  it('turns any spelling of a Philippine mobile into its 11-character local form', () => {
    const spellings = fc
      .tuple(
        fc.stringMatching(/^\d{9}$/),
        fc.constantFrom('+63', '63', '0', '+63 ', '(+63) ', '0-'),
        fc.constantFrom('', ' ', '-', '.'),
      )
      .map(([rest, prefix, gap]) => ({
        local: `09${rest}`,
        typed: `${prefix}9${rest.slice(0, 2)}${gap}${rest.slice(2, 5)}${gap}${rest.slice(5)}`,
      }));
    fc.assert(
      fc.property(spellings, ({ local, typed }) => {
        expect(mobileInput(typed)).toBe(local);
        expect(isPromotionMobile(mobileInput(typed))).toBe(true);
      }),
      { seed: 38 },
    );
  });

  it("leaves the spec's own numbers and anything else that is no Philippine number as typed", () => {
    expect(mobileInput('13812345678')).toBe('13812345678');
    expect(mobileInput('abc')).toBe('abc');
    expect(mobileInput('+1 555 0100')).toBe('+15550100');
    expect(mobileInput('+638')).toBe('+638');
  });
});

describe('isInteger', () => {
  it.each<string | number>(['0', '42', '-7', '+7', '007', 0, -3, 1e3])('accepts %s', (value) => {
    expect(isInteger(value)).toBe(true);
  });

  it.each<string | number>([
    '',
    '1.5',
    '1e3',
    ' 1',
    '1 ',
    '-',
    'abc',
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('rejects %s', (value) => {
    expect(isInteger(value)).toBe(false);
  });
});

describe('isDecimal', () => {
  it.each<string | number>(['0', '12', '-1.5', '+0.25', '1234.5678', 1.5, -2])('accepts %s', (value) => {
    expect(isDecimal(value)).toBe(true);
  });

  it.each<string | number>([
    '',
    '.5',
    '1.',
    '1.2.3',
    '1,5',
    'abc',
    '1e3',
    Number.NaN,
    Number.NEGATIVE_INFINITY,
  ])('rejects %s', (value) => {
    expect(isDecimal(value)).toBe(false);
  });
});

describe('isUrl', () => {
  it.each(['http://example.com', 'https://example.com/path?q=1#h', 'https://localhost:8080'])(
    'accepts %s',
    (value) => {
      expect(isUrl(value)).toBe(true);
    },
  );

  it.each([
    '',
    'example.com',
    '/relative/path',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:a@b.com',
    ' https://example.com',
    'https://exa mple.com',
    'http://',
  ])('rejects %s', (value) => {
    expect(isUrl(value)).toBe(false);
  });
});

describe('isUuid', () => {
  it('accepts the 8-4-4-4-12 hex layout in any case', () => {
    expect(isUuid('123e4567-e89b-42d3-a456-426614174000')).toBe(true);
    expect(isUuid('123E4567-E89B-42D3-A456-426614174000')).toBe(true);
  });

  it.each([
    '',
    '123e4567e89b42d3a456426614174000',
    '123e4567-e89b-42d3-a456-42661417400',
    'g23e4567-e89b-42d3-a456-426614174000',
  ])('rejects %s', (value) => {
    expect(isUuid(value)).toBe(false);
  });
});

describe('digitsOnly', () => {
  it('strips everything but ASCII digits', () => {
    expect(digitsOnly('12 34-56')).toBe('123456');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('')).toBe('');
    expect(digitsOnly('1.5e3')).toBe('153');
    expect(digitsOnly('１２3')).toBe('3');
  });
});

describe('capLength', () => {
  it('keeps input at or under the cap unchanged', () => {
    expect(capLength('1234', 4)).toBe('1234');
    expect(capLength('12', 4)).toBe('12');
    expect(capLength('', 4)).toBe('');
  });

  it('keeps the first max characters of longer input', () => {
    expect(capLength('1381234567890', 11)).toBe('13812345678');
    expect(capLength('abcdefg', 6)).toBe('abcdef');
  });

  it('never splits an emoji', () => {
    expect(capLength('ab😀cd', 3)).toBe('ab😀');
    expect(countChars(capLength('😀'.repeat(250), 200))).toBe(200);
  });

  it('floors fractional caps and empties for zero, negative or NaN caps', () => {
    expect(capLength('abcdef', 2.9)).toBe('ab');
    expect(capLength('abc', 0)).toBe('');
    expect(capLength('abc', -1)).toBe('');
    expect(capLength('abc', Number.NaN)).toBe('');
  });

  it('treats an infinite cap as no cap', () => {
    expect(capLength('abc', Number.POSITIVE_INFINITY)).toBe('abc');
  });
});

describe('countChars', () => {
  it('counts code points', () => {
    expect(countChars('')).toBe(0);
    expect(countChars('abc')).toBe(3);
    expect(countChars('a😀')).toBe(2);
  });
});

describe('isPayableAmount', () => {
  it('takes whole pesos above zero only', () => {
    expect(['1', '1500'].map(isPayableAmount)).toEqual([true, true]);
    expect(['', '0', '00', '-5', '1.5', '1e3', ' 12'].map(isPayableAmount)).toEqual(Array(7).fill(false));
  });
});
