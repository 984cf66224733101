// The order statuses and their names, alone in a file with no imports: the QA page's browser bundle
// (fake-server/qa-page) takes them from here, as the server does.

/** DESIGN §5; the contract's OrderStatus enum. */
export const ORDER_STATUSES = [21, 110, 151, 170, 174, 180, 200] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** DESIGN §5 labels. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  21: 'Under review',
  110: 'Rejected',
  151: 'Disbursing',
  170: 'Repaying',
  174: 'Due',
  180: 'Overdue',
  200: 'Settled',
};

/** The statuses in which an order owes its amount due (and may be repaid). */
export const REPAYABLE_STATUSES: ReadonlySet<number> = new Set([170, 174, 180]);

/** How the review of an order under review (21) ends: the clock takes it to 151 or 110. */
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
