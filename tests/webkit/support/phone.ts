import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebDriver, WebElement } from 'selenium-webdriver';
import type { BridgeLogEntry } from '../../../bridge-sim/src/core.ts';
import { APP_PORT } from '../../e2e/ports.ts';
import type { FakeAdmin } from '../../e2e/support/fake-admin.ts';
import type { Query } from './find-in-page.ts';
import { Target, waitUntil } from './target.ts';
import { PHONE } from './webkit-driver.ts';

export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;

/** Where the lane leaves its screenshots, one or more per journey, each with a JSON note beside it. */
export const SCREENSHOT_DIR = join(import.meta.dirname, '../../../test-results/webkit');

/** What the page's error recorder (tests/webkit/page/error-recorder.js) kept. */
export interface RecordedError {
  kind: 'error' | 'unhandledrejection' | 'console.error';
  detail: string;
  url: string;
}

/** What a screenshot's JSON note says, for the screen gallery or a reader of test-results/webkit/. */
export interface ScreenshotNote {
  journey: string;
  label: string;
  png: string;
  url: string;
  viewport: { width: number; height: number };
  engine: 'webkitgtk';
}

/**
 * The screen as a PNG. WebKitGTK under Xvfb can leave a position: fixed layer (the action bars) out
 * of the first screenshot of a page until something scrolls: a one-pixel scroll and back, then two
 * frames, first.
 */
export async function screenPng(driver: WebDriver): Promise<Buffer> {
  await driver.executeAsyncScript(`
    const done = arguments[arguments.length - 1];
    const y = window.scrollY;
    window.scrollBy(0, 1);
    requestAnimationFrame(() => {
      window.scrollTo(0, y);
      requestAnimationFrame(() => requestAnimationFrame(() => done()));
    });`);
  return Buffer.from(await driver.takeScreenshot(), 'base64');
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 90);
}

/**
 * The phone a journey drives: the WebKit page with the simulated shell, in the journey's own
 * fake-server sandbox.
 * @example await phone.open('/repay', { productId: 'P1001', orderId: 'ORD174' });
 */
export class Phone {
  readonly driver: WebDriver;
  readonly fake: FakeAdmin;
  private readonly journey: string;

  constructor(driver: WebDriver, fake: FakeAdmin, journey: string) {
    this.driver = driver;
    this.fake = fake;
    this.journey = journey;
  }

  get(query: Query): Target {
    return new Target(this.driver, query);
  }

  /**
   * Runs `read` inside the iframe of `holder` (e.g. an agreement popup) and comes back out.
   * @example const title = await phone.insideFrame(popup, () => phone.get({ role: 'heading' }).text());
   */
  async insideFrame<T>(holder: Target, read: () => Promise<T>): Promise<T> {
    const frame = await waitUntil('an iframe with a document', async () => {
      const element = await this.run<WebElement | null>(
        'return arguments[0].querySelector("iframe");',
        await holder.one(),
      );
      return element ?? undefined;
    });
    await this.driver.switchTo().frame(frame);
    try {
      return await read();
    } finally {
      await this.driver.switchTo().defaultContent();
    }
  }

  /** Opens an app path as the shell does, the sandbox's session in the query. */
  async open(path: string, query: Record<string, string> = {}): Promise<void> {
    // '%20' for a space, as the shell and the app's href() write it: the page keeps '+' literal.
    const search = new URLSearchParams({ ...query, sessionId: this.fake.sessionId })
      .toString()
      .replaceAll('+', '%20');
    await this.driver.get(`${APP_ORIGIN}${path}?${search}`);
  }

  /** Opens the order screen of a seeded order. */
  async openOrder(orderId: string): Promise<void> {
    const { productId } = await this.fake.order(orderId);
    await this.open('/loanDetail', { productId, orderId });
  }

  /** Opens a promotion hash route as an advertising link does. */
  async openPromotion(route: string, query: Record<string, string>): Promise<void> {
    const search = new URLSearchParams({ ...query, sessionId: this.fake.sessionId });
    await this.driver.get(
      `${APP_ORIGIN}/promotion.html#/${route}?${search.toString().replaceAll('+', '%20')}`,
    );
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.getCurrentUrl());
  }

  title(): Promise<string> {
    return this.driver.getTitle();
  }

  run<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.driver.executeScript<T>(script, ...args);
  }

  /** Plays a native-to-web event of the shell, e.g. the iOS back gesture. */
  async emit(event: string, payload?: Record<string, unknown>): Promise<void> {
    await this.run('window.__bridgeSim.emit(arguments[0], arguments[1]);', event, payload);
  }

  /** The actions the page posted to the simulated shell, oldest first. */
  async bridgeActions(): Promise<string[]> {
    const log = await this.run<BridgeLogEntry[] | null>('return window.__bridgeLog ?? [];');
    return (log ?? []).map((entry) => entry.action);
  }

  /**
   * From now on, records every toast text (the role=status region) and every dialog name the
   * page shows, however briefly: a toast or a 'Successfully Sent' dialog can be gone before a
   * poll of a loaded machine looks. Read them with seen().
   */
  async watchScreen(): Promise<void> {
    await this.run(`
      const seen = (window.__seen = []);
      const note = (text) => { if (text && seen.at(-1) !== text) seen.push(text); };
      const look = () => {
        for (const status of document.querySelectorAll('[role=status]'))
          note(status.textContent.replace(/\\s+/g, ' ').trim());
        for (const dialog of document.querySelectorAll('[role=dialog], [role=alertdialog], dialog[open]')) {
          const id = dialog.getAttribute('aria-labelledby');
          const title = id ? document.getElementById(id)?.textContent : dialog.getAttribute('aria-label');
          note('dialog: ' + (title ?? '').replace(/\\s+/g, ' ').trim());
        }
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });`);
  }

  /** What watchScreen() recorded: toast texts, and 'dialog: <name>' for dialogs, oldest first. */
  async seen(): Promise<string[]> {
    return (await this.run<string[] | null>('return window.__seen ?? null;')) ?? [];
  }

  /** Waits until the page's running animations (a sheet sliding in) have finished. */
  async settled(): Promise<void> {
    await this.driver.executeAsyncScript(`
      const done = arguments[arguments.length - 1];
      Promise.all(document.getAnimations().map((animation) => animation.finished)).then(() => done(), () => done());`);
  }

  /** Every error the pages of this tab recorded (kept across navigations in sessionStorage). */
  async errors(): Promise<RecordedError[]> {
    return this.run<RecordedError[]>(
      `const kept = JSON.parse(sessionStorage.getItem('__webkitLaneErrors') || 'null');
       return kept ?? window.__webkitLaneErrors ?? [];`,
    );
  }

  /**
   * Saves the screen as test-results/webkit/<journey>[--<label>].png with a JSON note beside it.
   * Answers the PNG's path.
   */
  async screenshot(label = 'end'): Promise<string> {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const name = label === 'end' ? slug(this.journey) : `${slug(this.journey)}--${slug(label)}`;
    const png = join(SCREENSHOT_DIR, `${name}.png`);
    writeFileSync(png, await screenPng(this.driver));
    const note: ScreenshotNote = {
      journey: this.journey,
      label,
      png: `${name}.png`,
      url: (await this.url()).href.replace(`sessionId=${this.fake.sessionId}`, 'sessionId='),
      viewport: { width: PHONE.width, height: PHONE.height },
      engine: 'webkitgtk',
    };
    writeFileSync(join(SCREENSHOT_DIR, `${name}.json`), `${JSON.stringify(note, null, 2)}\n`);
    return png;
  }
}
