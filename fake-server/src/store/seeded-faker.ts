import { base, en, Faker } from '@faker-js/faker';
import { stableHash } from './shared/stable-hash.ts';

/**
 * A dedicated Faker for one part of the world. Seeding per part keeps the parts independent: adding
 * or changing one slice never changes the data of another, so the ids and values in README and
 * tests stay put.
 * @example const faker = seededFaker(1, 'shared', new Date('2026-01-01'));
 */
export function seededFaker(seed: number, part: string, refDate: Date): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed([seed, stableHash(part)]);
  faker.setDefaultRefDate(refDate);
  return faker;
}
