import { type Request, type Response, Router } from 'express';
import { describeIssues } from '../api/validation-message.ts';
import type { FakeServer } from '../fake-server.ts';
import { sandboxIdOf } from '../store/sandbox.ts';
import { CLOCK_FORMS, ClockInputSchema, moveClock, sandboxClockView } from './sandbox-switches.ts';

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
  const sandboxOf = (req: Request) => server.sandboxes.get(sandboxIdOf(req.query));

  router.get('/', (req, res) => {
    res.json(sandboxClockView(server, sandboxOf(req)));
  });

  router.post('/', (req, res) => {
    const input: unknown = req.body ?? {};
    const parsed = ClockInputSchema.safeParse(input);
    if (!parsed.success) {
      refuse(res, `${describeIssues(parsed.error.issues, input)}. ${CLOCK_FORMS}`);
      return;
    }
    const moved = moveClock(server, sandboxOf(req), parsed.data);
    if (moved.ok) res.json(moved.value);
    else refuse(res, moved.message);
  });

  return router;
}
