import { describe, expect, it } from 'vitest';
import { controlsIn } from '../fake-server/src/test-support/terminal-controls.ts';
import { plain, prefixed } from './dev-processes.ts';

const ESC = String.fromCharCode(0x1b);

describe('prefixed: a line of a child of npm run dev, as printed', () => {
  it("writes a child line's control characters as escapes: no retitled terminal, no forged line", () => {
    const line = `fake-server: SMS code 123456 sent to 13712345678 (sandbox 'qa${ESC}]0;pwned\u0007\u2028[fake] forged\u202e')`;
    const printed = plain(prefixed('fake', 'yellow', line));
    expect(controlsIn(printed)).toEqual([]);
    expect(printed).toBe(
      "[fake] fake-server: SMS code 123456 sent to 13712345678 (sandbox 'qa\\u001b]0;pwned\\u0007\\u2028[fake] forged\\u202e')",
    );
  });

  it('keeps the colours a child writes on purpose, and one prefix per line of a multi-line text', () => {
    const printed = prefixed('app', 'cyan', `${ESC}[32mready${ESC}[39m\nsecond`);
    expect(printed).toContain(`${ESC}[32mready${ESC}[39m`);
    expect(plain(printed)).toBe('[app] ready\n[app] second');
  });
});
