import type { RequestHandler } from 'express';
import type { FakeServer } from '../fake-server.ts';

/**
 * HEAD on an API path: the status and type a GET would answer, and nothing else. Express would run
 * the GET handler for it, and some GET operations change state (get-sid opens a captcha session,
 * track-visit records a visit, get-captcha draws a text) or log the call: a HEAD (a link checker,
 * a monitor) must not. No sandbox is touched, nothing is logged.
 */
export function headAnswer(server: FakeServer): RequestHandler {
  return (req, res) => {
    const served = server.operations.some(
      (operation) => operation.method === 'get' && operation.path === req.path,
    );
    res
      .status(served ? 200 : 404)
      // The type of the envelope; get-captcha's picture is the one GET that answers otherwise.
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Cache-Control', 'no-store')
      .end();
  };
}
