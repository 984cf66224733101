import express, { type Request, type Response, Router } from 'express';
import type { FakeServer } from '../fake-server.ts';
import { exportSandbox, readSandboxExport, SandboxImportError } from '../persistence/sandbox-export.ts';
import { findPreset } from '../scenarios/presets.ts';
import { noticeEntry, reservedSandboxProblem } from '../store/sandbox.ts';

/**
 * A seed sandbox exports as 21 kB; one after 600 calls of every writing operation as 1.6 MB
 * (README: sharing a bug's world). The QA API's 100 kB would refuse a well-used one.
 */
export const IMPORT_BODY_LIMIT = '2mb';

/**
 * `attachment; filename="…"` for the file's name; a name with characters a quoted string cannot
 * carry safely gets a plain fallback plus its exact form in `filename*` (RFC 6266).
 * @example attachmentHeader('sandbox-qa.json') // 'attachment; filename="sandbox-qa.json"'
 */
export function attachmentHeader(name: string): string {
  const plain = name.replace(/[^\w.-]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return plain === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${plain}"; filename*=UTF-8''${exact}`;
}

/** The sandbox named in the path, or undefined when it answered 400. */
function sandboxIdParam(req: Request, res: Response): string | undefined {
  const id = String(req.params.id ?? '');
  const problem =
    id.length === 0 || id.length > 200
      ? `The sandbox id must have 1 to 200 characters, got ${id.length}.`
      : reservedSandboxProblem({ sessionId: id });
  if (problem === undefined) return id;
  res.status(400).json({ error: problem });
  return undefined;
}

/**
 * GET /__fake/sandboxes/:id/export and POST /__fake/sandboxes/:id/import: a sandbox's world and
 * QA switches as a file, so QA can hand a developer the exact world of a bug. Mounted before the
 * QA API's 100 kB JSON parser: an import reads its own, larger body.
 */
export function sandboxShareRouter(server: FakeServer): Router {
  const router = Router();

  // An id never used exports the seed world, as every QA read shows an unused sandbox as the seed.
  router.get('/:id/export', (req, res) => {
    const id = sandboxIdParam(req, res);
    if (id === undefined) return;
    const sandbox = server.sandboxes.get(id);
    const snapshot = exportSandbox(sandbox, server.seed, server.now(), server.nowOf(sandbox));
    res
      .type('json')
      .set({ 'Content-Disposition': attachmentHeader(`sandbox-${id}.json`), 'Cache-Control': 'no-store' })
      // Compact: what the file holds is what an import posts, under IMPORT_BODY_LIMIT.
      .send(JSON.stringify(snapshot));
  });

  router.post('/:id/import', express.json({ limit: IMPORT_BODY_LIMIT }), (req, res) => {
    const id = sandboxIdParam(req, res);
    if (id === undefined) return;
    const unchanged = `Sandbox '${id}' is unchanged.`;
    if (!req.is('application/json')) {
      res.status(400).json({
        error: `Send the export file as the body, with Content-Type: application/json. ${unchanged}`,
      });
      return;
    }
    let imported: ReturnType<typeof readSandboxExport>;
    try {
      imported = readSandboxExport(req.body, {
        sandboxId: id,
        seed: server.seed,
        refDate: server.refDate,
        now: server.now(),
        seedWorld: server.seedWorld,
        isScenario: (name) => findPreset(name) !== undefined,
        isOperation: (operationId) => server.operations.some((op) => op.operationId === operationId),
      });
    } catch (error) {
      if (!(error instanceof SandboxImportError)) throw error;
      res.status(400).json({ error: `Not imported: ${error.message}. ${unchanged}` });
      return;
    }
    const { sandbox, from, exportedAt } = imported;
    // Ids go on from the old log, so a log reader never sees an id twice.
    if (server.sandboxes.has(id)) sandbox.nextLogId = server.sandboxes.get(id).nextLogId;
    server.sandboxes.log(
      sandbox,
      noticeEntry({
        at: server.now().toISOString(),
        sandboxId: id,
        code: 'imported',
        message: `Sandbox '${id}' was imported from '${from}' exported at ${exportedAt}.`,
      }),
    );
    // Saved (one transaction) before the answer; the old sandbox's images belong to a world gone.
    server.sandboxes.replace(sandbox);
    server.uploads.forget(id);
    // 'reset': the QA page reloads everything and an open app refetches, with no app change.
    server.emit(id, 'reset', { sandboxId: id, importedFrom: from, exportedAt });
    res.json({ imported: id, from });
  });

  return router;
}
