// The few DOM helpers the page is drawn with: plain elements, no framework.

/** An element of the page by its selector; the markup is index.html's, so a miss is a bug. */
export function $<T extends Element = HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (found === null) throw new Error(`The QA page has no ${selector}`);
  return found;
}

/** An element with its properties set and its children appended. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

/** The element with its accessible name (the attribute: every browser and test DOM reads it). */
export function labelled<T extends Element>(node: T, label: string): T {
  node.setAttribute('aria-label', label);
  return node;
}

/** A link that opens in a new tab. */
export function newTabLink(href: string, textContent: string, className = ''): HTMLAnchorElement {
  return el('a', { href, target: '_blank', rel: 'noopener', textContent, className });
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** A message at the bottom of the screen, red for an error. */
export function toast(message: string, isError = false): void {
  const box = $('#toast');
  box.textContent = message;
  box.className = isError ? 'error' : '';
  box.style.display = 'block';
  clearTimeout(toastTimer);
  // Long messages (a refused status switch names every allowed one) stay long enough to read.
  toastTimer = setTimeout(
    () => {
      box.style.display = 'none';
    },
    Math.min(10000, Math.max(3000, message.length * 60)),
  );
}
