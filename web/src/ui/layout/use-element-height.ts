import { useLayoutEffect, useState } from 'react';

/**
 * The rendered height of an element, kept current as it changes (fonts, wrapping, a button that
 * appears), or null before it is laid out. A fixed action bar measured this way tells its page
 * exactly how much room to leave, so the last row is never under it.
 *
 * @example const [barRef, barHeight] = useElementHeight<HTMLElement>(); <footer ref={barRef}>…
 */
export function useElementHeight<T extends HTMLElement>(): [(node: T | null) => void, number | null] {
  const [node, setNode] = useState<T | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (node === null) {
      setHeight(null);
      return;
    }
    const measure = () => setHeight(Math.ceil(node.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, height];
}
