import type { EventSourceLike } from './fake-link';

/** A stand-in for EventSource that tests drive: `send('request', event)`, `fail()`. */
export class FakeEventSource implements EventSourceLike {
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  close(): void {
    this.closed = true;
  }

  /** Delivers a server-sent event; objects are sent as JSON text, as the fake server does. */
  send(type: string, data: unknown = {}): void {
    if (this.closed) return;
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    for (const listener of this.listeners.get(type) ?? []) listener({ data: text } as MessageEvent);
  }

  /** What the browser does when the stream cannot open or drops. */
  fail(): void {
    if (this.closed) return;
    for (const listener of this.listeners.get('error') ?? []) listener({} as MessageEvent);
  }
}

/** Records every stream a factory opens. */
export function eventSources() {
  const opened: FakeEventSource[] = [];
  const open = (url: string) => {
    const source = new FakeEventSource(url);
    opened.push(source);
    return source;
  };
  return { opened, open, last: () => opened.at(-1) };
}
