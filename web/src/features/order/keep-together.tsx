import type { ReactNode } from 'react';

/** A date (with its time) or a peso amount inside the server's sentences. */
const UNBREAKABLE = /(\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?|[₱₹]\s?\d[\d,]*(?:\.\d+)?)/;

/**
 * The server's sentence with its dates and amounts kept on one line: a browser may otherwise
 * break '2026-11-25' after a hyphen. The text itself is unchanged (same characters, same order).
 *
 * @example keepTogether('Due on 2026-11-25.') // ['Due on ', <span>2026-11-25</span>, '.']
 */
export function keepTogether(text: string): ReactNode[] {
  // With a capturing group, split puts each match at an odd index.
  return text.split(UNBREAKABLE).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order
      <span className="order-nobr" key={index}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
