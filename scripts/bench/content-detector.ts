/**
 * The page side of the content section: a script that runs in every page before the page's own
 * scripts and reports the first animation frame in which the route's marker is visible. It reads
 * the page's own clock (`performance.now()`, whose zero is the navigation start), so the time
 * includes the HTML request and nothing of the bench's round trips to the browser.
 *
 * The functions below are sent to the browser as source text (`detectorScript`), so each must be
 * self-contained: no imports, no module-level names other than each other.
 */
import type { Marker, MarkerTarget } from './content-markers.ts';

/**
 * Every element the marker describes, in document order, the way Playwright's getByTestId,
 * getByRole (exact name), getByText (exact) and getByTitle find them, for the roles markers use.
 * @example findMarker(document, { role: 'button', name: 'Loan Now' }) // [<button>Loan Now</button>]
 */
export function findMarker(root: Document, marker: MarkerTarget): Element[] {
  const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const all = (selector: string) => Array.from(root.querySelectorAll(selector));
  if ('testId' in marker)
    return all('[data-testid]').filter((e) => e.getAttribute('data-testid') === marker.testId);
  if ('title' in marker) return all('[title]').filter((e) => e.getAttribute('title') === marker.title);
  if ('text' in marker)
    // The innermost elements whose whole text is the marker's, as an exact getByText matches.
    return all('body *').filter(
      (e) =>
        normal(e.textContent) === marker.text &&
        !Array.from(e.children).some((child) => normal(child.textContent) === marker.text),
    );

  // Elements that carry each role without a role attribute; [role=…] is added below.
  const implicit: Record<string, string> = {
    article: 'article',
    button: 'button, input[type="button"], input[type="submit"]',
    form: 'form',
    heading: 'h1, h2, h3, h4, h5, h6',
    main: 'main',
    region: 'section',
  };
  // Roles whose name may come from the content; landmarks are named by aria-label(ledby) only.
  const namedByContent = marker.role === 'button' || marker.role === 'heading';
  const nameOf = (e: Element): string => {
    const labelledBy = e.getAttribute('aria-labelledby');
    if (labelledBy)
      return normal(
        labelledBy
          .split(/\s+/)
          .map((id) => root.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    const label = normal(e.getAttribute('aria-label'));
    if (label) return label;
    if (!namedByContent) return '';
    return e.tagName === 'INPUT' ? normal((e as HTMLInputElement).value) : normal(e.textContent);
  };
  const levelOf = (e: Element): number => {
    const level = Number(e.getAttribute('aria-level') ?? e.tagName.match(/^H([1-6])$/i)?.[1]);
    return Number.isFinite(level) ? level : 2;
  };
  return all(`${implicit[marker.role] ?? marker.role}, [role="${marker.role}"]`).filter((e) => {
    const explicit = e.getAttribute('role');
    if (explicit && explicit !== marker.role) return false;
    if (marker.level !== undefined && levelOf(e) !== marker.level) return false;
    return nameOf(e) === marker.name;
  });
}

/**
 * Visible as Playwright counts it: a non-empty box and not `visibility: hidden` (covered or
 * transparent still counts). With `attached`, being in the document is enough.
 */
export function isShown(element: Element, attached: boolean): boolean {
  if (attached) return element.isConnected;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
}

interface WatchConfig {
  marker: Marker;
  /** The function the bench exposed to the page: receives the time in ms. */
  binding: string;
  /** Where the page keeps a function that finds the marker now (the bench's check compares it). */
  finder: string;
}

/**
 * Checks, in each animation frame after the DOM changed (and every 10th frame regardless, for a
 * stylesheet that shows an element without a mutation), whether the marker is visible; reports
 * once the time the frame's callbacks began. That clock reading is taken before the check, so the
 * check's own cost is left out; the frame's timestamp argument is not used because it is the
 * frame's scheduled start, which can precede the task that rendered the element.
 */
function watchForMarker({ marker, binding, finder }: WatchConfig): void {
  const attached = marker.attached === true;
  const find = () => findMarker(document, marker).find((element) => isShown(element, attached));
  Reflect.set(window, finder, find);
  let dirty = true;
  let frames = 0;
  const observer = new MutationObserver(() => {
    dirty = true;
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const check = () => {
    const now = performance.now();
    frames += 1;
    if (dirty || frames % 10 === 0) {
      dirty = false;
      if (find()) {
        observer.disconnect();
        const report = Reflect.get(window, binding);
        if (typeof report === 'function') report(now);
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The init script for one page: the functions above, run for `marker`, in a scope of their own. */
export function detectorScript(marker: Marker, binding: string, finder: string): string {
  const config: WatchConfig = { marker, binding, finder };
  return `(() => {\n${findMarker}\n${isShown}\n(${watchForMarker})(${JSON.stringify(config)});\n})();`;
}
