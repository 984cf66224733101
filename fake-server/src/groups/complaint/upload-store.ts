export interface StoredImage {
  mimeType: string;
  bytes: Buffer;
}

/** An image pushed out to keep the uploads under their ceiling. */
export interface EvictedUpload {
  sandboxId: string;
  file: string;
  bytes: number;
}

/** FAKE_UPLOADS_MAX_MB's default: 40 of the contract's largest images (5 MB). */
export const DEFAULT_UPLOADS_MAX_BYTES = 200 * 1024 * 1024;
/** Evicted names remembered so their URL can say why it is gone; bounded like everything else. */
const EVICTED_KEPT = 10_000;

interface Entry extends StoredImage {
  sandboxId: string;
  file: string;
}

/** One key per sandbox and file; JSON keeps any sandbox id apart from the file name. */
function keyOf(sandboxId: string, file: string): string {
  return JSON.stringify([sandboxId, file]);
}

/**
 * The bytes of uploaded complaint images of every sandbox, under one byte ceiling for the whole
 * server: past it the oldest uploads, whichever sandbox they belong to, are evicted first, and
 * listeners hear of it (the owner's request log says so). They live in memory rather than in the
 * sandbox state because the state is saved after each change and a few MB per image would slow
 * every later call; a restart forgets them, a sandbox reset too.
 */
export class UploadStore {
  readonly maxBytes: number;
  #bytes = 0;
  /** Insertion order is upload order: the first keys are the oldest. */
  readonly #images = new Map<string, Entry>();
  readonly #keysBySandbox = new Map<string, Set<string>>();
  readonly #evicted = new Set<string>();
  readonly #listeners = new Set<(evicted: EvictedUpload) => void>();

  constructor(maxBytes = DEFAULT_UPLOADS_MAX_BYTES) {
    this.maxBytes = maxBytes;
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Keeps an image, evicting the oldest others while the total is over the ceiling. */
  put(sandboxId: string, file: string, image: StoredImage): void {
    const key = keyOf(sandboxId, file);
    this.#drop(key);
    this.#evicted.delete(key);
    this.#images.set(key, { ...image, sandboxId, file });
    this.#bytes += image.bytes.length;
    let keys = this.#keysBySandbox.get(sandboxId);
    if (keys === undefined) {
      keys = new Set();
      this.#keysBySandbox.set(sandboxId, keys);
    }
    keys.add(key);
    for (const [oldestKey, oldest] of this.#images) {
      // The new image stays even alone over the ceiling: the upload limit keeps that small.
      if (this.#bytes <= this.maxBytes || oldestKey === key) break;
      this.#drop(oldestKey);
      this.#remember(oldestKey);
      const evicted = { sandboxId: oldest.sandboxId, file: oldest.file, bytes: oldest.bytes.length };
      for (const listener of this.#listeners) listener(evicted);
    }
  }

  get(sandboxId: string, file: string): StoredImage | undefined {
    return this.#images.get(keyOf(sandboxId, file));
  }

  /** Whether the image was evicted to keep under the ceiling (its URL says so). */
  wasEvicted(sandboxId: string, file: string): boolean {
    return this.#evicted.has(keyOf(sandboxId, file));
  }

  /** Forgets a sandbox's images (its reset). */
  forget(sandboxId: string): void {
    for (const key of this.#keysBySandbox.get(sandboxId) ?? []) {
      this.#drop(key);
      this.#evicted.delete(key);
    }
  }

  /** Calls `listener` for each evicted image; returns the unsubscribe function. */
  onEvict(listener: (evicted: EvictedUpload) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #drop(key: string): void {
    const entry = this.#images.get(key);
    if (entry === undefined) return;
    this.#bytes -= entry.bytes.length;
    this.#images.delete(key);
    const keys = this.#keysBySandbox.get(entry.sandboxId);
    keys?.delete(key);
    if (keys?.size === 0) this.#keysBySandbox.delete(entry.sandboxId);
  }

  #remember(key: string): void {
    this.#evicted.add(key);
    for (const oldest of this.#evicted) {
      if (this.#evicted.size <= EVICTED_KEPT) break;
      this.#evicted.delete(oldest);
    }
  }
}
