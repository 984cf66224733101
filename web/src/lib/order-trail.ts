import { useLocation, useNavigate } from 'react-router-dom';
import { href } from '../config/paths.ts';
import { canGoBack } from './history.ts';

/**
 * How many history entries back the order page is, carried in `location.state` along the
 * repayment pages (order → /repay → the code page or /legacyRepay), so that finishing there returns
 * to that order page instead of stacking a new one on top of the payment pages.
 */
export interface OrderTrail {
  readonly ordersBack: number;
}

/** The state of a page opened from the order page. */
export const FROM_ORDER: OrderTrail = { ordersBack: 1 };

function trailOf(state: unknown): OrderTrail | undefined {
  if (typeof state !== 'object' || state === null || !('ordersBack' in state)) return undefined;
  const steps = Number(state.ordersBack);
  return Number.isInteger(steps) && steps > 0 ? { ordersBack: steps } : undefined;
}

/**
 * The state for a page opened one step further from the order page; undefined when this page was
 * not reached from it (opened directly by the shell, or from a link).
 * @example <Link to={href('legacyRepay', …)} state={oneStepFurther(location.state)}>
 */
export function oneStepFurther(state: unknown): OrderTrail | undefined {
  const trail = trailOf(state);
  return trail ? { ordersBack: trail.ordersBack + 1 } : undefined;
}

/**
 * Goes to the order page: back through history when this page was reached from it, else opens it
 * (replacing this page when `replace`, so back does not return to a finished payment).
 * @example const toOrder = useBackToOrder(); toOrder({ productId, orderId }, { replace: true });
 */
export function useBackToOrder() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return (order: { productId: string; orderId: string }, { replace = false } = {}) => {
    const trail = trailOf(state);
    if (trail && canGoBack()) void navigate(-trail.ordersBack);
    else void navigate(href('loanDetail', order), { replace });
  };
}
