import { Dialog } from '../../ui/dialog/dialog.tsx';

export interface AgreementPopupState {
  readonly title: string;
  /** An app path or an http(s) page (the pay-link rule), shown in the iframe. */
  readonly url: string;
  /** Opened by the page itself (`popAgreementUrl`): the borrower must Agree or Cancel. */
  readonly auto: boolean;
}

interface Props {
  readonly popup: AgreementPopupState | null;
  readonly onAgree: () => void;
  readonly onCancel: () => void;
}

/**
 * An agreement's page in an iframe with Cancel and Agree (spec §2). The popup the page opened by
 * itself can only be answered with its buttons; one the borrower opened also closes with a tap
 * outside, Escape or the back gesture.
 */
export function AgreementPopup({ popup, onAgree, onCancel }: Props) {
  return (
    <Dialog
      open={popup !== null}
      title={popup?.title}
      className="confirm-agreement"
      onClose={popup?.auto ? undefined : onCancel}
      actions={[
        { label: 'Cancel', variant: 'secondary', onClick: onCancel },
        { label: 'Agree', onClick: onAgree },
      ]}
    >
      {popup && <iframe className="confirm-agreement__frame" src={popup.url} title={popup.title} />}
    </Dialog>
  );
}
