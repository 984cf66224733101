import { SESSION_PARAM_NAMES } from '../../api/session.ts';
import { href, type PathKey, type QueryValues } from '../../config/paths.ts';
import type { PreviewValues } from './preview-values.ts';

/** What a target screen reads besides the session: its route module names these query params. */
type Needs = 'nothing' | 'productId' | 'product_id' | 'order' | 'orderId';

/** A seeded order of the fake server (fake-server/README.md), used when both id fields are empty. */
interface SeededOrder {
  readonly productId: string;
  readonly orderId: string;
}

export interface PreviewLink {
  readonly label: string;
  readonly path: PathKey;
  readonly needs: Needs;
  readonly seeded?: SeededOrder;
}

/** ORD174 (P1001, due): it repays, has a complaint order card, and P1001 has a confirmation. */
const DUE_ORDER: SeededOrder = { productId: 'P1001', orderId: 'ORD174' };
/** The extension needs an order that allows a rollover; ORD174 does not. */
const ROLLOVER_ORDER: SeededOrder = { productId: 'P1002', orderId: 'ORD174R' };

/** The pages the test page opens (spec §2 "Test preview"), plus the suggestion form (DESIGN §4). */
export const PREVIEW_LINKS: readonly PreviewLink[] = [
  { label: 'Confirm loan', path: 'confirm', needs: 'productId' },
  { label: 'Order detail', path: 'loanDetail', needs: 'order' },
  { label: 'Repay', path: 'repay', needs: 'order' },
  { label: 'Extension', path: 'repayDelay', needs: 'order', seeded: ROLLOVER_ORDER },
  { label: 'Bind bank', path: 'bindBank', needs: 'product_id' },
  { label: 'About us', path: 'aboutUs', needs: 'nothing' },
  { label: 'Complaint', path: 'complaint', needs: 'orderId' },
  { label: 'Customer service', path: 'customerService', needs: 'nothing' },
  { label: 'Privacy policy', path: 'privacyPolicy', needs: 'nothing' },
  { label: 'Repayment instruction', path: 'paymentInstructions', needs: 'nothing' },
  { label: 'Suggestion', path: 'suggestion', needs: 'nothing' },
];

/**
 * The order a link is about: the typed ids as they are, or the link's seeded order when both are
 * empty. Filling only the empty one would pair a typed order with another order's product.
 * @example orderOf(link, { productId: '', orderId: '' }) // { productId: 'P1001', orderId: 'ORD174' }
 */
export function orderOf(
  link: PreviewLink,
  values: Pick<PreviewValues, 'productId' | 'orderId'>,
): SeededOrder {
  const productId = values.productId.trim();
  const orderId = values.orderId.trim();
  if (productId === '' && orderId === '') return link.seeded ?? DUE_ORDER;
  return { productId, orderId };
}

/** The ids part of a link's query (also shown under the link, so the developer sees it). */
export function idsOf(link: PreviewLink, values: PreviewValues): QueryValues {
  const { productId, orderId } = orderOf(link, values);
  switch (link.needs) {
    case 'productId':
      return { productId: productId || DUE_ORDER.productId };
    case 'product_id':
      // The bank form reads `product_id` (the shell's name for it there).
      return { product_id: productId || DUE_ORDER.productId };
    case 'order':
      return { productId, orderId };
    case 'orderId':
      return { orderId };
    case 'nothing':
      return {};
  }
}

/**
 * The link with the session values as edited (an empty one is left out, so the page falls back to
 * the session the tab already carries) and the ids the target reads.
 * @example previewHref(PREVIEW_LINKS[2], values) // '/repay?sessionId=S2&…&productId=P1001&orderId=ORD174'
 */
export function previewHref(link: PreviewLink, values: PreviewValues): string {
  const session = Object.fromEntries(SESSION_PARAM_NAMES.map((name) => [name, values[name].trim()]));
  return href(link.path, { ...session, ...idsOf(link, values) });
}
