import { Dialog } from '../../ui/dialog/dialog.tsx';
import type { ConfirmTerms } from './confirm-terms.ts';

interface Props {
  readonly promo: NonNullable<ConfirmTerms['promo']>;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Variant 2's promotional popup: the server's message (`NewPopMsg`), its button (`NewButtonMsg`)
 * and a close icon. Either way the popup closes; the owner tells the server (`recordPopupClosedVariantTwo`).
 */
export function PromoPopup({ promo, open, onClose }: Props) {
  return (
    <Dialog
      open={open}
      ariaLabel="Promotion"
      className="confirm-promo"
      onClose={onClose}
      actions={[{ label: promo.button, onClick: onClose }]}
    >
      <button type="button" className="confirm-promo__close" aria-label="Close" onClick={onClose}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <svg className="confirm-promo__art" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="var(--brand-yellow)" />
        <path
          d="M20 30h24v18H20zM17 24h30v6H17zM32 24v24M32 24c-4-8-12-8-12-3s8 3 12 3c4 0 12 2 12-3s-8-5-12 3"
          fill="none"
          stroke="#111"
          strokeWidth="2.4"
          strokeLinejoin="round"
        />
      </svg>
      <p className="confirm-promo__message">{promo.message}</p>
    </Dialog>
  );
}
