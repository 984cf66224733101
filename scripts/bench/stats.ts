/** Small statistics for the benchmark figures. */

/**
 * The median of the finite values (mean of the two middle ones for an even count), or undefined
 * when there is none: a failed run leaves NaN or undefined, which must not drag the figure.
 * @example median([3, 1, 2]) // 2
 */
export function median(values: readonly (number | null | undefined)[]): number | undefined {
  const sorted = values
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** `part / whole`, or undefined when either is missing or the whole is zero. */
export function ratio(part: number | undefined, whole: number | undefined): number | undefined {
  if (part === undefined || whole === undefined || whole === 0) return undefined;
  return part / whole;
}
