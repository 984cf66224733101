import { Key, error as seleniumError, type WebDriver, type WebElement } from 'selenium-webdriver';
import { findInPage, type Query } from './find-in-page.ts';

const FIND = `return (${findInPage.toString()})(arguments[0]);`;

/** How long an action waits for its target to be there and take the tap, as Playwright's actions do. */
export const ACTION_TIMEOUT = 20_000;

/** Polls `attempt` until it returns a value (not undefined) or the time is up; the last failure is the error. */
export async function waitUntil<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  timeout = ACTION_TIMEOUT,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      if (!(error instanceof seleniumError.WebDriverError)) throw error;
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${timeout} ms${last ? `: ${String(last)}` : ''}`);
    // A tick between tries; the page moves on its own (answers, animations), not by this wait.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Says a query the way a reader of a failure wants it. */
export function describeQuery(query: Query): string {
  const own =
    'role' in query
      ? `${query.role}${query.name === undefined ? '' : ` "${typeof query.name === 'string' ? query.name : `/${query.name.pattern}/`}"`}`
      : 'testId' in query
        ? `[data-testid=${query.testId}]`
        : `text "${typeof query.text === 'string' ? query.text : `/${query.text.pattern}/`}"`;
  return query.within ? `${describeQuery(query.within)} › ${own}` : own;
}

/**
 * Something on the screen, found anew at every use (the page re-renders under it), like a
 * Playwright locator. Reads answer what is there now (use them in expect.poll); actions wait until
 * exactly one element matches and takes them.
 * @example await phone.get({ role: 'button', name: 'Payment', exact: true }).click();
 */
export class Target {
  private readonly driver: WebDriver;
  readonly query: Query;

  constructor(driver: WebDriver, query: Query) {
    this.driver = driver;
    this.query = query;
  }

  /** A target inside this one. */
  get(query: Query): Target {
    return new Target(this.driver, { ...query, within: this.query });
  }

  elements(): Promise<WebElement[]> {
    return this.driver.executeScript<WebElement[]>(FIND, this.query);
  }

  async count(): Promise<number> {
    return (await this.elements()).length;
  }

  /** The rendered text of each match, whitespace squashed. */
  texts(): Promise<string[]> {
    return this.driver.executeScript<string[]>(
      `return (${findInPage.toString()})(arguments[0]).map((e) => (e.innerText ?? e.textContent ?? '').replace(/\\s+/g, ' ').trim());`,
      this.query,
    );
  }

  /** The text of the one match ('' when none). */
  async text(): Promise<string> {
    const texts = await this.texts();
    if (texts.length > 1) throw new Error(`${describeQuery(this.query)} matches ${texts.length} elements.`);
    return texts[0] ?? '';
  }

  /** A DOM property of the one match (value, checked, src, complete…), undefined when none. */
  async property<T>(name: string): Promise<T | undefined> {
    const [element] = await this.elements();
    if (!element) return undefined;
    return this.driver.executeScript<T>('return arguments[0][arguments[1]];', element, name);
  }

  async attribute(name: string): Promise<string | null | undefined> {
    const [element] = await this.elements();
    return element ? element.getAttribute(name) : undefined;
  }

  /** Waits for exactly one match and answers it. */
  one(): Promise<WebElement> {
    return waitUntil(`one ${describeQuery(this.query)}`, async () => {
      const found = await this.elements();
      return found.length === 1 ? found[0] : undefined;
    });
  }

  /** A WebDriver click (a real mouse click in the page), once the one match takes it. */
  async click(): Promise<void> {
    await waitUntil(`a click on ${describeQuery(this.query)}`, async () => {
      const found = await this.elements();
      const element = found.length === 1 ? found[0] : undefined;
      if (!element || !(await element.isEnabled()) || !(await this.stable(element))) return undefined;
      await element.click();
      return true;
    });
  }

  /**
   * Whether the element stayed in place over two frames, as Playwright checks before a click: a
   * tap on a sheet still sliding in would land on whatever is under it (the backdrop closes it).
   */
  private stable(element: WebElement): Promise<boolean> {
    return this.driver.executeAsyncScript<boolean>(
      `const [element, done] = arguments;
       const where = () => JSON.stringify(element.getBoundingClientRect());
       const before = where();
       requestAnimationFrame(() => requestAnimationFrame(() => done(where() === before)));`,
      element,
    );
  }

  /**
   * Replaces what the field holds with `text`, typed key by key. Emptied by select-all and
   * Backspace, not WebDriver's clear(): keys fire the input events React's controlled fields read.
   */
  async fill(text: string): Promise<void> {
    const element = await this.one();
    await element.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
    if (text) await element.sendKeys(text);
  }

  /** Types `text` after what the field holds. */
  async type(text: string): Promise<void> {
    await (await this.one()).sendKeys(text);
  }

  async waitVisible(): Promise<this> {
    await this.one();
    return this;
  }

  async waitGone(): Promise<void> {
    await waitUntil(`${describeQuery(this.query)} to be gone`, async () =>
      (await this.count()) === 0 ? true : undefined,
    );
  }

  /** A PNG of the one match, as a screenshot of the screen shows it. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await (await this.one()).takeScreenshot(), 'base64');
  }
}
