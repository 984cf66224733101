/** How long and from where the fuzz suites run: `FUZZ_SEED` and `FUZZ_SCALE` (docs/testing.md). */
export interface FuzzSettings {
  /** fast-check's seed: the same seed draws the same calls. */
  seed: number;
  /** Multiplies every property's number of runs (1 = the default run of `npm test`). */
  scale: number;
  /**
   * `FUZZ_SURVEY=1`: go on past a failure and list every distinct one at the end (one example
   * each, not shrunk), instead of stopping at the first and shrinking it.
   */
  survey: boolean;
}

/** The seed of the default run: fixed, so a run that passed passes again. */
export const DEFAULT_FUZZ_SEED = 36;

function wholeNumber(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `${name} must be a whole number from ${min} to ${max} (got '${text}'); unset it for the default run`,
    );
  }
  return value;
}

/**
 * Reads the fuzz settings from the environment.
 * @example fuzzSettings({ FUZZ_SCALE: '20', FUZZ_SEED: '7' }) // { seed: 7, scale: 20, survey: false }
 * @throws Error naming the variable when a value is not a whole number in range.
 */
export function fuzzSettings(env: Readonly<Record<string, string | undefined>> = process.env): FuzzSettings {
  return {
    seed: wholeNumber(env, 'FUZZ_SEED', DEFAULT_FUZZ_SEED, -(2 ** 31), 2 ** 31 - 1),
    scale: wholeNumber(env, 'FUZZ_SCALE', 1, 1, 1000),
    survey: wholeNumber(env, 'FUZZ_SURVEY', 0, 0, 1) === 1,
  };
}
