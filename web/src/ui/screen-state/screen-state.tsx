import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { APP_NAME, BRAND_LOGO } from '../../../../content/brand.ts';
import { callPhone } from '../../bridge/actions';
import { hasNativeShell } from '../../bridge/send-to-native';
import { env } from '../../config/env.ts';
import { href } from '../../config/paths.ts';
import { goBack } from '../../lib/go-back.ts';
import { canGoBack } from '../../lib/history.ts';
import { useBackToOrder } from '../../lib/order-trail.ts';
import { ScreenSkeleton, type SkeletonShape } from '../skeleton/screen-skeleton.tsx';
import './screen-state.css';

/**
 * A full-screen loading state for a screen whose data is on its way: the screen's skeleton,
 * its label said to screen readers.
 */
export function ScreenLoading({ label = 'Loading', shape }: { label?: string; shape?: SkeletonShape }) {
  return <ScreenSkeleton label={label} shape={shape} />;
}

/**
 * How an error state puts the borrower in touch with a person:
 * - `page`: the customer service page (in the app's router);
 * - `phone`: a call to the configured service number (on the customer service page itself);
 * - `site`: the customer service page by a full-page link (from the promotion pages' own router).
 */
export type ContactWay = 'page' | 'phone' | 'site';

export interface ScreenErrorProps {
  /** What happened, in a few words: 'No connection', 'Order not found'. */
  title: string;
  /** Why, and what to do, in the borrower's words. */
  message: string;
  /** Offers Retry, first, when given: only where the same call can succeed. */
  onRetry?: () => void;
  retrying?: boolean;
  /** The order the screen is about: offers Back to my order. */
  order?: { productId: string; orderId: string };
  contact?: ContactWay;
}

/** Labels of the ways on, one wording on every screen. */
export const WAY_LABELS = {
  retry: 'Retry',
  order: 'Back to my order',
  back: 'Go back',
  contact: 'Contact customer service',
} as const;

/**
 * A full-screen error, empty or not-found state: the brand, a title, the reason, and ways on that
 * can succeed: Retry (when given), back to the order (when known), back (the app's previous page,
 * or closing the web view inside the shell; in a browser only when there is a page to go back
 * to), and customer service, which is always there.
 */
export function ScreenError({
  title,
  message,
  onRetry,
  retrying = false,
  order,
  contact = 'page',
}: ScreenErrorProps) {
  const navigate = useNavigate();
  const toOrder = useBackToOrder();
  const canLeave = canGoBack() || hasNativeShell();
  const first = (primary: boolean) => `btn ${primary ? 'btn--primary' : 'btn--secondary'}`;
  return (
    <main className="screen-state">
      <p className="screen-state__brand">
        <img className="screen-state__logo" src={BRAND_LOGO} width="40" height="40" alt="" />
        {APP_NAME}
      </p>
      <div className="screen-state__text" role="alert">
        <h1 className="screen-state__title">{title}</h1>
        <p className="screen-state__message">{message}</p>
      </div>
      <nav className="screen-state__actions" aria-label="What you can do">
        {onRetry && (
          <button type="button" className={first(true)} onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : WAY_LABELS.retry}
          </button>
        )}
        {order && (
          <button type="button" className={first(!onRetry)} onClick={() => toOrder(order)}>
            {WAY_LABELS.order}
          </button>
        )}
        {canLeave && (
          <button type="button" className={first(!onRetry && !order)} onClick={() => goBack(navigate)}>
            {WAY_LABELS.back}
          </button>
        )}
        <ContactLink way={contact} className={first(!onRetry && !order && !canLeave)} />
      </nav>
    </main>
  );
}

function ContactLink({ way, className }: { way: ContactWay; className: string }) {
  if (way === 'page')
    return (
      <Link className={className} to={href('customerService')}>
        {WAY_LABELS.contact}
      </Link>
    );
  if (way === 'site')
    return (
      <a className={className} href={href('customerService')}>
        {WAY_LABELS.contact}
      </a>
    );
  const phone = env.VITE_SERVICE_PHONE;
  // Inside the shell the call goes through the bridge, as on the order page; a browser dials the link.
  const call = (event: MouseEvent) => {
    if (hasNativeShell()) {
      event.preventDefault();
      callPhone(phone);
    }
  };
  return (
    <a className={className} href={`tel:${phone.replaceAll(' ', '')}`} onClick={call}>
      Call us at {phone}
    </a>
  );
}
