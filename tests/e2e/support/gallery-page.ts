/**
 * Showing a gallery entry in a page, the same way for `npm run gallery` and the gallery spec: the
 * sandbox's address, every ready element visible, the optional tap, then pictures and fonts
 * loaded. Plus the layout check the spec runs on what is shown.
 */
import type { Locator, Page } from '@playwright/test';
import type { GalleryEntry, Ready } from './gallery-entries.ts';
import { type GallerySandbox, withSession } from './gallery-sandbox.ts';

/** The bridge simulator's own UI (its drawer button and effect toasts): not the app's. */
export const SIMULATOR_SELECTORS = ['#bridge-sim-drawer', '#bridge-sim-effects'] as const;

export function readyLocator(page: Page, ready: Ready): Locator {
  if ('testId' in ready) return page.getByTestId(ready.testId);
  if ('title' in ready) return page.getByTitle(ready.title, { exact: true });
  if ('text' in ready) return page.getByText(ready.text, { exact: true });
  return page.getByRole(ready.role, {
    ...(ready.name === undefined ? {} : { name: ready.name, exact: true }),
    ...(ready.level === undefined ? {} : { level: ready.level }),
  });
}

export function describeReady(ready: Ready): string {
  if ('testId' in ready) return `test id ${ready.testId}`;
  if ('title' in ready) return `title "${ready.title}"`;
  if ('text' in ready) return `text "${ready.text}"`;
  return `${ready.role}${ready.name === undefined ? '' : ` "${ready.name}"`}`;
}

/** The entry's address in this sandbox, with the session in its query. */
export async function entryAddress(entry: GalleryEntry, sandbox: GallerySandbox): Promise<string> {
  const address = typeof entry.address === 'string' ? entry.address : await entry.address(sandbox);
  return withSession(address, sandbox.sessionId);
}

/**
 * Opens the entry (its sandbox already set up) and waits until its content is there. Throws naming
 * the first ready element that did not show.
 */
export async function showEntry(page: Page, entry: GalleryEntry, address: string, timeout = 15_000) {
  await page.goto(address);
  const waitFor = async (ready: Ready) => {
    try {
      await readyLocator(page, ready).first().waitFor({ state: 'visible', timeout });
    } catch {
      throw new Error(`${entry.id}: ${describeReady(ready)} did not show within ${timeout / 1000} s`);
    }
  };
  for (const ready of entry.ready) await waitFor(ready);
  if (entry.tap) {
    await readyLocator(page, entry.tap.target).first().click();
    await waitFor(entry.tap.shows);
  }
  await settled(page);
}

/**
 * Runs in the page: pictures decoded, fonts loaded, finite animations (a sheet sliding in) done,
 * two frames painted; what a screenshot should wait for. Self-contained, so the WebKit gallery
 * sends its source through WebDriver as Playwright sends it through evaluate.
 */
export async function whenSettled(): Promise<void> {
  const pictures = [...document.images]
    .filter((image) => !image.complete)
    .map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    );
  // A looping animation (a skeleton's shimmer) never finishes: only the ones that end are awaited.
  const animations = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
    .map((animation) =>
      animation.finished.then(
        () => undefined,
        () => undefined,
      ),
    );
  await Promise.all([...pictures, ...animations, document.fonts.ready]);
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Waits in the page until it is settled (whenSettled). */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(whenSettled);
}

/** Hides the simulator's drawer button, so a picture shows only the app. */
export async function hideSimulator(page: Page): Promise<void> {
  await page.evaluate((selectors) => {
    for (const element of document.querySelectorAll<HTMLElement>(selectors.join(',')))
      element.style.setProperty('display', 'none', 'important');
  }, SIMULATOR_SELECTORS);
}

/**
 * What sticks out sideways: the document scrolling horizontally, and each visible element whose
 * box reaches past the screen's left or right edge (named by a short selector and its text).
 *
 * Not counted, on purpose: elements inside an ancestor whose `overflow-x` is not `visible`. Such an
 * ancestor either clips them (hidden/clip: a marquee, a visually-hidden label, a slide out of view)
 * or scrolls them (auto/scroll: a tab strip or a picture row meant to scroll sideways); the ancestor
 * itself is still checked. The simulator's own UI is not checked either.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // The screen's width as configured, not the page's innerWidth: a mobile browser zooms out to fit
  // a page wider than the screen, and innerWidth then grows with the overflow it should reveal.
  const screenWidth = page.viewportSize()?.width;
  if (screenWidth === undefined) throw new Error('layoutProblems needs a page with a fixed viewport');
  return page.evaluate(
    ({ simulator, width }) => {
      const problems: string[] = [];
      const scroller = document.scrollingElement ?? document.documentElement;
      if (scroller.scrollWidth > width || window.innerWidth > width)
        problems.push(
          `the page scrolls sideways: scrollWidth ${scroller.scrollWidth}, innerWidth ${window.innerWidth} > ${width}`,
        );
      const selectorOf = (element: Element): string => {
        const parts: string[] = [];
        for (let node: Element | null = element; node && node !== document.body && parts.length < 4; ) {
          const testId = node.getAttribute('data-testid');
          const classes = [...node.classList]
            .slice(0, 2)
            .map((name) => `.${name}`)
            .join('');
          parts.unshift(
            `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${testId ? `[data-testid="${testId}"]` : classes}`,
          );
          node = node.parentElement;
        }
        return parts.join(' > ');
      };
      const clipsOrScrolls = (element: Element): boolean => {
        for (
          let node = element.parentElement;
          node && node !== document.documentElement;
          node = node.parentElement
        ) {
          if (node === document.body) return false;
          if (getComputedStyle(node).overflowX !== 'visible') return true;
        }
        return false;
      };
      const simulatorHosts = [...document.querySelectorAll(simulator.join(','))];
      // The outermost offender only: its children sticking out with it say nothing new.
      const reported: Element[] = [];
      for (const element of document.body.querySelectorAll('*')) {
        if (simulatorHosts.some((host) => host === element || host.contains(element))) continue;
        if (reported.some((outer) => outer.contains(element))) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'contents') continue;
        // Half a pixel of slack: sub-pixel layout rounds edges.
        if (box.left >= -0.5 && box.right <= width + 0.5) continue;
        if (clipsOrScrolls(element)) continue;
        reported.push(element);
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        problems.push(
          `${selectorOf(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}${text ? ` ("${text}")` : ''}`,
        );
      }
      return problems;
    },
    { simulator: SIMULATOR_SELECTORS, width: screenWidth },
  );
}
