import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testWorld } from '../../test-support/test-kit.ts';
import { checkBindForm, isVisible } from './form-check.ts';
import { sampleBindForm } from './form-samples.ts';

const items = testWorld().bindBank.items;
const visibleCodes = (cardType: number, channel: string) =>
  items.filter((item) => isVisible(item, cardType, channel)).map((item) => `${item.code}/${item.cardTypeMi}`);

describe('isVisible (the app hide rule)', () => {
  it('shows items for every card type, for the chosen one, and channel items only for their channel', () => {
    expect(visibleCodes(1, '90006')).toEqual(['channel/1', 'walletNo/1', 'mobile/0', 'salaryDay/0']);
    expect(visibleCodes(1, '90007')).toEqual([
      'channel/1',
      'walletNo/1',
      'mayaCardNo/1',
      'mobile/0',
      'salaryDay/0',
    ]);
    expect(visibleCodes(2, '20001')).toEqual([
      'channel/2',
      'accountNo/2',
      'branchCode/2',
      'branchCity/2',
      'mobile/0',
      'salaryDay/0',
    ]);
    expect(visibleCodes(2, '20002')).not.toContain('branchCode/2');
  });
});

describe('checkBindForm', () => {
  it('accepts every sample form and keeps only the visible values', () => {
    for (const [cardType, channel] of [
      [1, '90006'],
      [1, '90007'],
      [2, '20001'],
      [2, '20004'],
    ] as const) {
      const sent = {
        ...sampleBindForm(items, 'P1001', cardType, channel),
        accountNo: cardType === 1 ? 'hidden' : '1234567890',
      };
      const checked = checkBindForm(items, cardType, channel, sent);
      expect(checked.ok, JSON.stringify(checked)).toBe(true);
      if (checked.ok && cardType === 1) expect(checked.values.accountNo).toBeUndefined();
    }
  });

  it('takes a full date for the day item and refuses a repeated field', () => {
    const sent = sampleBindForm(items, 'P1001', 1, '90006');
    expect(checkBindForm(items, 1, '90006', { ...sent, salaryDay: '2026-03-15' }).ok).toBe(true);
    expect(checkBindForm(items, 1, '90006', { ...sent, mobile: ['09171234567', '09171234567'] })).toEqual({
      ok: false,
      message: 'Mobile number: send one value',
    });
  });

  it('lists at most three problems, then how many more', () => {
    const checked = checkBindForm(items, 2, '20001', { channel: '20001' });
    expect(checked).toEqual({
      ok: false,
      message:
        'Account number: is required; BDO branch code: is required; Branch city: is required; and 2 more',
    });
  });
});

describe('checkBindForm: every form value is one text of up to 200 characters (the contract)', () => {
  const forms = [
    [1, '90006'],
    [1, '90007'],
    [2, '20001'],
    [2, '20003'],
  ] as const;
  // Any key: an item of this card type, of another one (the app does not show it), or unknown.
  const key = fc.oneof(
    // The channel picker's value is checked against channelNumber (its own test above).
    fc.constantFrom(...new Set(items.map((item) => item.code).filter((code) => code !== 'channel'))),
    fc.constantFrom('x', 'note', 'couponId'),
  );

  it('refuses a longer value, or a value sent twice, naming its key', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...forms),
        key,
        fc.oneof(
          fc.string({ minLength: 201, maxLength: 400 }),
          fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 }),
        ),
        ([cardType, channel], code, value) => {
          const sent = { ...sampleBindForm(items, 'P1001', cardType, channel), [code]: value };
          const checked = checkBindForm(items, cardType, channel, sent);
          expect(checked.ok).toBe(false);
          // A shown item says what its own format wants; any other value is named by its title or key.
          const label = items.find((item) => item.code === code)?.title ?? code;
          if (!checked.ok) expect(checked.message).toContain(`${label}: `);
        },
      ),
      { seed: 36, numRuns: 200 },
    );
  });

  it('accepts a value the app does not show up to 200 characters, and ignores it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...forms), fc.string({ maxLength: 200 }), ([cardType, channel], value) => {
        const sent = { ...sampleBindForm(items, 'P1001', cardType, channel), x_note: value };
        const checked = checkBindForm(items, cardType, channel, sent);
        expect(checked.ok && !('x_note' in checked.values)).toBe(true);
      }),
      { seed: 36, numRuns: 100 },
    );
  });
});
