import type { Order } from '../../store/shared/orders.ts';

/**
 * Orders a collection complaint may be filed against (`isShow` 1): only due and overdue loans are
 * ever handed to collection, so only they can have a collection problem.
 */
const COLLECTION_STATUSES: ReadonlySet<number> = new Set([174, 180]);

export function allowsCollectionComplaint(order: Order): boolean {
  return COLLECTION_STATUSES.has(order.status);
}

/** Spec §5: the message the app shows when a collection complaint names an order with isShow 0. */
export const COLLECTION_NOT_ALLOWED = 'The selected order does not support sending collection types';
