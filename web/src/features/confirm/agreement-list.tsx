import type { Ref } from 'react';
import { Checkbox } from '../../ui/checkbox/checkbox.tsx';
import type { Agreement, AgreementsState } from './confirm-actions.ts';

interface Props {
  readonly agreements: AgreementsState;
  readonly agreed: boolean;
  /** Loan Now was tapped unchecked: say why next to the box, and make the box stand out. */
  readonly hint: boolean;
  readonly onAgreedChange: (agreed: boolean) => void;
  readonly onOpen: (agreement: Agreement) => void;
  readonly ref?: Ref<HTMLElement>;
}

/** Why Loan Now does nothing while the box is unchecked. */
export const AGREE_FIRST = 'Please tick this box to agree to the agreements before you apply.';

/** The agreement box (checked by default) and the agreements' titles, each opening its page. */
export function AgreementList({ agreements, agreed, hint, onAgreedChange, onOpen, ref }: Props) {
  return (
    <section
      ref={ref}
      className={hint ? 'ui-card confirm-agreements confirm-agreements--hint' : 'ui-card confirm-agreements'}
      aria-label="Agreements"
    >
      <Checkbox checked={agreed} onChange={onAgreedChange}>
        I have read and agree to
      </Checkbox>
      {hint && (
        <p className="confirm-agreements__hint" role="alert">
          {AGREE_FIRST}
        </p>
      )}
      {agreements.status === 'loading' && <p className="confirm-agreements__note">Loading agreements…</p>}
      {agreements.status === 'failed' && (
        <p className="confirm-agreements__note" role="alert">
          The agreements could not be loaded.{' '}
          <button
            type="button"
            className="ui-text-link"
            onClick={agreements.retry}
            disabled={agreements.retrying}
          >
            Retry
          </button>
        </p>
      )}
      {agreements.status === 'ready' && agreements.list.length > 0 && (
        <ul className="confirm-agreements__titles">
          {agreements.list.map((agreement) => (
            <li key={agreement.position}>
              <button type="button" className="confirm-agreements__title" onClick={() => onOpen(agreement)}>
                {agreement.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
