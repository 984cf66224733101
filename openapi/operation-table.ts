/**
 * The contract's README table: every call's method and path (the backend's) beside our readable
 * operationId and the names the generator derives from it. contract.test.ts fails when the README's
 * table is not this one, and prints it.
 */
export interface TableOperation {
  method: string;
  path: string;
  operationId: string;
  tag: string;
  /** A POST that only reads (orval.config.ts `postReads`) or a GET: a query hook, else a mutation. */
  query: boolean;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function operationTable(operations: readonly TableOperation[]): string {
  const rows = [...operations]
    .sort((a, b) => a.tag.localeCompare(b.tag) || a.path.localeCompare(b.path))
    .map(
      ({ method, path, operationId, tag, query }) =>
        `| ${tag} | ${method.toUpperCase()} | \`${path}\` | \`${operationId}\` | \`use${upperFirst(operationId)}\` (${query ? 'query' : 'mutation'}) |`,
    );
  return ['| group | method | path | operationId | hook |', '|---|---|---|---|---|', ...rows].join('\n');
}
