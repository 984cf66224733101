/**
 * Which URL paths each lazily loaded route module serves, read off the route table's source text
 * (web/src/app/routes.tsx) so the bench needs no list of its own (pure: unit-tested). It reads
 * entries `{ path: paths.key | 'literal', Screen: X }` where X is `screen(() => import('…'))` or a
 * constant holding one.
 */
import { posix } from 'node:path';

const LAZY_CONST = /const\s+(\w+)\s*=[^;]*?import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** An entry `{ path: <table>.key | 'literal', … }` of a route table whose paths object is `table`. */
const entryPattern = (table: string) =>
  new RegExp(`\\{[^{}]*?\\bpath:\\s*(${table}\\.\\w+|'[^']*'|"[^"]*")[^{}]*\\}`, 'g');
const INLINE_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/;
const SCREEN_REF = /\bScreen:\s*(\w+)\s*[,}]/;

/**
 * Import specifier → URL paths (in table order; `*` for the catch-all).
 * @example routePaths("{ path: paths.error, Screen: screen(() => import('./e.tsx')) }", { error: '/error' })
 *   // Map { './e.tsx' => ['/error'] }
 */
export function routePaths(
  source: string,
  paths: Readonly<Record<string, string>>,
  table = 'paths',
): Map<string, string[]> {
  const constants = new Map<string, string>();
  for (const [, name, spec] of source.matchAll(LAZY_CONST)) if (name && spec) constants.set(name, spec);

  const found = new Map<string, string[]>();
  for (const match of source.matchAll(entryPattern(table))) {
    const [text, pathExpr = ''] = match;
    const path = pathExpr.startsWith(`${table}.`)
      ? paths[pathExpr.slice(table.length + 1)]
      : pathExpr.slice(1, -1);
    const spec = text.match(INLINE_IMPORT)?.[1] ?? constants.get(text.match(SCREEN_REF)?.[1] ?? '');
    if (path === undefined || spec === undefined) continue;
    found.set(spec, [...(found.get(spec) ?? []), path]);
  }
  return found;
}

/**
 * The manifest key of an import made in `fromDir` (both relative to Vite's root, web/).
 * @example moduleKey('../features/order/order-route.tsx', 'src/app') // 'src/features/order/order-route.tsx'
 */
export function moduleKey(spec: string, fromDir: string): string {
  return posix.normalize(posix.join(fromDir, spec));
}
