import type * as z from 'zod';
import { describeIssues } from '../api/validation-message.ts';
import { bindBankSlice } from '../groups/bind-bank/slice.ts';
import { complaintSlice } from '../groups/complaint/slice.ts';
import { confirmSlice } from '../groups/confirm/slice.ts';
import { confirmV2Slice } from '../groups/confirm-v2/slice.ts';
import { eventSlice } from '../groups/event/slice.ts';
import { legacyRepaySlice } from '../groups/legacy-repay/slice.ts';
import { orderSlice } from '../groups/order/slice.ts';
import { promotionSlice } from '../groups/promotion/slice.ts';
import { repaySlice } from '../groups/repay/slice.ts';
import { serviceSlice } from '../groups/service/slice.ts';
import { fillLifecycle } from './lifecycle/fill-lifecycle.ts';
import { recordedSlice } from './recorded.ts';
import { seededFaker } from './seeded-faker.ts';
import { type SharedWorld, SharedWorldSchema, seedSharedWorld } from './shared/shared-world.ts';
import type { SliceDefinition } from './slice.ts';

/**
 * Every API group's slice, by its key in a sandbox's state. Add a group's slice here and it is
 * seeded, typed on `ctx.state.<key>`, reset, persisted and checked on load like the others.
 */
const SLICES = {
  order: orderSlice,
  event: eventSlice,
  service: serviceSlice,
  confirm: confirmSlice,
  confirmV2: confirmV2Slice,
  repay: repaySlice,
  complaint: complaintSlice,
  promotion: promotionSlice,
  legacyRepay: legacyRepaySlice,
  bindBank: bindBankSlice,
  recorded: recordedSlice,
};

type SliceKey = keyof typeof SLICES;
type StateOf<D> = D extends SliceDefinition<infer S> ? S : never;
type SlicesState = { [K in SliceKey]: StateOf<(typeof SLICES)[K]> };

/** A sandbox's whole state: the shared products/orders/channels plus one slice per API group. */
export type WorldState = { shared: SharedWorld } & SlicesState;

const SLICE_KEYS = Object.keys(SLICES) as SliceKey[];

function seedSlice(key: SliceKey, seed: number, shared: SharedWorld, refDate: Date): unknown {
  const slice: SliceDefinition<unknown> = SLICES[key];
  return slice.seed({ faker: seededFaker(seed, key, refDate), shared, refDate });
}

/**
 * The world a seed makes. Same seed and same day give the same world.
 * @example const world = seedWorld(1, new Date('2026-01-15T00:00:00Z'));
 */
export function seedWorld(seed: number, refDate: Date): WorldState {
  const shared = seedSharedWorld(seededFaker(seed, 'shared', refDate), refDate);
  const slices = Object.fromEntries(SLICE_KEYS.map((key) => [key, seedSlice(key, seed, shared, refDate)]));
  // Each entry was made by its own slice's seed function, so the record has the SlicesState shape.
  return { shared, ...(slices as SlicesState) };
}

/** A saved state that does not fit the current schemas. */
export class WorldStateError extends Error {}

/**
 * A world read back from a state file. A slice missing from the file (a group added since it was
 * written) is seeded fresh; a slice that does not fit its schema is an error naming where.
 */
export function restoreWorld(saved: unknown, seed: number, refDate: Date): WorldState {
  if (typeof saved !== 'object' || saved === null) throw new WorldStateError('the state is not an object');
  fillLifecycle(saved);
  const record = saved as Record<string, unknown>;
  const shared = SharedWorldSchema.safeParse(record.shared);
  if (!shared.success)
    throw new WorldStateError(describeIssues(shared.error.issues, record.shared, 'shared'));
  const slices: Record<string, unknown> = {};
  for (const key of SLICE_KEYS) {
    if (record[key] === undefined) {
      slices[key] = seedSlice(key, seed, shared.data, refDate);
      continue;
    }
    const schema: z.ZodType = SLICES[key].schema;
    const parsed = schema.safeParse(record[key]);
    if (!parsed.success) throw new WorldStateError(describeIssues(parsed.error.issues, record[key], key));
    slices[key] = parsed.data;
  }
  return { shared: shared.data, ...(slices as SlicesState) };
}

/** The slice keys, for checks and for the README. */
export const worldSliceKeys: readonly string[] = SLICE_KEYS;
