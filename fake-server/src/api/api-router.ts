import express, { type RequestHandler, type Router } from 'express';
import { apiCors } from '../access/api-cors.ts';
import type { FakeServer } from '../fake-server.ts';
import { apiNotFound, startClock } from './api-errors.ts';
import { bodyParsersFor } from './body-parsers.ts';
import { isApiPath } from './envelope.ts';
import { runOperation } from './express-operation.ts';
import { headAnswer } from './head-answer.ts';
import type { Operation, Tag } from './operation.ts';
import { refuseReservedSandbox } from './reserved-sandbox.ts';

/** One API group's operations as an Express router: a route per operation, its body parser first. */
export function groupRouter(operations: readonly Operation[], server: FakeServer): Router {
  const router = express.Router();
  for (const operation of operations)
    router[operation.method](operation.path, ...bodyParsersFor(operation), (req, res) =>
      runOperation(operation, server, req, res),
    );
  return router;
}

/** The operations by API group, in the order they are listed. */
function byGroup(operations: readonly Operation[]): Map<Tag, Operation[]> {
  const groups = new Map<Tag, Operation[]>();
  for (const operation of operations) {
    const group = groups.get(operation.tag);
    if (group === undefined) groups.set(operation.tag, [operation]);
    else group.push(operation);
  }
  return groups;
}

/**
 * Every API call: CORS, the reserved-sandbox check, HEAD, the log's clock, then each group's
 * router; a path under an API prefix that no operation serves gets the 404 envelope. Mounted at the
 * root (not under each prefix) so `req.path` stays the contract's full path in the handlers, the
 * log and the error answers. Any other path leaves this router for the next middleware.
 */
export function apiRouter(server: FakeServer): Router {
  const router = express.Router();
  // Case-insensitive, as Express matches the operations' routes.
  router.use((req, _res, next) => {
    if (isApiPath(req.path.toLowerCase())) next();
    else next('router');
  });
  const head = headAnswer(server);
  const headOnly: RequestHandler = (req, res, next) =>
    req.method === 'HEAD' ? head(req, res, next) : next();
  router.use(apiCors, refuseReservedSandbox, headOnly, startClock);
  for (const operations of byGroup(server.operations).values()) router.use(groupRouter(operations, server));
  router.use(apiNotFound(server));
  return router;
}
