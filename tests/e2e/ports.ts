/** Ports of the e2e run: apart from dev's 4010/5173 so both can run at once. */
export const FAKE_PORT = 4011;
export const APP_PORT = 4174;
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
