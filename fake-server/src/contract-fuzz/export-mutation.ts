import fc from 'fast-check';

type Path = readonly (string | number)[];

/** Values an export's field is swapped for: far dates, huge and odd numbers, wrong kinds, text that is no date. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
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
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
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
  /**
   * Which field name within the part (modulo their number): `dueDate` as likely as `principal`,
   * however many orders carry them.
   */
  field: number;
  /** Which of the paths with that name (modulo their number). */
  pick: number;
  remove: boolean;
  /** The new value; `{ like: n }` stands for the n-th odd value of the field's own kind (sameKindOddValue). */
  value: unknown;
}

/** Odd values of a number field and of a date field: what passes a type check and still breaks a computation. */
const ODD_NUMBERS = [8.64e15, -8.64e15, 8.64e15 + 1, Number.MAX_SAFE_INTEGER, 1e308, -1, 0, 0.5, 2 ** 31];
const ODD_DATES = [
  'not-a-date',
  '2026-02-30',
  '9999-12-31',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01',
  '2026-03-10T25:00:00Z',
];

function sameKindOddValue(current: unknown, index: number): unknown {
  const odd = typeof current === 'number' ? ODD_NUMBERS : ODD_DATES;
  return odd[index % odd.length];
}

/**
 * A field the server computes with (a number, a date) set to an odd value of its own kind: the
 * likeliest to pass an import's type checks and still break the sandbox.
 */
export const computedFieldMutationArbitrary: fc.Arbitrary<ExportMutation> = fc.record({
  computed: fc.constant(true),
  part: fc.nat(),
  field: fc.nat(),
  pick: fc.nat(),
  remove: fc.constant(false),
  value: fc.nat().map((like) => ({ like })),
});

export const exportMutationArbitrary: fc.Arbitrary<ExportMutation> = fc.record({
  computed: fc.oneof(
    { weight: 3, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
  part: fc.nat(),
  field: fc.nat(),
  pick: fc.nat(),
  // One in ten removes the field instead.
  remove: fc.nat(9).map((draw) => draw === 0),
  value: oddValue,
});

/** The part of an export a path is in: `state.<slice>`, or its top-level field. */
function partOf(path: Path): string {
  return path[0] === 'state' && path.length > 1 ? `state.${String(path[1])}` : String(path[0]);
}

/** The name of the field a path ends in (an array item: its array's name). */
function nameOf(path: Path): string {
  return String(path.findLast((key) => typeof key === 'string') ?? '');
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

/** A deep copy of the export with the mutation applied, and what it changed (`path = value`). */
export function mutatedExport(exported: unknown, mutation: ExportMutation): { value: unknown; path: string } {
  const copy = structuredClone(exported);
  const all = pathsOf(copy);
  const computed = all.filter((candidate) => isComputedWith(valueAt(copy, candidate)));
  const candidates = mutation.computed && computed.length > 0 ? computed : all;
  const parts = [...new Set(candidates.map(partOf))];
  const part = parts[mutation.part % Math.max(parts.length, 1)];
  const inPart = candidates.filter((candidate) => partOf(candidate) === part);
  const names = [...new Set(inPart.map(nameOf))];
  const name = names[mutation.field % Math.max(names.length, 1)];
  const paths = inPart.filter((candidate) => nameOf(candidate) === name);
  const path = paths[mutation.pick % Math.max(paths.length, 1)] ?? [];
  if (path.length === 0) return { value: mutation.value, path: '(the whole file)' };
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy);
  const key = path[path.length - 1] as string | number;
  const container = parent as Record<string | number, unknown>;
  const { value } = mutation;
  const like =
    typeof value === 'object' && value !== null && 'like' in value ? Number(value.like) : undefined;
  if (mutation.remove && !Array.isArray(parent)) {
    delete container[key];
    return { value: copy, path: `${path.join('.')} removed` };
  }
  container[key] = like === undefined ? value : sameKindOddValue(container[key], like);
  return { value: copy, path: `${path.join('.')} = ${JSON.stringify(container[key])}` };
}
