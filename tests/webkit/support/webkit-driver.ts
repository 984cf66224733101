import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../../scripts/bench/processes.ts';

/**
 * Debian's WebKitGTK WebDriver (package webkit2gtk-driver) and the browser it automates; other
 * distributions put them elsewhere (WEBKIT_DRIVER, WEBKIT_MINIBROWSER).
 */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The phone the lane plays: an iPhone 13's screen and Safari's user agent (as the Chromium suite). */
export const PHONE = {
  width: 390,
  height: 844,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
} as const;

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}.`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url} within 15 s.`);
}

export interface WebKitSession {
  driver: WebDriver;
  /** Ends the session and its driver process (each WebKitWebDriver serves one session). */
  close: () => Promise<void>;
}

/**
 * One WebKitWebDriver process and its one MiniBrowser session, full screen (no toolbar, whose
 * minimum width is 447 px) at the phone's 390 × 844. Needs DISPLAY (the lane's Xvfb).
 */
export async function startWebKit(): Promise<WebKitSession> {
  if (!existsSync(WEBKIT_DRIVER))
    throw new Error(`${WEBKIT_DRIVER} is missing (apt-get install webkit2gtk-driver).`);
  const port = await freePort();
  const process = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(url, process);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', '--full-screen', `--user-agent=${PHONE.userAgent}`],
        },
      })
      .build();
    await driver.manage().window().setRect({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    return {
      driver,
      close: async () => {
        await driver.quit().catch(() => undefined);
        process.kill();
      },
    };
  } catch (error) {
    process.kill();
    throw error;
  }
}
