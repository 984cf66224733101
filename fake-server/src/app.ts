import express, { type Express, type RequestHandler } from 'express';
import { adminRouter } from './admin/admin-router.ts';
import { apiErrorHandler, apiNotFound, startClock } from './api/api-errors.ts';
import { API_PREFIXES } from './api/envelope.ts';
import { mountOperations } from './api/mount-operations.ts';
import { createFakeServer, type FakeServerOptions } from './fake-server.ts';

export type CreateAppOptions = FakeServerOptions;

function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Only for API paths; the app's proxy makes calls same-origin, this helps a page served elsewhere. */
const cors: RequestHandler = (req, res, next) => {
  res.set({
    'Access-Control-Allow-Origin': req.get('origin') ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, X-Requested-With, building, gather, swift, eyes',
    Vary: 'Origin',
  });
  if (req.method === 'OPTIONS') res.status(204).end();
  else next();
};

/**
 * The fake server as an Express 5 app: every contract operation, the QA API and page under
 * /__fake, the images and pages the fake world links to. main.ts listens; tests use supertest.
 * @throws StateFileError when `stateFile` exists but cannot be used.
 * @example const app = createApp({ seed: 1, now: () => new Date('2026-01-15T09:00:00Z') });
 */
export function createApp(options: CreateAppOptions = {}): Express {
  const server = createFakeServer(options);
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // Answers change with every QA switch and are never revalidated by the app: hashing each body
  // for an ETag only costs throughput.
  app.set('etag', false);
  app.use(cors);
  app.get('/', (_req, res) => res.redirect('/__fake'));
  app.use('/__fake', adminRouter(server));
  app.use((req, res, next) => (isApiPath(req.path) ? startClock(req, res, next) : next()));
  mountOperations(app, server);
  const notFound = apiNotFound(server);
  app.use((req, res, next) => (isApiPath(req.path) ? notFound(req, res, next) : next()));
  app.use((req, res) => {
    res
      .status(404)
      .type('text/plain')
      .send(
        `Not a fake-server path: ${req.method} ${req.path}. API prefixes: ${API_PREFIXES.join(', ')}; QA page: /__fake.`,
      );
  });
  app.use(apiErrorHandler(server));
  return app;
}
