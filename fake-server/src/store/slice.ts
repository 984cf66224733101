import type { Faker } from '@faker-js/faker';
import type * as z from 'zod';
import type { SharedWorld } from './shared/shared-world.ts';

/** What a slice's seed function receives. */
export interface SeedInput {
  /** A Faker seeded for this slice alone. */
  faker: Faker;
  /** Products, orders and channels, already seeded; read them, do not change them while seeding. */
  shared: Readonly<SharedWorld>;
  /** "Today" of the world; dates are relative to it. */
  refDate: Date;
}

/**
 * One API group's part of a sandbox's state. The schema checks a state file on load and gives the
 * slice its type; the seed function builds the slice's initial data.
 */
export interface SliceDefinition<S> {
  schema: z.ZodType<S>;
  seed: (input: SeedInput) => S;
}

/**
 * @example
 * export const EventSliceSchema = z.object({ events: z.array(EventRecordSchema) });
 * export const eventSlice = defineSlice({ schema: EventSliceSchema, seed: () => ({ events: [] }) });
 */
export function defineSlice<S>(definition: SliceDefinition<S>): SliceDefinition<S> {
  return definition;
}
