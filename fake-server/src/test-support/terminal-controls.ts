// The characters a terminal acts on or a reader misreads, listed by code point (independently of
// the escaping in api/terminal-text.ts), for tests that check what reaches the server's console.

const RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x1f], // C0: newline, carriage return, tab, ESC…
  [0x7f, 0x9f], // DEL and C1 (0x9b is a one-character CSI)
  [0x061c, 0x061c], // Arabic letter mark
  [0x200e, 0x200f], // left-to-right and right-to-left marks
  [0x2028, 0x2029], // line and paragraph separators
  [0x202a, 0x202e], // bidi embeddings and overrides
  [0x2066, 0x2069], // bidi isolates
];

/** Every control character, one string each. */
export const TERMINAL_CONTROLS: readonly string[] = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index)),
);

/** The control characters in a text, in order (empty when it is safe to print). */
export function controlsIn(text: string): string[] {
  return [...text].filter((char) => TERMINAL_CONTROLS.includes(char));
}
