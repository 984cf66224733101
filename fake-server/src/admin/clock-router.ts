import { type Request, type Response, Router } from 'express';
import * as z from 'zod';
import { describeIssues } from '../api/validation-message.ts';
import type { FakeServer } from '../fake-server.ts';
import { clockView, DATE_FORMS, DURATION_FORMS, parseClockDate, parseDuration } from '../store/clock.ts';
import { sandboxIdOf } from '../store/sandbox.ts';
import { isoDate } from '../store/shared/dates.ts';

const ClockInputSchema = z.strictObject({
  advance: z.string().max(40).optional(),
  set: z.string().max(40).optional(),
  reset: z.literal(true).optional(),
});

const FORMS = `Send one of { "advance": ${DURATION_FORMS} }, { "set": ${DATE_FORMS} } or { "reset": true } (real time).`;

function refuse(res: Response, message: string): void {
  res.status(400).json({ error: message });
}

/**
 * GET and POST /__fake/clock?sessionId=…: the sandbox's virtual clock. Moving it changes only
 * `now` (every date and amount handlers derive from it), saved with the QA switches before the
 * answer, and a `clock` event makes an open QA page and app refetch.
 */
export function clockRouter(server: FakeServer): Router {
  const router = Router();
  const seedDay = server.refDate;
  const view = (req: Request) => {
    const sandbox = server.sandboxes.get(sandboxIdOf(req.query));
    return { sandbox, view: clockView(sandbox.id, server.nowOf(sandbox), sandbox.clockOffsetMs, seedDay) };
  };

  router.get('/', (req, res) => {
    res.json(view(req).view);
  });

  router.post('/', (req, res) => {
    const input: unknown = req.body ?? {};
    const parsed = ClockInputSchema.safeParse(input);
    if (!parsed.success) {
      refuse(res, `${describeIssues(parsed.error.issues, input)}. ${FORMS}`);
      return;
    }
    const { advance, set, reset } = parsed.data;
    if ([advance, set, reset].filter((value) => value !== undefined).length !== 1) {
      refuse(res, `Give exactly one of advance, set, reset. ${FORMS}`);
      return;
    }
    const { sandbox } = view(req);
    const serverNow = server.now().getTime();
    let target: number;
    if (advance !== undefined) {
      const ms = parseDuration(advance);
      if (ms === undefined) {
        refuse(
          res,
          `advance: '${advance}' is not a duration; use ${DURATION_FORMS}. The clock only goes forward.`,
        );
        return;
      }
      target = server.nowOf(sandbox).getTime() + ms;
    } else if (set !== undefined) {
      const date = parseClockDate(set);
      if (date === undefined) {
        refuse(res, `set: '${set}' is not a date; use ${DATE_FORMS}.`);
        return;
      }
      if (date.getTime() < seedDay.getTime()) {
        refuse(
          res,
          `set: ${set} is before the seed day; the earliest allowed date is ${isoDate(seedDay)} (the day the world was seeded). The clock is unchanged.`,
        );
        return;
      }
      target = date.getTime();
    } else {
      target = serverNow;
    }
    sandbox.clockOffsetMs = target - serverNow;
    // Durable before the answer: the '#qa' part holds the clock.
    server.sandboxes.commit(sandbox, []);
    const moved = view(req).view;
    server.emit(sandbox.id, 'clock', moved);
    res.json(moved);
  });

  return router;
}
