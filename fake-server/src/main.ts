import type { IncomingMessage, ServerResponse } from 'node:http';
import { exposureWarning } from './access/exposure-warning.ts';
import { freshQaPage } from './admin/qa-page.ts';
import { terminalText } from './api/terminal-text.ts';
import { createServerApp } from './app.ts';
import { readEnv } from './config.ts';
import { SandboxDbError } from './persistence/sandbox-db.ts';
import { StateFileError } from './persistence/state-file.ts';

const config = readEnv(process.env);
if (!config.ok) {
  console.error(`fake-server: ${config.message}.`);
  process.exit(1);
}
const env = config.env;

let started: ReturnType<typeof createServerApp>;
try {
  started = createServerApp({
    seed: env.FAKE_SEED,
    db: env.FAKE_DB,
    stateFile: env.FAKE_STATE_FILE,
    cacheLimit: env.FAKE_CACHE_SANDBOXES,
    appOrigin: env.FAKE_APP_ORIGIN,
    slowNetworkMs: env.FAKE_SLOW_MS,
    autoPayMs: env.FAKE_AUTO_PAY_MS,
    upstream: env.FAKE_UPSTREAM === undefined ? undefined : new URL(env.FAKE_UPSTREAM).origin,
    record: env.FAKE_RECORD === '1',
    redactKey: env.FAKE_REDACT_KEY,
    timeoutMs: env.FAKE_TIMEOUT_MS,
    checkResponses: env.FAKE_CHECK_RESPONSES === '1',
    allowedHosts: env.FAKE_ALLOWED_HOSTS,
    publicOrigin: env.FAKE_PUBLIC_ORIGIN,
    uploadsMaxBytes:
      env.FAKE_UPLOADS_MAX_MB === undefined ? undefined : env.FAKE_UPLOADS_MAX_MB * 1024 * 1024,
    logBudgetBytes: env.FAKE_LOG_MAX_MB === undefined ? undefined : env.FAKE_LOG_MAX_MB * 1024 * 1024,
  });
} catch (error) {
  if (error instanceof StateFileError || error instanceof SandboxDbError) {
    // The message may name a stored sandbox, whose id a client chose.
    console.error(terminalText(`fake-server: ${error.message}`));
    process.exit(1);
  }
  throw error;
}

const { app, server: fake } = started;
for (const note of fake.notes) console.log(`fake-server: ${note}`);
// The QA page is built now when its sources changed since its last build, while the server starts
// listening: a load of the page meanwhile waits for this build rather than start another.
freshQaPage((line) => console.log(`fake-server: ${line}`)).catch((error: Error) =>
  console.error(terminalText(`fake-server: the QA page does not build: ${error.message}`)),
);

const server = app.listen(env.FAKE_PORT, env.FAKE_HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : env.FAKE_PORT;
  const origin = `http://${env.FAKE_HOST}:${port}`;
  const state = fake.sandboxes.persistent
    ? `sandboxes kept in ${env.FAKE_DB ?? 'the database next to FAKE_STATE_FILE'}`
    : 'sandboxes in memory (set FAKE_DB to keep them)';
  console.log(
    `Fake server listening on ${origin} (seed ${env.FAKE_SEED}, ${state}). QA page: ${origin}/__fake`,
  );
  const upstream = fake.upstream.defaultOrigin;
  if (upstream !== null)
    console.log(
      `Forwarding every call to ${upstream} and checking its answers against the contract` +
        `${env.FAKE_RECORD === '1' ? ', recording them (redacted)' : ''}; drift: ${origin}/__fake/drift, npm run fake -- drift.`,
    );
  const exposed = exposureWarning(env.FAKE_HOST, env.FAKE_ALLOWED_HOSTS ?? []);
  if (exposed !== undefined) console.warn(exposed);
});
// Clients that keep connections alive (the dev proxy, Playwright's request context) reuse an idle
// one some seconds later; Node's 5 s default closes it just then and the client gets ECONNRESET.
// Outlive their idle time instead.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(
      `fake-server: port ${env.FAKE_PORT} is in use. Stop the other fake server, or set FAKE_PORT to a free port.`,
    );
  } else {
    console.error(`fake-server: cannot listen on ${env.FAKE_HOST}:${env.FAKE_PORT}: ${error.message}`);
  }
  process.exit(1);
});

// Open event streams (GET /__fake/events), to end them properly on a stop: a proxy in between
// (Vite's, in dev and preview) passes an ended stream on to the browser, whose EventSource then
// reconnects to the restarted server; a connection that is only dropped it keeps open forever.
const eventStreams = new Set<ServerResponse>();
// Before Express: its router rewrites `req.url` while a request is in it (an open stream stays in it).
server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
  if (!req.url?.startsWith('/__fake/events')) return;
  eventStreams.add(res);
  res.on('close', () => eventStreams.delete(res));
});

function stop(): void {
  for (const res of eventStreams) {
    res.on('error', () => {}); // an event sent after the end: nobody is there to read it
    res.end();
  }
  // Event streams keep connections open; close them so the process can end now (one turn later,
  // so the streams' ends are written first).
  setImmediate(() => {
    server.closeAllConnections();
    server.close(() => {
      fake.close();
      process.exit(0);
    });
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
