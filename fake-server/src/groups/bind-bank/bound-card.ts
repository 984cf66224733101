import * as z from 'zod';
import { Id, text, WorldInstant } from '../../store/shared/stored-values.ts';

/** A payment account bound through the form; `via` tells a change from the order page apart. */
export const BoundCardSchema = z.object({
  cardId: Id,
  productId: Id,
  cardType: z.union([z.literal(1), z.literal(2)]),
  channelNumber: text(32),
  channelName: text(100),
  /** The visible items' values, by item code. */
  values: z.record(text(200), text(200)),
  via: z.enum(['bindCardNew', 'cardChange']),
  /** Orders whose bind-card popup the binding answered (card-change only). */
  popupsCleared: z.array(Id),
  at: WorldInstant,
});
export type BoundCard = z.infer<typeof BoundCardSchema>;
