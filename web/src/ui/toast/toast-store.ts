// A plain store so API clients and other non-React code can show toasts. Only one toast is
// visible at a time: a new one replaces the current one. The store owns the dismiss timer, so
// toasts expire even before a viewport mounts.

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly durationMs: number;
}

export interface ToastOptions {
  /** How long the toast stays; default 3000 ms, anything below 300 ms is raised to 300 ms. */
  readonly durationMs?: number;
}

type Listener = () => void;

export const DEFAULT_TOAST_MS = 3000;
export const MIN_TOAST_MS = 300;
export const INFO_TOAST_MS = 2000;
// setTimeout overflows above 2^31-1 ms and would fire immediately.
const MAX_TOAST_MS = 2_147_483_647;

const EMPTY: readonly Toast[] = [];
let toasts: readonly Toast[] = EMPTY;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

/**
 * Shows a toast, replacing any current one. Empty or whitespace-only messages are ignored
 * (returns null), so callers can pass a server message without checking it.
 *
 * @example showToast('copy success')
 * @example showToast(response.message, { durationMs: 1500 })
 */
export function showToast(message: string, options: ToastOptions = {}): number | null {
  if (message.trim() === '') return null;
  const toast: Toast = { id: nextId++, message, durationMs: resolveDuration(options.durationMs) };
  clearTimer();
  toasts = [toast];
  timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
  emit();
  return toast.id;
}

/**
 * Shows a short (2 s) informational toast.
 *
 * @example showInfo('Upload succeeded!')
 */
export function showInfo(message: string): number | null {
  return showToast(message, { durationMs: INFO_TOAST_MS });
}

/** Removes a toast by id; ids of toasts already gone are ignored. */
export function dismissToast(id: number): void {
  if (!toasts.some((toast) => toast.id === id)) return;
  clearTimer();
  toasts = EMPTY;
  emit();
}

/** Removes any visible toast, e.g. when leaving a page. */
export function clearToasts(): void {
  clearTimer();
  if (toasts === EMPTY) return;
  toasts = EMPTY;
  emit();
}

/** The visible toasts (zero or one). The array is replaced, never mutated, on each change. */
export function getToasts(): readonly Toast[] {
  return toasts;
}

/** Calls the listener after every change; returns the unsubscribe function. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function resolveDuration(requested: number | undefined): number {
  if (requested === undefined || Number.isNaN(requested)) return DEFAULT_TOAST_MS;
  return Math.min(Math.max(requested, MIN_TOAST_MS), MAX_TOAST_MS);
}

function clearTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

function emit(): void {
  for (const listener of [...listeners]) listener();
}
