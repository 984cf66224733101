import * as z from 'zod';
import { defineSlice } from './slice.ts';

/** Customer-service contact details and the joint-login failure texts. */
export const ServiceSliceSchema = z.object({
  email: z.string(),
  smWa: z.string(),
  noticeMessage: z.string(),
  errMessage: z.string(),
});
export type ServiceSlice = z.infer<typeof ServiceSliceSchema>;

export const serviceSlice = defineSlice({
  schema: ServiceSliceSchema,
  seed: ({ faker, shared }): ServiceSlice => ({
    // A reserved example domain: nothing the fake world shows points at a real mailbox.
    email: `support.${faker.string.alpha({ length: 4, casing: 'lower' })}@example.ph`,
    smWa: shared.servicePhone,
    noticeMessage: 'Login failed',
    errMessage: faker.helpers.arrayElement([
      'Your account could not be verified with our partner. Try one of these products instead.',
      'We could not sign you in with this partner right now. These products can help you today.',
    ]),
  }),
});
