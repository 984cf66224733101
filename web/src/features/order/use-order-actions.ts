import { useNavigate } from 'react-router-dom';
import { eventSave } from '../../api/generated/hooks/event/event.ts';
import { goHome } from '../../bridge/actions';
import { href } from '../../config/paths.ts';
import { FROM_ORDER } from '../../lib/order-trail.ts';
import { linkTarget } from '../../lib/pay-link.ts';
import { jumpToProduct } from '../../lib/product-jump.ts';
import { setSessionFlag } from '../../lib/session-flags.ts';

/** Session flag that suppresses the tip dialog once the borrower went to repay (spec §4). */
export const SHOW_BANK_TIP_FLAG = 'showBankTip';
/** Analytics module of Borrow Again (spec §9). */
export const BORROW_AGAIN_MODULE = 30;

export interface OrderRef {
  productId: string;
  orderId: string;
}

/** The navigations and effects of the order screen's buttons and dialogs. */
export function useOrderActions({ productId, orderId }: OrderRef, h5Url: string) {
  const navigate = useNavigate();
  return {
    repay() {
      setSessionFlag(SHOW_BANK_TIP_FLAG);
      // A server-supplied repayment link wins over the app's own repayment page when the pay-link
      // rule allows it (an app path, or http(s)); an empty or refused one is ignored.
      const external = linkTarget(h5Url);
      if (external.kind === 'web') window.location.assign(external.url);
      else if (external.kind === 'app') navigate(external.path, { state: FROM_ORDER });
      else navigate(href('repay', { productId, orderId }), { state: FROM_ORDER });
    },
    rollover() {
      setSessionFlag(SHOW_BANK_TIP_FLAG);
      navigate(href('repayDelay', { productId, orderId }), { state: FROM_ORDER });
    },
    bindBank() {
      navigate(href('bindBank', { source: 'loanDetail', productId, orderId }), { state: FROM_ORDER });
    },
    async borrowAgain() {
      await eventSave({ productId, moduleId: BORROW_AGAIN_MODULE, positionId: 0 }).catch(() => undefined);
      await jumpToProduct({ module: String(BORROW_AGAIN_MODULE), position: 0, productKey: productId });
    },
    goHome() {
      goHome();
    },
  };
}
