import type * as z from 'zod';

type Issue = z.core.$ZodIssue;

/** The value at a zod issue's path in the input (undefined when the path runs out). */
export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return 'a repeated field';
  if (typeof value === 'string') return value.length > 20 ? `'${value.slice(0, 20)}…'` : `'${value}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}

function listValues(values: readonly unknown[]): string {
  return values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(', ');
}

/** The allowed values of a union of literals (`1 | 2`), or undefined when the union is something else. */
function unionValues(issue: Extract<Issue, { code: 'invalid_union' }>): unknown[] | undefined {
  const values: unknown[] = [];
  for (const branch of issue.errors) {
    for (const sub of branch) {
      if (sub.code !== 'invalid_value') return undefined;
      values.push(...sub.values);
    }
  }
  return values;
}

function expectedName(expected: string): string {
  if (expected === 'int') return 'a whole number';
  if (expected === 'number') return 'a number';
  if (expected === 'Blob' || expected === 'File') return 'an uploaded file (multipart/form-data)';
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** Where an issue is: `orders[3].dueDate` under `at` (`shared.orders[3].dueDate`). */
function fieldName(path: readonly PropertyKey[], at: string | undefined): string {
  let name = at ?? '';
  for (const key of path)
    name += typeof key === 'number' ? `[${key}]` : `${name === '' ? '' : '.'}${String(key)}`;
  return name === '' ? 'request' : name;
}

function problem(issue: Issue, input: unknown): string {
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return 'is required';
      return `must be ${expectedName(issue.expected)}, got ${describeValue(value)}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'must not be empty'
          : `must have at least ${issue.minimum} characters`;
      }
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must have at most ${issue.maximum} characters`;
      return `must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `must be one of ${listValues(issue.values)}, got ${describeValue(value)}`;
    case 'invalid_union': {
      const values = unionValues(issue);
      if (value === undefined) return 'is required';
      return values
        ? `must be one of ${listValues(values)}, got ${describeValue(value)}`
        : 'has the wrong type';
    }
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue
        ? `has the wrong format (must match ${String(issue.pattern)})`
        : `must be a valid ${issue.format}`;
    case 'unrecognized_keys':
      return `has unknown fields ${listValues(issue.keys)}`;
    default:
      return issue.message;
  }
}

/**
 * The issues of an object union's closest branch (a conditional rule of the contract: `oneOf`
 * beside a body's properties): the branch whose constant fields matched (no issue says a value
 * must be one of some), else the one with the fewest issues; undefined for a union of plain values.
 */
function closestBranch(issue: Extract<Issue, { code: 'invalid_union' }>): readonly Issue[] | undefined {
  const branches = issue.errors.filter((branch) => branch.length > 0);
  if (branches.length === 0 || branches.some((branch) => branch.some((sub) => sub.path.length === 0)))
    return undefined;
  const matched = branches.filter((branch) => branch.every((sub) => sub.code !== 'invalid_value'));
  const pool = matched.length > 0 ? matched : branches;
  return pool.reduce((best, branch) => (branch.length < best.length ? branch : best));
}

/** Issues with each object union's issue replaced by its closest branch's (closestBranch). */
function flattened(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union') return [issue];
    const branch = closestBranch(issue);
    return branch === undefined
      ? [issue]
      : flattened(branch.map((sub) => ({ ...sub, path: [...issue.path, ...sub.path] })));
  });
}

/**
 * One message for a failed validation, naming each field: `orderId: is required; score: must be a
 * whole number, got 'x'`; under `at` when the input is part of something larger
 * (`shared.orders[3].dueDate: …`). At most three issues, so a toast stays readable.
 * @example describeIssues(result.error.issues, body)
 */
export function describeIssues(given: readonly Issue[], input: unknown, at?: string): string {
  const issues = flattened(given);
  const parts = issues.slice(0, 3).map((issue) => `${fieldName(issue.path, at)}: ${problem(issue, input)}`);
  if (issues.length > 3) parts.push(`and ${issues.length - 3} more`);
  return parts.join('; ');
}
