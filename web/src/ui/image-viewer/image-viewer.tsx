import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '../dialog/use-modal';
import { clampView, distance, IDENTITY, type Point, pinch, toggleZoom, type View, zoomAt } from './zoom';
import '../theme.css';
import './image-viewer.css';

export interface ImageViewerProps {
  /** The image to show; null = closed. */
  readonly src: string | null;
  /** Accessible name of the viewer and alt text of the image. */
  readonly alt: string;
  readonly onClose: () => void;
}

// A tap is a press that moves less than TAP_SLOP px and lifts within TAP_MS; a second tap within
// TAP_MS of the first makes a double tap, so a single tap closes only once that window has passed.
const TAP_SLOP = 10;
const TAP_MS = 300;

/**
 * A full-screen viewer for one picture: pinch to zoom (1–4×), drag to pan when zoomed, double tap
 * to toggle 1×/2.5×. A tap, the close button, Escape or the native back gesture calls `onClose`.
 * While open it locks page scrolling and holds focus; on close focus returns to where it was.
 *
 * @example
 * const [shown, setShown] = useState<string | null>(null);
 * <img src={step.image} alt={step.title} onClick={() => setShown(step.image)} />
 * <ImageViewer src={shown} alt={step.title} onClose={() => setShown(null)} />
 */
export function ImageViewer(props: ImageViewerProps) {
  if (props.src === null || typeof document === 'undefined') return null;
  return createPortal(<OpenViewer {...props} src={props.src} />, document.body);
}

function OpenViewer({ src, alt, onClose }: ImageViewerProps & { readonly src: string }) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Focus, scroll lock, Escape, Tab and the native back gesture, as every modal does.
  const onKeyDown = useModal(panelRef, onClose);
  return (
    <div
      ref={panelRef}
      className="ui-image-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {/* Keyed by src: another picture starts unzoomed and drops a pending tap. */}
      <Stage key={src} src={src} alt={alt} onClose={onClose} />
      <button type="button" className="ui-image-viewer-close" aria-label="Close" onClick={onClose} />
    </div>
  );
}

/** Where the current gesture started: rebased whenever a finger is added or lifted. */
interface Gesture {
  readonly view: View;
  readonly points: readonly Point[];
}

function Stage({ src, alt, onClose }: ImageViewerProps & { readonly src: string }) {
  const [view, setView] = useState(IDENTITY);
  const imgRef = useRef<HTMLImageElement>(null);
  // Pointer events can outpace rendering, so the handlers work on refs, not on rendered state.
  const live = useRef(IDENTITY);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ view: IDENTITY, points: [] });
  const centre = useRef<Point>({ x: 0, y: 0 });
  const press = useRef<{ readonly at: Point; readonly time: number } | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = (next: View) => {
    const img = imgRef.current;
    live.current = clampView(next, { width: img?.offsetWidth ?? 0, height: img?.offsetHeight ?? 0 });
    setView(live.current);
  };
  // The zoom math measures from the stage centre.
  const at = (event: PointerEvent<HTMLDivElement>): Point => ({
    x: event.clientX - centre.current.x,
    y: event.clientY - centre.current.y,
  });
  // Restart from the fingers now down, so adding or lifting one does not make the image jump.
  const rebase = () => {
    gesture.current = { view: live.current, points: [...pointers.current.values()] };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const stage = event.currentTarget;
    try {
      // Keeps a mouse drag's pointerup here when it ends outside; touches are captured anyway.
      stage.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic events (e2e) have no active pointer to capture.
    }
    // A primary pointer starts a new sequence: forget any whose pointerup never came.
    if (event.isPrimary) pointers.current.clear();
    const rect = stage.getBoundingClientRect();
    centre.current = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    pointers.current.set(event.pointerId, at(event));
    // A second finger makes this a pinch, never a tap.
    press.current = pointers.current.size === 1 ? { at: at(event), time: performance.now() } : null;
    rebase();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = at(event);
    pointers.current.set(event.pointerId, point);
    if (press.current && distance(press.current.at, point) > TAP_SLOP) press.current = null;
    const [a, b] = pointers.current.values();
    const { view: start, points } = gesture.current;
    const [a0, b0] = points;
    if (a && b && a0 && b0) show(pinch(start, a0, b0, a, b));
    // One finger pans; at 1× clampView pins the image, so there is nothing to pan.
    else if (a && a0) show(zoomAt(start, start.scale, a0, a));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    rebase();
    const tap = press.current;
    press.current = null;
    if (!tap || event.type === 'pointercancel' || performance.now() - tap.time > TAP_MS) return;
    if (closeTimer.current !== undefined) {
      window.clearTimeout(closeTimer.current);
      closeTimer.current = undefined;
      show(toggleZoom(live.current, tap.at));
    } else {
      closeTimer.current = window.setTimeout(() => {
        closeTimer.current = undefined;
        onClose();
      }, TAP_MS);
    }
  };

  return (
    <div
      className="ui-image-viewer-stage"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <img
        ref={imgRef}
        className="ui-image-viewer-img"
        src={src}
        alt={alt}
        draggable={false}
        data-scale={view.scale}
        style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
      />
    </div>
  );
}
