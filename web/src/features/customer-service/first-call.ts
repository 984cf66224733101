import { type FirstCalls, firstCall } from '../../api/first-call.ts';
import {
  getGetServiceContactsQueryKey,
  getServiceContacts,
} from '../../api/generated/hooks/service/service.ts';
import { paths } from '../../config/paths.ts';

/** spec §7: contact-kf-info takes a fixed value (the contract's `type`, always 1). */
const CONTACT_TYPE = 1;

/** `/customerService`'s first call: the lender's contacts (contact-kf-info). */
export const contactCall = () =>
  firstCall(getGetServiceContactsQueryKey({ type: CONTACT_TYPE }), (request, signal) =>
    getServiceContacts({ type: CONTACT_TYPE }, undefined, request, signal),
  );

/** The page's early call on `/customerService` (app/first-calls.ts). */
export const customerServiceFirstCalls: FirstCalls = {
  [paths.customerService]: () => contactCall(),
};
