import * as z from 'zod';

/** A payment account bound through the form; `via` tells a change from the order page apart. */
export const BoundCardSchema = z.object({
  cardId: z.string(),
  productId: z.string(),
  cardType: z.union([z.literal(1), z.literal(2)]),
  channelNumber: z.string(),
  channelName: z.string(),
  /** The visible items' values, by item code. */
  values: z.record(z.string(), z.string()),
  via: z.enum(['bindCardNew', 'cardChange']),
  /** Orders whose bind-card popup the binding answered (card-change only). */
  popupsCleared: z.array(z.string()),
  at: z.string(),
});
export type BoundCard = z.infer<typeof BoundCardSchema>;
