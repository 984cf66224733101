import {
  EventSaveBody,
  EventSaveQueryParams,
  EventSaveResponse,
} from '../../../web/src/api/generated/zod/event/event.zod.ts';
import { defineOperation, type Operation, ok } from '../api/operation.ts';

/** Analytics events are recorded in the sandbox; the request log shows each one with its body. */
export const eventSave = defineOperation({
  operationId: 'eventSave',
  tag: 'event',
  method: 'post',
  path: '/service/event/save',
  envelope: 'plain',
  query: EventSaveQueryParams,
  body: EventSaveBody,
  response: EventSaveResponse,
  examples: () => [{ body: { productId: 'P1001', moduleId: '30', positionId: '0' } }],
  handle: ({ body, state, now }) => {
    const eventId = `EV${state.event.nextEventNumber}`;
    state.event.nextEventNumber += 1;
    state.event.events.push({ eventId, ...body, at: now().toISOString() });
    return ok({ eventId });
  },
});

export const eventOperations: readonly Operation[] = [eventSave];
