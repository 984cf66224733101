import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { apiCors } from '../access/api-cors.ts';
import type { FakeServer } from '../fake-server.ts';
import { apiNotFound, startClock } from './api-errors.ts';
import { bodyParsersFor } from './body-parsers.ts';
import { isApiPath } from './envelope.ts';
import { headAnswer } from './head-answer.ts';
import { runOperation } from './mount-operations.ts';
import type { Operation } from './operation.ts';
import { refuseReservedSandbox } from './reserved-sandbox.ts';

/** Express routes match case-insensitively and with or without one trailing slash: so does this. */
function routeKey(method: string, path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return `${method.toUpperCase()} ${trimmed.toLowerCase()}`;
}

/** Runs the handlers in turn, as Express would for one route; an error goes to `done`. */
function chain(handlers: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  let index = 0;
  const next = (error?: unknown): void => {
    if (error !== undefined && error !== null && error !== 'route') {
      done(error);
      return;
    }
    const handler = handlers[index];
    index += 1;
    if (handler === undefined) done();
    else handler(req, res, next);
  };
  next();
}

/**
 * Every API call in one middleware: CORS, the reserved-sandbox check, HEAD, the log's clock, the
 * operation found by method and path in one map, its body parser, the operation; an unknown path
 * gets the 404 envelope. One middleware instead of a layer per step and a route per operation,
 * which Express tried one after the other on every call (issue 16: a third of the time the fake
 * server spent on a call was routing). Not an API path: on to the next middleware.
 */
export function apiDispatch(server: FakeServer): RequestHandler {
  const head = headAnswer(server);
  // What every API call goes through before its operation, in this order.
  const first: RequestHandler[] = [
    apiCors,
    refuseReservedSandbox,
    (req, res, next) => (req.method === 'HEAD' ? head(req, res, next) : next()),
    startClock,
  ];
  const routes = new Map<string, RequestHandler[]>();
  for (const operation of server.operations)
    routes.set(routeKey(operation.method, operation.path), [...first, ...handlersOf(operation, server)]);
  const notFound = [...first, apiNotFound(server)];
  return (req, res, next) => {
    // Case-insensitive, as Express matched the operations' routes.
    if (!isApiPath(req.path.toLowerCase())) {
      next();
      return;
    }
    // Express parses the query again on each read of req.query: parse it once for the whole call.
    Object.defineProperty(req, 'query', {
      value: req.query,
      writable: true,
      configurable: true,
      enumerable: true,
    });
    chain(routes.get(routeKey(req.method, req.path)) ?? notFound, req, res, next);
  };
}

function handlersOf(operation: Operation, server: FakeServer): RequestHandler[] {
  return [
    ...bodyParsersFor(operation),
    (req, res, next) => {
      runOperation(operation, server, req, res).catch(next);
    },
  ];
}
