import type { RequestHandler } from 'express';
import type { FakeServer } from '../../fake-server.ts';
import { sandboxIdOf } from '../../store/sandbox.ts';

const SHOWN = 20;

/**
 * GET /__fake/promotion?sessionId=…: what the promotion flow's server side knows, newest first, so
 * QA and the end-to-end tests can finish a registration: the captcha text of each session, the SMS
 * codes "sent", the registered phones and the tracked visits and clicks.
 */
export function promotionAdminView(server: FakeServer): RequestHandler {
  return (req, res) => {
    const sandbox = server.sandboxes.get(sandboxIdOf(req.query));
    const slice = sandbox.state.promotion;
    const latest = <T>(list: readonly T[]) => list.slice(-SHOWN).reverse();
    res.json({
      sandboxId: sandbox.id,
      captchas: latest(slice.captchas),
      smsCodes: latest(slice.smsCodes),
      registered: latest(slice.registered),
      tracks: latest(slice.tracks),
      templates: slice.templates.map(({ id, title }) => ({ id, title })),
    });
  };
}
