import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlsIn, TERMINAL_CONTROLS } from '../test-support/terminal-controls.ts';
import { terminalText } from './terminal-text.ts';

const CONTROLS = TERMINAL_CONTROLS;
const COLOURS = new RegExp(`${String.fromCharCode(0x1b)}\\[[0-9;]*m`, 'g');

/** Text mixing controls, colour-like sequences and ordinary characters of any plane. */
const hostileText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...CONTROLS),
      fc.constantFrom('\u001b[31m', '\u001b[0m', '\u001b]0;title\u0007', '\u001b[2J', '\\n', '\\'),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('terminalText', () => {
  it('leaves no control character in any text, and ordinary text as it is', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const printed = terminalText(text);
        expect(controlsIn(printed)).toEqual([]);
        if (controlsIn(text).length === 0) expect(printed).toBe(text);
      }),
      { seed: 36, numRuns: 500 },
    );
  });

  it('writes each control as a readable escape, so the line still says what was sent', () => {
    expect(terminalText('qa\u001b]0;pwned\u0007')).toBe('qa\\u001b]0;pwned\\u0007');
    expect(terminalText('a\nfake-server: forged\r\t')).toBe('a\\nfake-server: forged\\r\\t');
    expect(terminalText('\u0000\u007f\u009b\u2028\u2029\u202e\u2066')).toBe(
      '\\u0000\\u007f\\u009b\\u2028\\u2029\\u202e\\u2066',
    );
  });

  it('keeps colour codes when asked (a child process relayed by npm run dev), and no other ESC', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const printed = terminalText(text, { keepColours: true });
        const withoutColours = printed.replace(COLOURS, '');
        expect(controlsIn(withoutColours)).toEqual([]);
      }),
      { seed: 36, numRuns: 500 },
    );
    expect(terminalText('\u001b[33mwarn\u001b[0m \u001b]0;x\u0007', { keepColours: true })).toBe(
      '\u001b[33mwarn\u001b[0m \\u001b]0;x\\u0007',
    );
  });
});
