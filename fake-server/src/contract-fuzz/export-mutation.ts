import fc from 'fast-check';

type Path = readonly (string | number)[];

/** Values an export's field is swapped for: far dates, huge and odd numbers, wrong kinds, text that is no date. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    8.64e15,
    -8.64e15,
    8.64e15 + 1,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1,
    0,
    0.5,
    'not-a-date',
    '',
    '2026-02-30',
    '9999-12-31',
    '+275760-09-13T00:00:00.000Z',
    '1970-01-01T00:00:00.000Z',
    null,
    true,
    [],
    {},
  ),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Every path in a JSON value: each object property and array item, nested ones included. */
export function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...at, index], ...pathsOf(item, [...at, index])]);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => [[...at, key], ...pathsOf(item, [...at, key])]);
  return [];
}

/** A value the fake server computes with: a number, or text that starts like a date. */
function isComputedWith(value: unknown): boolean {
  return typeof value === 'number' || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value));
}

/** One field of an export changed: its value swapped, or the field removed. */
export interface ExportMutation {
  /**
   * Whether the field is one of those the server computes with (numbers and dates: where an
   * `offsetMs` of 8.64e15 or a due date of 'not-a-date' hides), else any field.
   */
  computed: boolean;
  /**
   * Which part of the file (modulo their number): the clock, the faults, the scenario, one slice of
   * the state… Each part is as likely as any other, so the clock's two fields are tried as often
   * as the hundreds of the orders' ones.
   */
  part: number;
  /** Index among the candidate paths of that part (modulo their number). */
  pick: number;
  remove: boolean;
  value: unknown;
}

export const exportMutationArbitrary: fc.Arbitrary<ExportMutation> = fc.record({
  computed: fc.boolean(),
  part: fc.nat(),
  pick: fc.nat(),
  // One in ten removes the field instead.
  remove: fc.nat(9).map((draw) => draw === 0),
  value: oddValue,
});

/** The part of an export a path is in: `state.<slice>`, or its top-level field. */
function partOf(path: Path): string {
  return path[0] === 'state' && path.length > 1 ? `state.${String(path[1])}` : String(path[0]);
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

/** A deep copy of the export with the mutation applied, and the path it changed. */
export function mutatedExport(exported: unknown, mutation: ExportMutation): { value: unknown; path: string } {
  const copy = structuredClone(exported);
  const all = pathsOf(copy);
  const computed = all.filter((candidate) => isComputedWith(valueAt(copy, candidate)));
  const candidates = mutation.computed && computed.length > 0 ? computed : all;
  const parts = [...new Set(candidates.map(partOf))];
  const part = parts[mutation.part % Math.max(parts.length, 1)];
  const paths = candidates.filter((candidate) => partOf(candidate) === part);
  const path = paths[mutation.pick % Math.max(paths.length, 1)] ?? [];
  if (path.length === 0) return { value: mutation.value, path: '(the whole file)' };
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy);
  const key = path[path.length - 1] as string | number;
  const container = parent as Record<string | number, unknown>;
  if (mutation.remove && !Array.isArray(parent)) delete container[key];
  else container[key] = mutation.value;
  return { value: copy, path: path.join('.') };
}
