import { codeGroups } from './grouped-code.ts';
import './grouped-code.css';

interface Props {
  readonly code: string;
  readonly className?: string;
  /** Test id of the code, so tests read it alone. */
  readonly testId?: string;
}

/**
 * A pay code on one line, in groups a borrower can read out at a counter ("5314 7693 9829").
 * The groups are spaced by CSS, not by characters: the text is the raw code, so selecting and
 * copying it, and a screen reader reading it, get the code itself, without spaces or pauses.
 *
 * @example <GroupedCode code={detail.payCode} className="pay-slip__code" testId="payment-code" />
 */
export function GroupedCode({ code, className, testId }: Props) {
  return (
    <span className={className ? `ui-code ${className}` : 'ui-code'} data-testid={testId}>
      {codeGroups(code).map((group, index) => (
        // Groups are positions in one code; the same digits may repeat in two groups.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span className="ui-code__group" key={index}>
          {group}
        </span>
      ))}
    </span>
  );
}
