import { createApp } from './app.ts';
import { readEnv } from './config.ts';
import { StateFileError } from './persistence/state-file.ts';

const config = readEnv(process.env);
if (!config.ok) {
  console.error(`fake-server: ${config.message}.`);
  process.exit(1);
}
const env = config.env;

let app: ReturnType<typeof createApp>;
try {
  app = createApp({
    seed: env.FAKE_SEED,
    stateFile: env.FAKE_STATE_FILE,
    appOrigin: env.FAKE_APP_ORIGIN,
    slowNetworkMs: env.FAKE_SLOW_MS,
    timeoutMs: env.FAKE_TIMEOUT_MS,
    checkResponses: env.FAKE_CHECK_RESPONSES === '1',
  });
} catch (error) {
  if (error instanceof StateFileError) {
    console.error(`fake-server: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const server = app.listen(env.FAKE_PORT, env.FAKE_HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : env.FAKE_PORT;
  const origin = `http://${env.FAKE_HOST}:${port}`;
  const state = env.FAKE_STATE_FILE ? `state file ${env.FAKE_STATE_FILE}` : 'state in memory';
  console.log(
    `Fake server listening on ${origin} (seed ${env.FAKE_SEED}, ${state}). QA page: ${origin}/__fake`,
  );
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

function stop(): void {
  // Event streams keep connections open; close them so the process can end now.
  server.closeAllConnections();
  server.close(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
