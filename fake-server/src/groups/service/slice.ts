import * as z from 'zod';
import { COMPANY } from '../../../../content/legal/company.ts';
import { text } from '../../store/shared/stored-values.ts';
import { defineSlice } from '../../store/slice.ts';

/** Customer-service contact details and the joint-login failure texts. */
export const ServiceSliceSchema = z.object({
  email: text(200),
  smWa: text(50),
  noticeMessage: text(2000),
  errMessage: text(2000),
});
export type ServiceSlice = z.infer<typeof ServiceSliceSchema>;

export const serviceSlice = defineSlice({
  schema: ServiceSliceSchema,
  seed: ({ faker, shared }): ServiceSlice => {
    // The letters of an old made-up mailbox: still drawn, so the seeded texts after them stay.
    faker.string.alpha({ length: 4, casing: 'lower' });
    return {
      // One company's contacts on every screen (content/legal/company.ts): the official site's
      // footer, the legal pages, the order pages' phones.
      email: COMPANY.email,
      smWa: shared.servicePhone,
      noticeMessage: 'Login failed',
      errMessage: faker.helpers.arrayElement([
        'Your account could not be verified with our partner. Try one of these products instead.',
        'We could not sign you in with this partner right now. These products can help you today.',
      ]),
    };
  },
});
