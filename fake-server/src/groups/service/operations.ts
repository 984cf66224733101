import {
  GetErrorPageInfoQueryParams,
  GetErrorPageInfoResponse,
  GetServiceContactsBody,
  GetServiceContactsQueryParams,
  GetServiceContactsResponse,
} from '../../../../openapi/generated/zod/service/service.zod.ts';
import { defineOperation, type Operation, ok } from '../../api/operation.ts';
import { recommendedProducts } from '../order/rec-products.ts';

/** Customer-service e-mail and telephone/WhatsApp. */
export const getServiceContacts = defineOperation({
  operationId: 'getServiceContacts',
  writes: [],
  tag: 'service',
  method: 'post',
  path: '/spoken/personal-center/contact-kf-info',
  envelope: 'plain',
  query: GetServiceContactsQueryParams,
  body: GetServiceContactsBody,
  response: GetServiceContactsResponse,
  examples: () => [{ body: { type: '1' } }],
  handle: ({ state }) => ok({ email: state.service.email, smWa: state.service.smWa }),
});

/** The joint-login failure page: messages and recommended products (clickable and not). */
export const getErrorPageInfo = defineOperation({
  operationId: 'getErrorPageInfo',
  writes: [],
  tag: 'service',
  method: 'post',
  path: '/service/new/union-error-info',
  envelope: 'plain',
  query: GetErrorPageInfoQueryParams,
  response: GetErrorPageInfoResponse,
  examples: () => [{}],
  handle: ({ state }) =>
    ok({
      noticeMessage: state.service.noticeMessage,
      errMessage: state.service.errMessage,
      productList: recommendedProducts(state),
    }),
});

export const serviceOperations: readonly Operation[] = [getServiceContacts, getErrorPageInfo];
