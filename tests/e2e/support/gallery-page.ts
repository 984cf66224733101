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

/** What the controls check found: targets under 44 × 44, unselected controls under 3:1. */
export interface ControlProblems {
  readonly targets: string[];
  readonly contrast: string[];
}

/** The smallest tap target, in CSS px (Apple's Human Interface Guidelines, WCAG 2.5.5). */
export const MIN_TARGET = 44;
/** The least contrast of a control's drawn state against what is behind it (WCAG 1.4.11). */
export const MIN_CONTROL_CONTRAST = 3;

/**
 * Runs in the page: every tappable element smaller than 44 × 44, and every unselected star, radio
 * or checkbox whose drawing is under 3:1 against what is behind it. Self-contained, so the WebKit
 * gallery could send its source as it sends whenSettled.
 *
 * Tappable: links, buttons, form fields, summaries, labels wrapping a field, elements with a
 * button/link/tab/radio/checkbox/switch/option/menuitem role or an onclick attribute; visible, not
 * disabled, outside the simulator's UI. Its hit area is its border box (padding included: a finger
 * on the padding taps it); an inline element broken over lines counts its largest piece, not the
 * box around all of them. A field also counts the box of each label that holds or names it (a tap
 * there reaches the field), so a radio drawn inside a 56 px row is measured as the row.
 *
 * Unselected: a radio or checkbox not checked, a [role=radio|checkbox|switch] with
 * aria-checked="false", a button with aria-pressed="false" (a star). Its drawing: the control
 * itself, or the label holding it when the field is invisible (opacity 0: the label draws it);
 * within it every piece without text of its own (a mark, a box, an SVG shape, a ::before or
 * ::after): borders, fills and strokes, each against the background colours behind it (stacked up
 * to the first opaque one, white below all). The best piece counts: one clear outline is enough
 * to see the control. A field the browser draws itself (appearance not none, visible) is left to
 * the browser.
 */
export function inspectControls({
  simulator,
  minTarget,
  minContrast,
}: {
  simulator: readonly string[];
  minTarget: number;
  minContrast: number;
}): ControlProblems {
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
  const nameOf = (element: Element): string => {
    const text = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return text.replace(/\s+/g, ' ').trim().slice(0, 40);
  };
  const simulatorHosts = [...document.querySelectorAll(simulator.join(','))];
  const inSimulator = (element: Element) => simulatorHosts.some((host) => host.contains(element));
  const disabled = (element: Element) =>
    element.matches(':disabled') || element.closest('[aria-disabled="true"]') !== null;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })
    );
  };
  const round = (value: number) => Math.round(value * 10) / 10;

  // Target sizes.
  const targets: string[] = [];
  const tappable = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    'label',
    '[onclick]',
    ...['button', 'link', 'tab', 'radio', 'checkbox', 'switch', 'option', 'menuitem'].map(
      (role) => `[role="${role}"]`,
    ),
  ].join(',');
  const slack = 0.05;
  const bigEnough = (box: DOMRect) => box.width >= minTarget - slack && box.height >= minTarget - slack;
  /** The element's largest box: its border box, or its largest line piece when it is broken. */
  const largestPiece = (element: Element): DOMRect => {
    const pieces = [...element.getClientRects()];
    if (pieces.length <= 1) return element.getBoundingClientRect();
    return pieces.reduce((best, piece) =>
      Math.min(piece.width, piece.height) > Math.min(best.width, best.height) ? piece : best,
    );
  };
  for (const element of document.body.querySelectorAll(tappable)) {
    if (inSimulator(element) || disabled(element)) continue;
    const labels =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? [...(element.labels ?? [])].filter(shown)
        : [];
    // A label counts only when it holds a field: a label beside one is read, not tapped.
    if (element instanceof HTMLLabelElement && !element.control) continue;
    if (element instanceof HTMLLabelElement && !element.contains(element.control)) continue;
    const own = shown(element);
    if (!own && labels.length === 0) continue;
    const areas = [...(own ? [largestPiece(element)] : []), ...labels.map(largestPiece)];
    if (areas.some(bigEnough)) continue;
    const box = element.getBoundingClientRect();
    const pieces = element.getClientRects().length;
    const name = nameOf(element);
    targets.push(
      `${selectorOf(element)} is ${round(box.width)}×${round(box.height)} px${pieces > 1 ? ` in ${pieces} pieces` : ''}${name ? ` ("${name}")` : ''}`,
    );
  }

  // Contrast of unselected controls.
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const paint = canvas.getContext('2d', { willReadFrequently: true });
  type Rgba = readonly [number, number, number, number];
  /** Any CSS colour as 0–255 channels and a 0–1 alpha, read back from a canvas pixel. */
  const rgba = (colour: string): Rgba => {
    if (!paint) throw new Error('no 2d canvas');
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = '#000';
    paint.fillStyle = colour;
    paint.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const [r, g, b, a] = top;
    return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a), 1];
  };
  /** The colour behind an element's content: its background and its ancestors', stacked. */
  const backdrop = (element: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer[3] === 0) continue;
      layers.push(layer);
      if (layer[3] === 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const hex = (colour: Rgba) =>
    `#${colour
      .slice(0, 3)
      .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
      .join('')}`;
  interface Stroke {
    readonly colour: Rgba;
    readonly behind: Rgba;
  }
  const strokesOf = (element: Element, pseudo: '' | '::before' | '::after'): Stroke[] => {
    const style = getComputedStyle(element, pseudo || null);
    if (pseudo && (style.content === 'none' || style.content === 'normal')) return [];
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return [];
    const strokes: Stroke[] = [];
    const behindOwn = pseudo ? backdrop(element) : backdrop(element.parentElement);
    const add = (colour: string, behind: Rgba) => {
      const value = rgba(colour);
      if (value[3] > 0) strokes.push({ colour: over(value, behind), behind });
    };
    if (element instanceof SVGElement && !(element instanceof SVGSVGElement)) {
      const html = element.closest('svg')?.parentElement ?? null;
      if (style.fill !== 'none' && !style.fill.startsWith('url(')) add(style.fill, backdrop(html));
      if (style.stroke !== 'none' && Number.parseFloat(style.strokeWidth) > 0)
        add(style.stroke, backdrop(html));
      return strokes;
    }
    add(style.backgroundColor, behindOwn);
    const inside = over(rgba(style.backgroundColor), behindOwn);
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      const width = Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
      const kind = style.getPropertyValue(`border-${side.toLowerCase()}-style`);
      if (width >= 1 && kind !== 'none' && kind !== 'hidden')
        add(style.getPropertyValue(`border-${side.toLowerCase()}-color`), inside);
    }
    return strokes;
  };
  const contrast: string[] = [];
  const unselected = [
    'input[type="radio"]:not(:checked)',
    'input[type="checkbox"]:not(:checked)',
    '[role="radio"][aria-checked="false"]',
    '[role="checkbox"][aria-checked="false"]',
    '[role="switch"][aria-checked="false"]',
    'button[aria-pressed="false"]',
  ].join(',');
  for (const control of document.body.querySelectorAll(unselected)) {
    if (inSimulator(control) || disabled(control)) continue;
    const style = getComputedStyle(control);
    const field = control instanceof HTMLInputElement;
    if (field && style.appearance !== 'none' && Number(style.opacity) > 0 && shown(control)) continue;
    const drawing = field && Number(style.opacity) === 0 ? (control.labels?.[0] ?? null) : control;
    if (!drawing || !shown(drawing)) continue;
    const pieces = [drawing, ...drawing.querySelectorAll('*')].filter(
      (piece) =>
        (piece !== control || drawing === control) &&
        !(piece instanceof HTMLImageElement) &&
        (piece instanceof SVGElement || (piece.textContent ?? '').trim() === ''),
    );
    const strokes = [drawing, ...pieces].flatMap((piece) => [
      ...(pieces.includes(piece) ? strokesOf(piece, '') : []),
      ...strokesOf(piece, '::before'),
      ...strokesOf(piece, '::after'),
    ]);
    const best = strokes
      .map((stroke) => ({ ...stroke, ratio: ratio(stroke.colour, stroke.behind) }))
      .sort((a, b) => b.ratio - a.ratio)[0];
    if (best && best.ratio >= minContrast) continue;
    const name = nameOf(field ? drawing : control);
    contrast.push(
      best
        ? `${selectorOf(control)} unselected is ${hex(best.colour)} on ${hex(best.behind)}, ${best.ratio.toFixed(2)}:1${name ? ` ("${name}")` : ''}`
        : `${selectorOf(control)} unselected draws nothing to see${name ? ` ("${name}")` : ''}`,
    );
  }
  return { targets, contrast };
}

/** Runs inspectControls in the page; the simulator's own UI is left out. */
export async function controlProblems(page: Page): Promise<ControlProblems> {
  return page.evaluate(inspectControls, {
    simulator: SIMULATOR_SELECTORS,
    minTarget: MIN_TARGET,
    minContrast: MIN_CONTROL_CONTRAST,
  });
}
