import {
  ContactKfInfoBody,
  ContactKfInfoQueryParams,
  ContactKfInfoResponse,
  UnionErrorInfoQueryParams,
  UnionErrorInfoResponse,
} from '../../../../openapi/generated/zod/service/service.zod.ts';
import { defineOperation, type Operation, ok } from '../../api/operation.ts';
import { recommendedProducts } from '../order/rec-products.ts';

/** Customer-service e-mail and telephone/WhatsApp. */
export const contactKfInfo = defineOperation({
  operationId: 'contactKfInfo',
  writes: [],
  tag: 'service',
  method: 'post',
  path: '/spoken/personal-center/contact-kf-info',
  envelope: 'plain',
  query: ContactKfInfoQueryParams,
  body: ContactKfInfoBody,
  response: ContactKfInfoResponse,
  examples: () => [{ body: { type: '1' } }],
  handle: ({ state }) => ok({ email: state.service.email, smWa: state.service.smWa }),
});

/** The joint-login failure page: messages and recommended products (clickable and not). */
export const unionErrorInfo = defineOperation({
  operationId: 'unionErrorInfo',
  writes: [],
  tag: 'service',
  method: 'post',
  path: '/service/new/union-error-info',
  envelope: 'plain',
  query: UnionErrorInfoQueryParams,
  response: UnionErrorInfoResponse,
  examples: () => [{}],
  handle: ({ state }) =>
    ok({
      noticeMessage: state.service.noticeMessage,
      errMessage: state.service.errMessage,
      productList: recommendedProducts(state),
    }),
});

export const serviceOperations: readonly Operation[] = [contactKfInfo, unionErrorInfo];
