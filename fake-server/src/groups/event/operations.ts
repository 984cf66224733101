import {
  EventSaveBody,
  EventSaveQueryParams,
  EventSaveResponse,
} from '../../../../openapi/generated/zod/event/event.zod.ts';
import { defineOperation, type Operation, ok } from '../../api/operation.ts';
import { keepLatest } from '../../store/shared/keep-latest.ts';

/** Analytics events are recorded in the sandbox; the request log shows each one with its body. */
/** Burial points kept per sandbox: the latest are what QA look at (GET /__fake/requests has all calls). */
const EVENTS_KEPT = 20;

export const eventSave = defineOperation({
  operationId: 'eventSave',
  writes: ['event'],
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
    keepLatest(state.event.events, EVENTS_KEPT);
    return ok({ eventId });
  },
});

export const eventOperations: readonly Operation[] = [eventSave];
