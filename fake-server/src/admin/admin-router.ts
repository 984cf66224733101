import express, { type Request, type Response, Router } from 'express';
import type * as z from 'zod';
import { describeIssues } from '../api/validation-message.ts';
import { assetsRouter } from '../assets/assets-router.ts';
import type { FakeServer } from '../fake-server.ts';
import { complaintUploadsRouter } from '../groups/complaint/complaint-uploads-router.ts';
import { promotionAdminView } from '../groups/promotion/promotion-admin.ts';
import { pagesRouter } from '../pages/pages-router.ts';
import { StorageError } from '../persistence/storage-fault.ts';
import { FaultInputSchema } from '../scenarios/faults.ts';
import { type Sandbox, sandboxIdOf } from '../store/sandbox.ts';
import { adminErrors, sendError } from './admin-errors.ts';
import { clockRouter } from './clock-router.ts';
import { eventsStream } from './events-stream.ts';
import { applyOrderPatch, OrderPatchSchema, PATCHABLE_FIELDS } from './order-patch.ts';
import { adminOrderView } from './order-view.ts';
import { paymentsRouter } from './payments-router.ts';
import { adminProductView } from './product-view.ts';
import { qaPageRouter } from './qa-page.ts';
import { sandboxShareRouter } from './sandbox-share-router.ts';
import {
  addFault,
  chooseScenario,
  clearFaults,
  ScenarioInputSchema,
  scenarioView,
} from './sandbox-switches.ts';
import { upstreamRouter } from './upstream-router.ts';

/** Parses a JSON body or answers 400 naming the fields; undefined when it answered. */
function parseBody<T>(schema: z.ZodType<T>, req: Request, res: Response): T | undefined {
  const input: unknown = req.body ?? {};
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  sendError(
    res,
    400,
    `${describeIssues(parsed.error.issues, input)}. Send a JSON object (Content-Type: application/json).`,
  );
  return undefined;
}

/** The QA control API under /__fake (DESIGN §6); the sandbox is chosen by ?sessionId=. */
export function adminRouter(server: FakeServer): Router {
  const router = Router();
  const sandboxOf = (req: Request) => server.sandboxes.get(sandboxIdOf(req.query));
  const changed = (sandbox: Sandbox, type: 'order-updated' | 'reset', data: unknown) => {
    // Saved before the route answers (every caller answers after this).
    server.sandboxes.commit(sandbox);
    server.emit(sandbox.id, type, data);
  };

  // Export and import first: an import reads a body larger than the 100 kB below.
  router.use('/sandboxes', sandboxShareRouter(server));
  router.use(express.json({ limit: '100kb' }));
  router.use(qaPageRouter());
  router.use('/assets', assetsRouter(server));
  router.use('/pages', pagesRouter(server));
  // Group-owned QA reads: complaint images (uploaded and seeded), promotion captchas and SMS codes.
  router.use('/uploads', complaintUploadsRouter(server));
  router.get('/promotion', promotionAdminView(server));
  router.get('/events', eventsStream(server));
  router.use('/clock', clockRouter(server));
  router.use('/payments', paymentsRouter(server));
  router.use(upstreamRouter(server));

  router.get('/operations', (_req, res) => {
    res.json({
      operations: server.operations.map(({ operationId, tag, method, path }) => ({
        operationId,
        tag,
        method: method.toUpperCase(),
        path,
      })),
    });
  });

  router.get('/sandboxes', (_req, res) => {
    res.json({
      // Every sandbox known, most recently used first: the QA console's sandbox switcher.
      known: server.sandboxes.lastUses(),
      // In memory now (with their switches and logs); `stored` also lists those only in FAKE_DB.
      sandboxes: server.sandboxes.cached().map((sandbox) => ({
        sandboxId: sandbox.id,
        scenario: sandbox.scenario?.name ?? 'none',
        faults: sandbox.faults.length,
        requests: sandbox.log.length,
      })),
      stored: server.sandboxes.persistent ? server.sandboxes.ids() : null,
    });
  });

  router.get('/orders', (req, res) => {
    const sandbox = sandboxOf(req);
    res.json({
      sandboxId: sandbox.id,
      now: server.nowOf(sandbox).toISOString(),
      orders: sandbox.state.shared.orders.map((order) =>
        adminOrderView(server, sandbox.state, order, sandbox.id, server.nowOf(sandbox)),
      ),
    });
  });

  router.get('/products', (req, res) => {
    const sandbox = sandboxOf(req);
    res.json({
      sandboxId: sandbox.id,
      products: sandbox.state.shared.products.map((product) => adminProductView(server, product, sandbox.id)),
    });
  });

  router.patch('/orders/:orderId', (req, res) => {
    const sandbox = sandboxOf(req);
    const order = sandbox.state.shared.orders.find((candidate) => candidate.orderId === req.params.orderId);
    if (order === undefined) {
      sendError(
        res,
        404,
        `No order ${req.params.orderId} in sandbox '${sandbox.id}'. GET /__fake/orders lists them.`,
      );
      return;
    }
    const patch = parseBody(OrderPatchSchema, req, res);
    if (patch === undefined) return;
    if (Object.keys(patch).length === 0) {
      sendError(res, 400, `Nothing to change. Send one or more of: ${PATCHABLE_FIELDS.join(', ')}.`);
      return;
    }
    const applied = applyOrderPatch(order, patch, server.nowOf(sandbox));
    if (!applied.ok) {
      sendError(res, 409, applied.message);
      return;
    }
    // A switch can put the order where the clock moves it on at once (a 151 whose credit day passed).
    server.lifecycle.refresh(sandbox);
    const view = adminOrderView(server, sandbox.state, order, sandbox.id, server.nowOf(sandbox));
    changed(sandbox, 'order-updated', {
      orderId: order.orderId,
      productId: order.productId,
      changes: Object.keys(patch).filter((key) => key !== 'force'),
      order: view,
      ...(applied.change && { from: applied.change.from, via: applied.change.via }),
    });
    res.json({ sandboxId: sandbox.id, order: view });
  });

  router.get('/scenario', (req, res) => {
    res.json(scenarioView(sandboxOf(req)));
  });

  router.post('/scenario', (req, res) => {
    const sandbox = sandboxOf(req);
    const input = parseBody(ScenarioInputSchema, req, res);
    if (input === undefined) return;
    const chosen = chooseScenario(server, sandbox, input);
    if (chosen.ok) res.json(chosen.value);
    else sendError(res, 400, chosen.message);
  });

  router.get('/faults', (req, res) => {
    const sandbox = sandboxOf(req);
    res.json({ sandboxId: sandbox.id, faults: sandbox.faults });
  });

  router.post('/faults', (req, res) => {
    const sandbox = sandboxOf(req);
    const input = parseBody(FaultInputSchema, req, res);
    if (input === undefined) return;
    const added = addFault(server, sandbox, input);
    if (added.ok) res.status(201).json({ sandboxId: sandbox.id, faults: added.value });
    else sendError(res, 400, added.message);
  });

  router.delete('/faults', (req, res) => {
    const sandbox = sandboxOf(req);
    const operationId = typeof req.query.operationId === 'string' ? req.query.operationId : undefined;
    res.json({ sandboxId: sandbox.id, faults: clearFaults(server, sandbox, operationId) });
  });

  router.post('/reset', (req, res) => {
    const ids = req.query.all === '1' ? server.sandboxes.ids() : [sandboxIdOf(req.query)];
    const done: string[] = [];
    try {
      for (const id of ids) {
        // The rows first: a reset the database refuses leaves the sandbox, its images and drift.
        const fresh = server.sandboxes.reset(id);
        done.push(id);
        server.uploads.forget(id);
        server.drift.clear(id);
        changed(fresh, 'reset', { sandboxId: id });
      }
    } catch (error) {
      if (!(error instanceof StorageError) || done.length === 0) throw error;
      sendError(res, 507, `${error.message} Reset before it: ${done.join(', ')}.`);
      return;
    }
    res.json({ reset: ids });
  });

  router.get('/requests', (req, res) => {
    const sandbox = sandboxOf(req);
    const limit = Math.min(500, Math.max(1, Number(req.query.limit) || 100));
    const operationId = typeof req.query.operationId === 'string' ? req.query.operationId : undefined;
    const matching = operationId
      ? sandbox.log.filter((entry) => entry.operationId === operationId)
      : sandbox.log;
    res.json({ sandboxId: sandbox.id, total: matching.length, requests: matching.slice(-limit) });
  });

  router.use((req, res) => {
    sendError(
      res,
      404,
      `No QA endpoint ${req.method} /__fake${req.path}. Open /__fake in a browser or see fake-server/README.md.`,
    );
  });

  router.use(adminErrors);
  return router;
}
