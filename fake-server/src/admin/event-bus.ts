/** The server-sent event types of GET /__fake/events (DESIGN §6). */
export type FakeEventType =
  | 'order-updated'
  | 'scenario'
  | 'fault'
  | 'reset'
  | 'clock'
  | 'request'
  | 'drift'
  /** A captcha drawn or an SMS code "sent": the QA console's promotion panel shows the new one. */
  | 'promotion';

export interface FakeEvent {
  type: FakeEventType;
  sandboxId: string;
  at: string;
  data: unknown;
}

type Listener = (event: FakeEvent) => void;

/** Fan-out of sandbox changes to the open event streams (the QA page, the dev app). */
export class EventBus {
  readonly #listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  publish(event: FakeEvent): void {
    for (const listener of this.#listeners) listener(event);
  }

  get listenerCount(): number {
    return this.#listeners.size;
  }
}
