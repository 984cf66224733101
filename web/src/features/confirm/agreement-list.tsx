import { Checkbox } from '../../ui/checkbox/checkbox.tsx';
import type { Agreement, AgreementsState } from './confirm-actions.ts';

interface Props {
  readonly agreements: AgreementsState;
  readonly agreed: boolean;
  readonly onAgreedChange: (agreed: boolean) => void;
  readonly onOpen: (agreement: Agreement) => void;
}

/** The agreement box (checked by default) and the agreements' titles, each opening its page. */
export function AgreementList({ agreements, agreed, onAgreedChange, onOpen }: Props) {
  return (
    <section className="ui-card confirm-agreements" aria-label="Agreements">
      <Checkbox checked={agreed} onChange={onAgreedChange}>
        I have read and agree to
      </Checkbox>
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
