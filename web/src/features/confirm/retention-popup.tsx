import { Dialog } from '../../ui/dialog/dialog.tsx';
import type { ConfirmTerms } from './confirm-terms.ts';

interface Props {
  readonly retention: NonNullable<ConfirmTerms['retention']>;
  readonly open: boolean;
  /** The borrower stays on the confirmation (a tap outside, Escape and the back gesture too). */
  readonly onStay: () => void;
  /** The borrower goes where back would have taken them. */
  readonly onLeave: () => void;
}

/** The 'Point out' popup the iOS back gesture opens when the server asks for it (`isPopType` 1). */
export function RetentionPopup({ retention, open, onStay, onLeave }: Props) {
  return (
    <Dialog
      open={open}
      title={retention.title}
      onClose={onStay}
      actions={[
        { label: 'Leave', variant: 'secondary', onClick: onLeave },
        { label: 'Continue', onClick: onStay },
      ]}
    >
      {retention.content}
    </Dialog>
  );
}
