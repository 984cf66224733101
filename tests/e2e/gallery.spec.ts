/**
 * Every screen of the gallery (tests/e2e/support/gallery-entries.ts: every route in every seeded
 * state that changes what it shows) at both gallery viewports: nothing sticks out sideways, every
 * tappable element is at least 44 × 44 CSS px, every unselected star, radio or checkbox is drawn at
 * 3:1 or more against its background, and axe-core finds no serious or critical WCAG 2 A/AA
 * violation. One test per entry in its own
 * sandbox (the setup is one or two QA calls), so they run in parallel: the entry is shown once at
 * the smallest viewport, checked for overflow and by axe-core there, then the page is resized to
 * each other viewport and checked for overflow, targets and control contrast again. axe-core's
 * rules read the document, not its width (contrast, names, roles), so one pass per entry is
 * enough; the overflow and target checks are the ones that depend on the width.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { FAKE_ORIGIN } from './ports.ts';
import { GALLERY_ENTRIES, GALLERY_VIEWPORTS, type GalleryViewport } from './support/gallery-entries.ts';
import {
  controlProblems,
  entryAddress,
  layoutProblems,
  SIMULATOR_SELECTORS,
  settled,
  showEntry,
} from './support/gallery-page.ts';
import { gallerySandbox } from './support/gallery-sandbox.ts';

const BLOCKING = new Set(['serious', 'critical']);

// A page load, a full axe-core pass (iframes included) and a resize per test: more than most e2e
// tests do.
test.describe.configure({ timeout: 60_000 });

test('the layout check names what sticks out and leaves clipped or scrolling rows alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
    <p data-testid="wide" style="width: 400px">A code that does not wrap</p>
    <div style="overflow-x: auto"><div style="width: 900px">A tab strip that scrolls</div></div>
    <div style="overflow: hidden"><div style="width: 900px">A clipped marquee</div></div>`);
  const problems = await layoutProblems(page);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/^the page scrolls sideways: scrollWidth 4\d\d, innerWidth 4\d\d > 320$/);
  expect(problems[1]).toMatch(
    /^p\[data-testid="wide"\] spans \d+–\d+ px of 320 \("A code that does not wrap"\)$/,
  );
});

test('the layout check after a resize sees the layout of the new width', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
    <style>@media (min-width: 380px) { p { width: 450px } }</style>
    <p data-testid="wide-when-wider">Wide only on a wider screen</p>`);
  expect(await layoutProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  const problems = await layoutProblems(page);
  expect(problems).toHaveLength(2);
  expect(problems[1]).toMatch(/^p\[data-testid="wide-when-wider"\] spans \d+–\d+ px of 390/);
});

test('the controls check names small targets and faint unselected controls, and leaves the rest alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
    <style>
      body { margin: 0; font: 15px/20px sans-serif; background: #f5f5f5 }
      .row { display: flex; align-items: center; min-height: 56px; background: #fff }
      .row input { position: absolute; opacity: 0 }
      .mark { width: 22px; height: 22px; border-radius: 50%; border: 2px solid var(--mark) }
      .star { min-width: 44px; min-height: 44px; padding: 0; border: 0; background: none }
      .star svg { fill: currentColor }
    </style>
    <a href="#" data-testid="short-link" style="display: inline-block; padding: 6px 0">Loan Agreement</a>
    <button data-testid="narrow" style="width: 25px; height: 44px; padding: 0">All</button>
    <p>Call <a href="tel:1" data-testid="inline-phone">0917 000 0000</a> or
      <a href="mailto:a@b.c" style="display: inline-block; padding: 12px 8px; margin: -12px -8px">write</a></p>
    <button style="min-width: 44px; min-height: 44px">OK</button>
    <button disabled style="width: 10px; height: 10px"></button>
    <button style="width: 10px; height: 10px; visibility: hidden"></button>
    <div id="bridge-sim-drawer"><button style="width: 10px; height: 10px">log</button></div>
    <label class="row" style="--mark: #e5e5e5"><input type="radio" name="c" data-testid="faint-radio">GCash<span class="mark"></span></label>
    <label class="row" style="--mark: #666"><input type="radio" name="c">Maya<span class="mark"></span></label>
    <label class="row" style="--mark: #e5e5e5"><input type="radio" name="c" checked>7-Eleven<span class="mark"></span></label>
    <div style="background: #fff">
    <button class="star" aria-pressed="false" aria-label="1 star" style="color: #d9d9d9"><svg viewBox="0 0 24 24" width="28" height="28"><path d="M12 2l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z"/></svg></button>
    <button class="star" aria-pressed="false" aria-label="2 stars" style="color: #767676"><svg viewBox="0 0 24 24" width="28" height="28"><path d="M12 2l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z"/></svg></button>
    <button class="star" aria-pressed="true" aria-label="3 stars" style="color: #ffd100"><svg viewBox="0 0 24 24" width="28" height="28"><path d="M12 2l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z"/></svg></button>
    </div>`);
  const { targets, contrast } = await controlProblems(page);
  expect(targets).toHaveLength(3);
  expect(targets[0]).toMatch(/^a\[data-testid="short-link"\] is [\d.]+×3\d(\.\d)? px \("Loan Agreement"\)$/);
  expect(targets[1]).toBe('button[data-testid="narrow"] is 25×44 px ("All")');
  expect(targets[2]).toMatch(
    /^p > a\[data-testid="inline-phone"\] is [\d.]+×\d\d(\.\d)? px \("0917 000 0000"\)$/,
  );
  expect(contrast).toEqual([
    'label.row > input[data-testid="faint-radio"] unselected is #e5e5e5 on #ffffff, 1.26:1 ("GCash")',
    'div > button.star unselected is #d9d9d9 on #ffffff, 1.41:1 ("1 star")',
  ]);
});

// Smallest first: the page loads at the width most likely to overflow and is scanned there.
const [smallest, ...wider] = [...GALLERY_VIEWPORTS].sort((a, b) => a.width - b.width);

test.describe('gallery', () => {
  if (smallest === undefined) throw new Error('GALLERY_VIEWPORTS is empty');
  test.use({ viewport: { width: smallest.width, height: smallest.height } });

  for (const entry of GALLERY_ENTRIES) {
    test(`${entry.id}: ${entry.title}`, async ({ page, sessionId }) => {
      const sandbox = gallerySandbox(FAKE_ORIGIN, sessionId);
      await entry.setup?.(sandbox);
      await showEntry(page, entry, await entryAddress(entry, sandbox));

      const checkAtViewport = async (viewport: GalleryViewport) => {
        const where = `${entry.id} at ${viewport.id}`;
        const overflow = await layoutProblems(page);
        expect.soft(overflow, `${where}: sticks out of the viewport:\n${overflow.join('\n')}`).toEqual([]);
        const { targets, contrast } = await controlProblems(page);
        expect.soft(targets, `${where}: tap targets under 44 × 44:\n${targets.join('\n')}`).toEqual([]);
        expect.soft(contrast, `${where}: unselected controls under 3:1:\n${contrast.join('\n')}`).toEqual([]);
      };
      await checkAtViewport(smallest);

      let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
      for (const selector of SIMULATOR_SELECTORS) axe = axe.exclude(selector);
      const { violations } = await axe.analyze();
      const where = `${entry.id} at ${smallest.id}`;
      const blocking = violations
        .filter((violation) => BLOCKING.has(violation.impact ?? ''))
        .map(
          (violation) =>
            `${where}: ${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        );
      expect.soft(blocking, `${where}: axe-core, serious or critical:\n${blocking.join('\n')}`).toEqual([]);

      for (const viewport of wider) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await settled(page);
        await checkAtViewport(viewport);
      }
    });
  }
});
