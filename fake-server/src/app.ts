import express, { type Express } from 'express';
import type { AccessOptions } from './access/access-options.ts';
import { adminIntentRequired } from './access/admin-intent.ts';
import { adminOriginGate } from './access/admin-origin.ts';
import { hostGuard } from './access/host-guard.ts';
import { adminRouter } from './admin/admin-router.ts';
import { apiErrorHandler } from './api/api-errors.ts';
import { apiRouter } from './api/api-router.ts';
import { API_PREFIXES } from './api/envelope.ts';
import { PUBLIC_ORIGIN_SETTING } from './api/request-origin.ts';
import { refuseReservedSandbox } from './api/reserved-sandbox.ts';
import { createFakeServer, type FakeServer, type FakeServerOptions } from './fake-server.ts';
import { noticeUploadEvictions } from './groups/complaint/upload-eviction-notice.ts';

export type CreateAppOptions = FakeServerOptions & AccessOptions;

/**
 * The fake server as an Express 5 app: every contract operation, the QA API and page under
 * /__fake, the images and pages the fake world links to. main.ts listens; tests use supertest.
 * @throws SandboxDbError or StateFileError when the database or an old state file cannot be used.
 * @example const app = createApp({ seed: 1, now: () => new Date('2026-01-15T09:00:00Z') });
 */
export function createApp(options: CreateAppOptions = {}): Express {
  return createServerApp(options).app;
}

/** The app and the fake server behind it (main.ts closes its database on shutdown). */
export function createServerApp(options: CreateAppOptions = {}): { app: Express; server: FakeServer } {
  const server = createFakeServer(options);
  noticeUploadEvictions(server);
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // Answers change with every QA switch and are never revalidated by the app: hashing each body
  // for an ETag only costs time.
  app.set('etag', false);
  const publicOrigin = options.publicOrigin?.replace(/\/+$/, '');
  app.set(PUBLIC_ORIGIN_SETTING, publicOrigin);
  // Who may call, before anything else (README: sharing one server safely).
  app.use(hostGuard(options.allowedHosts ?? []));
  app.use(apiRouter(server));
  app.use(refuseReservedSandbox);
  app.get('/', (_req, res) => res.redirect('/__fake'));
  app.use(
    '/__fake',
    adminOriginGate({ appOrigin: server.appOrigin, publicOrigin }),
    adminIntentRequired,
    adminRouter(server),
  );
  app.use((req, res) => {
    res
      .status(404)
      .type('text/plain')
      .send(
        `Not a fake-server path: ${req.method} ${req.path}. API prefixes: ${API_PREFIXES.join(', ')}; QA page: /__fake.`,
      );
  });
  app.use(apiErrorHandler(server));
  return { app, server };
}
