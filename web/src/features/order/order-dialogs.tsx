import { useState } from 'react';
import type { OrderDetail } from '../../../../openapi/generated/model/index.ts';
import { isOk } from '../../api/envelope.ts';
import { googleScore } from '../../api/generated/hooks/order/order.ts';
import { goRating } from '../../bridge/actions';
import { isHttpLink } from '../../lib/links.ts';
import { getSessionFlag } from '../../lib/session-flags.ts';
import { Dialog } from '../../ui/dialog/dialog.tsx';
import { NETWORK_ERROR, NO_STARS_CHOSEN } from '../../ui/messages.ts';
import { StarRating } from '../../ui/rating/star-rating.tsx';
import { showToast } from '../../ui/toast/toast-store.ts';
import { NATIVE_RATING_FROM_STARS } from './order-status.ts';
import { SHOW_BANK_TIP_FLAG } from './use-order-actions.ts';

export type OrderDialogKind = 'tip' | 'withdraw' | 'bindCard' | 'score';

/** The dialogs an order asks for, in the order they are shown, one at a time (spec §4). */
export function pendingDialogs(detail: OrderDetail): OrderDialogKind[] {
  const kinds: OrderDialogKind[] = [];
  if (detail.KindTipsMsg.trim() && !getSessionFlag(SHOW_BANK_TIP_FLAG)) kinds.push('tip');
  if (detail.reyMsg.trim()) kinds.push('withdraw');
  if (detail.cardNeedPop === 1) kinds.push('bindCard');
  if (detail.isScore === '1') kinds.push('score');
  return kinds;
}

/** Spec §9: the order screen always sends a score of 5, whatever the stars. */
const SENT_SCORE = 5;

interface Props {
  detail: OrderDetail;
  onBindBank: () => void;
}

export function OrderDialogs({ detail, onBindBank }: Props) {
  const [closed, setClosed] = useState<ReadonlySet<OrderDialogKind>>(new Set());
  const [stars, setStars] = useState(0);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState(false);
  const current = pendingDialogs(detail).find((kind) => !closed.has(kind));
  const close = (kind: OrderDialogKind) => setClosed((prev) => new Set(prev).add(kind));

  async function submitRating() {
    if (stars === 0) {
      showToast(NO_STARS_CHOSEN);
      return;
    }
    setSending(true);
    try {
      const answer = await googleScore({ score: SENT_SCORE });
      if (!isOk(answer)) return;
      close('score');
      // One answer to a rating (spec §2, §4): under 4 stars the thank-you modal, else the native
      // rating prompt; no toast on top of either.
      if (stars < NATIVE_RATING_FROM_STARS) setThanks(true);
      else goRating();
    } catch {
      showToast(NETWORK_ERROR);
    } finally {
      setSending(false);
    }
  }

  const withdrawLink = isHttpLink(detail.playeduL) ? detail.playeduL.trim() : '';

  return (
    <>
      <Dialog open={current === 'tip'} title="Tips" actions={[{ label: 'OK', onClick: () => close('tip') }]}>
        <p className="order-dialog__text">{detail.KindTipsMsg}</p>
      </Dialog>
      <Dialog
        open={current === 'withdraw'}
        title="Notice"
        actions={[
          { label: 'Cancel', variant: 'secondary', onClick: () => close('withdraw') },
          {
            label: 'Confirm',
            onClick: () => {
              close('withdraw');
              if (withdrawLink) window.location.assign(withdrawLink);
            },
          },
        ]}
      >
        <p className="order-dialog__text">{detail.reyMsg}</p>
      </Dialog>
      <Dialog
        open={current === 'bindCard'}
        title={detail.cardPopTitle || 'Bind a bank account'}
        actions={[
          { label: 'Cancel', variant: 'secondary', onClick: () => close('bindCard') },
          {
            label: 'Bind now',
            onClick: () => {
              close('bindCard');
              onBindBank();
            },
          },
        ]}
      >
        <p className="order-dialog__text">{detail.cardPopMsg}</p>
      </Dialog>
      <Dialog
        open={current === 'score'}
        title="Rate our service"
        actions={[
          { label: 'Cancel', variant: 'secondary', onClick: () => close('score') },
          { label: 'Submit', onClick: submitRating, disabled: sending },
        ]}
      >
        <p className="order-dialog__text">How was your loan experience?</p>
        <StarRating value={stars} onChange={setStars} label="Your rating" className="order-dialog__stars" />
      </Dialog>
      <Dialog open={thanks} title="Thank you" actions={[{ label: 'OK', onClick: () => setThanks(false) }]}>
        <p className="order-dialog__text">Thank you for your feedback. We will keep improving our service.</p>
      </Dialog>
    </>
  );
}
