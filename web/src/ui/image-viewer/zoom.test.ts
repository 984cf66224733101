import { describe, expect, it } from 'vitest';
import { clampView, IDENTITY, type Point, pinch, toggleZoom, type View, zoomAt } from './zoom';

const size = { width: 300, height: 200 };

/** Where image point `p` (from the image centre, unscaled) shows on screen under `view`. */
function onScreen(view: View, p: Point): Point {
  return { x: view.x + view.scale * p.x, y: view.y + view.scale * p.y };
}

describe('zoomAt', () => {
  it('keeps the image point under `from` under `to`', () => {
    const start: View = { scale: 1.5, x: 20, y: -10 };
    const from = { x: 40, y: 30 };
    const imagePoint = { x: (from.x - start.x) / start.scale, y: (from.y - start.y) / start.scale };
    const to = { x: 70, y: -5 };
    const next = zoomAt(start, 3, from, to);
    expect(next.scale).toBe(3);
    const shown = onScreen(next, imagePoint);
    expect(shown.x).toBeCloseTo(to.x);
    expect(shown.y).toBeCloseTo(to.y);
  });

  it('clamps the scale to 1…4', () => {
    const origin = { x: 0, y: 0 };
    expect(zoomAt(IDENTITY, 9, origin, origin).scale).toBe(4);
    expect(zoomAt({ scale: 2, x: 0, y: 0 }, 0.2, origin, origin).scale).toBe(1);
  });

  it('pans by the finger movement when the scale stays', () => {
    const next = zoomAt({ scale: 2, x: 5, y: 5 }, 2, { x: 10, y: 10 }, { x: 40, y: -20 });
    expect(next).toEqual({ scale: 2, x: 35, y: -25 });
  });
});

describe('pinch', () => {
  it('scales by the change in finger spread', () => {
    const next = pinch(IDENTITY, { x: -50, y: 0 }, { x: 50, y: 0 }, { x: -100, y: 0 }, { x: 100, y: 0 });
    expect(next).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it('zooms around the midpoint of the fingers', () => {
    const a0 = { x: 60, y: 40 };
    const b0 = { x: 100, y: 40 };
    const next = pinch(IDENTITY, a0, b0, { x: 40, y: 40 }, { x: 120, y: 40 });
    expect(next.scale).toBe(2);
    // The image point that was between the fingers (80, 40) is still there.
    expect(onScreen(next, { x: 80, y: 40 })).toEqual({ x: 80, y: 40 });
  });

  it('keeps the scale when both fingers start on the same spot', () => {
    const p = { x: 10, y: 10 };
    expect(pinch({ scale: 2, x: 0, y: 0 }, p, p, { x: 0, y: 10 }, { x: 20, y: 10 }).scale).toBe(2);
  });
});

describe('clampView', () => {
  it('resets the translation at 1×', () => {
    expect(clampView({ scale: 1, x: 80, y: -40 }, size)).toEqual(IDENTITY);
  });

  it('lets an image edge reach the stage centre but no further', () => {
    // At 2× the 300×200 image is 600×400: its centre may sit up to 300 / 200 px away.
    expect(clampView({ scale: 2, x: 1000, y: -1000 }, size)).toEqual({ scale: 2, x: 300, y: -200 });
    expect(clampView({ scale: 2, x: -120, y: 50 }, size)).toEqual({ scale: 2, x: -120, y: 50 });
  });
});

describe('toggleZoom', () => {
  it('zooms 1× to 2.5× into the tapped spot', () => {
    const tapped = { x: 40, y: -20 };
    const next = toggleZoom(IDENTITY, tapped);
    expect(next.scale).toBe(2.5);
    expect(onScreen(next, tapped)).toEqual(tapped);
  });

  it('returns any zoom to the fitted image', () => {
    expect(toggleZoom({ scale: 3.2, x: 15, y: 9 }, { x: 0, y: 0 })).toEqual(IDENTITY);
  });
});
