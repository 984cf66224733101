import { type Request, Router } from 'express';
import * as z from 'zod';
import { describeIssues } from '../api/validation-message.ts';
import type { FakeServer } from '../fake-server.ts';
import { sandboxIdOf } from '../store/sandbox.ts';

const UpstreamInputSchema = z.strictObject({
  /** http(s) origin of the real backend; null = the fake answers this sandbox's calls. */
  origin: z.union([z.url({ protocol: /^https?$/ }), z.null()]),
  /** Record the upstream's answers (redacted) into the sandbox. */
  record: z.boolean().optional(),
});

/**
 * GET/POST /__fake/upstream and GET/DELETE /__fake/drift (?sessionId=…; `?all=1` on GET drift):
 * where a sandbox's calls go, and what the real backend answered that the contract does not say.
 */
export function upstreamRouter(server: FakeServer): Router {
  const router = Router();
  const idOf = (req: Request) => sandboxIdOf(req.query);
  const view = (sandboxId: string) => ({
    sandboxId,
    upstream: server.upstream.of(sandboxId),
    own: server.upstream.isOwn(sandboxId),
    fakeUpstream: server.upstream.defaultOrigin,
  });

  router.get('/upstream', (req, res) => {
    res.json(view(idOf(req)));
  });

  router.post('/upstream', (req, res) => {
    const input: unknown = req.body ?? {};
    const parsed = UpstreamInputSchema.safeParse(input);
    if (!parsed.success) {
      res.status(400).json({
        error: `${describeIssues(parsed.error.issues, input)}. Send { "origin": "https://staging.example.com" } (and "record": true to record), or { "origin": null } for the fake.`,
      });
      return;
    }
    const { origin, record = false } = parsed.data;
    const target = origin === null ? null : new URL(origin).origin;
    // The fake server as its own upstream would forward each call to itself once (PROXIED_HEADER
    // stops the second hop) and report its own answers: refused as a mistake.
    if (target !== null && target === `${req.protocol}://${req.get('host') ?? ''}`) {
      res
        .status(400)
        .json({ error: `origin: ${target} is this fake server; name the real backend's origin.` });
      return;
    }
    const sandboxId = idOf(req);
    server.upstream.set(sandboxId, target === null ? null : { origin: target, record });
    res.json(view(sandboxId));
  });

  router.get('/drift', (req, res) => {
    const ids = req.query.all === '1' ? server.drift.sandboxIds() : [idOf(req)];
    const sandboxes = ids.map((sandboxId) => ({
      ...view(sandboxId),
      entries: server.drift.entries(sandboxId),
    }));
    res.json({
      total: sandboxes.reduce((sum, sandbox) => sum + sandbox.entries.length, 0),
      sandboxes,
    });
  });

  router.delete('/drift', (req, res) => {
    const sandboxId = idOf(req);
    server.drift.clear(sandboxId);
    server.emit(sandboxId, 'drift', { cleared: true });
    res.json({ sandboxId, entries: [] });
  });

  return router;
}
