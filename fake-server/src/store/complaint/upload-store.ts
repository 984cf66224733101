import type { WorldState } from '../world.ts';

export interface StoredImage {
  mimeType: string;
  bytes: Buffer;
}

/** Per sandbox; beyond this the oldest images of the sandbox are dropped (their URLs answer 404). */
const BYTE_LIMIT_PER_SANDBOX = 64 * 1024 * 1024;

interface SandboxImages {
  files: Map<string, StoredImage>;
  bytes: number;
}

/**
 * The bytes of uploaded complaint images, by sandbox state and file name. They live in memory rather
 * than in the state itself because the state is written to the state file after every call, and a
 * few MB of base64 per image would slow every later call. Keyed by the state object, so a sandbox
 * reset (a new state) forgets its images, and two servers in one process never mix. After a restart
 * the complaint still lists the URL, and the image answers 404.
 */
export class UploadStore {
  readonly #bySandbox = new WeakMap<WorldState, SandboxImages>();
  readonly #byteLimit: number;

  constructor(byteLimit = BYTE_LIMIT_PER_SANDBOX) {
    this.#byteLimit = byteLimit;
  }

  put(state: WorldState, file: string, image: StoredImage): void {
    let images = this.#bySandbox.get(state);
    if (images === undefined) {
      images = { files: new Map(), bytes: 0 };
      this.#bySandbox.set(state, images);
    }
    drop(images, file);
    images.files.set(file, image);
    images.bytes += image.bytes.length;
    // Map order is insertion order: the first keys are the oldest uploads.
    for (const oldest of images.files.keys()) {
      if (images.bytes <= this.#byteLimit) break;
      drop(images, oldest);
    }
  }

  get(state: WorldState, file: string): StoredImage | undefined {
    return this.#bySandbox.get(state)?.files.get(file);
  }
}

function drop(images: SandboxImages, file: string): void {
  const existing = images.files.get(file);
  if (existing === undefined) return;
  images.bytes -= existing.bytes.length;
  images.files.delete(file);
}

/** The process's store; see the class comment for why it is keyed by state. */
export const complaintUploads = new UploadStore();
