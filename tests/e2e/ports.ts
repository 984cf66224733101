/**
 * Ports of the e2e run: apart from dev's 4010/5173 so both can run at once. E2E_FAKE_PORT and
 * E2E_APP_PORT move them, so two checkouts can run their suites side by side.
 */
function portFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const FAKE_PORT = portFromEnv('E2E_FAKE_PORT', 4011);
export const APP_PORT = portFromEnv('E2E_APP_PORT', 4174);
export const FAKE_ORIGIN = `http://127.0.0.1:${FAKE_PORT}`;

/** Flags Chromium needs on this machine (root, no GPU, no network but loopback). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
