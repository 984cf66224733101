// The gesture math of the image viewer, kept free of the DOM so it can be tested on its own.
// Points are measured from the stage centre. The image is centred in the stage and scaled about
// its own centre, so an image point p (from the image centre, unscaled) shows on screen at
// t + scale · p, where t is the translation.

/** A transform applied as `translate(x px, y px) scale(scale)`. */
export interface View {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The image's laid-out size before the transform (offsetWidth / offsetHeight). */
export interface Size {
  readonly width: number;
  readonly height: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
export const DOUBLE_TAP_SCALE = 2.5;
export const IDENTITY: View = { scale: 1, x: 0, y: 0 };

/** @example distance({ x: 0, y: 0 }, { x: 3, y: 4 }) // 5 */
export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** @example midpoint({ x: 0, y: 0 }, { x: 2, y: 4 }) // { x: 1, y: 2 } */
export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * Scales to `scale` (clamped to 1…4) so that the image point under `from` ends up under `to`:
 * a pinch keeps the spot between the fingers under them, and a pan is the same with no scaling.
 * @example zoomAt(IDENTITY, 2, { x: 10, y: 0 }, { x: 10, y: 0 }) // { scale: 2, x: -10, y: 0 }
 */
export function zoomAt(view: View, scale: number, from: Point, to: Point): View {
  const next = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
  const ratio = next / view.scale;
  return { scale: next, x: to.x - ratio * (from.x - view.x), y: to.y - ratio * (from.y - view.y) };
}

/**
 * Keeps the image's centre within half its scaled size of the stage centre, so an image edge can
 * be brought to the middle of the screen but never the whole image off it. At 1× the image fits,
 * so there is nothing to pan and the translation resets.
 * @example clampView({ scale: 2, x: 500, y: 0 }, { width: 100, height: 100 }) // { scale: 2, x: 100, y: 0 }
 */
export function clampView(view: View, size: Size): View {
  if (view.scale <= MIN_SCALE) return IDENTITY;
  const maxX = (view.scale * size.width) / 2;
  const maxY = (view.scale * size.height) / 2;
  return {
    scale: view.scale,
    x: Math.min(maxX, Math.max(-maxX, view.x)),
    y: Math.min(maxY, Math.max(-maxY, view.y)),
  };
}

/**
 * The view after two fingers moved from `a0`, `b0` (where the gesture started on `start`) to `a1`, `b1`:
 * the scale follows the finger spread and the image follows their midpoint.
 * @example pinch(IDENTITY, { x: -50, y: 0 }, { x: 50, y: 0 }, { x: -100, y: 0 }, { x: 100, y: 0 }) // scale 2
 */
export function pinch(start: View, a0: Point, b0: Point, a1: Point, b1: Point): View {
  const before = distance(a0, b0);
  // Two fingers on the same spot give no spread to compare against: keep the scale.
  const ratio = before > 0 ? distance(a1, b1) / before : 1;
  return zoomAt(start, start.scale * ratio, midpoint(a0, b0), midpoint(a1, b1));
}

/**
 * A double tap: zoomed in it returns to the fitted image; at 1× it zooms to 2.5× into the spot tapped.
 * @example toggleZoom(IDENTITY, { x: 0, y: 0 }) // { scale: 2.5, x: 0, y: 0 }
 */
export function toggleZoom(view: View, at: Point): View {
  return view.scale > MIN_SCALE ? IDENTITY : zoomAt(view, DOUBLE_TAP_SCALE, at, at);
}
