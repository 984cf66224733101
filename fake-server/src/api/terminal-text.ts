// Text a client chose (a sandbox id, a phone, a path, an error's message) goes into the server's
// console. Written raw, its control characters would act on the terminal: ESC sequences retitle it or
// move the cursor, a newline or a line separator forges a log line of its own, bidi controls show
// text in another order than it is. Every console line with such a value goes through
// `terminalText`, so one line in the code stays one line on the screen and reads as what was sent.

/**
 * The characters written as escapes: C0 (newline, tab and ESC included), DEL, C1, the Unicode line
 * and paragraph separators and the bidi controls (ALM, LRM, RLM, LRE…RLO, LRI…PDI).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/** A terminal's colour codes (SGR: ESC [ … m), which the dev runner's children write on purpose. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the sequence.
const COLOUR = /\u001b\[[0-9;]*m/y;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `\u001b`: the form JSON reads too, so a line of JSON stays the same JSON once escaped. */
function escapeOf(char: string): string {
  return NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * Text safe to print on one terminal line: every control character written as an escape
 * (`\n`, `\u001b`, `\u202e`), everything else as it is. `keepColours` leaves colour codes alone (a
 * child process's coloured output relayed by `npm run dev`); nothing else of ESC survives.
 * @example terminalText("qa\u001b]0;pwned\u0007") // 'qa\\u001b]0;pwned\\u0007'
 * @example terminalText('a\nfake-server: forged') // 'a\\nfake-server: forged'
 */
export function terminalText(text: string, options: { keepColours?: boolean } = {}): string {
  return text.replace(CONTROLS, (char, offset: number) => {
    if (options.keepColours && char === '\u001b') {
      COLOUR.lastIndex = offset;
      if (COLOUR.test(text)) return char;
    }
    return escapeOf(char);
  });
}
