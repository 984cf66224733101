/** Where a sandbox's calls go: the real backend's origin, and whether its answers are recorded. */
export interface UpstreamSetting {
  origin: string;
  record: boolean;
}

/**
 * FAKE_UPSTREAM for every sandbox, and per-sandbox choices made through POST /__fake/upstream
 * (another origin, recording, or `origin: null`: the fake answers even though FAKE_UPSTREAM is set).
 * Kept in memory: a restart goes back to FAKE_UPSTREAM.
 */
export class UpstreamSettings {
  readonly #default: UpstreamSetting | null;
  readonly #bySandbox = new Map<string, UpstreamSetting | null>();

  constructor(defaultOrigin: string | undefined, record = false) {
    this.#default =
      defaultOrigin === undefined ? null : { origin: defaultOrigin.replace(/\/+$/, ''), record };
  }

  of(sandboxId: string): UpstreamSetting | null {
    const own = this.#bySandbox.get(sandboxId);
    return own === undefined ? this.#default : own;
  }

  /** Whether the sandbox has its own setting (else FAKE_UPSTREAM applies). */
  isOwn(sandboxId: string): boolean {
    return this.#bySandbox.has(sandboxId);
  }

  set(sandboxId: string, setting: UpstreamSetting | null): void {
    this.#bySandbox.set(
      sandboxId,
      setting === null ? null : { ...setting, origin: setting.origin.replace(/\/+$/, '') },
    );
  }

  /** Back to FAKE_UPSTREAM (a reset). */
  forget(sandboxId: string): void {
    this.#bySandbox.delete(sandboxId);
  }

  get defaultOrigin(): string | null {
    return this.#default?.origin ?? null;
  }
}
