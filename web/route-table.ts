import { parseSync } from 'vite';

/**
 * The route table's paths and lazy screen modules, read off its source (web/src/app/routes.tsx) at
 * build time: entries `{ path: paths.key | 'literal', Screen: X }`, where X is
 * `screen(() => import('…'))` or a top-level constant holding one. Anything else in the table is
 * an error, so a table written another way stops the build instead of losing its preloads.
 * @example routeModules("const routes = [{ path: paths.error, Screen: screen(() => import('./e.tsx')) }]", 'r.tsx', { error: '/error' })
 *   // [{ path: '/error', specifier: './e.tsx' }]
 */
export function routeModules(
  source: string,
  file: string,
  pathTable: Readonly<Record<string, string>>,
): { path: string; specifier: string }[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message ?? 'parse error'}`);
  const constants = new Map<string, string>();
  let table: AstNode | undefined;
  for (const statement of program.body) {
    const declaration = nodeOf(statement, 'ExportNamedDeclaration')?.declaration ?? statement;
    for (const declarator of listOf(nodeOf(declaration, 'VariableDeclaration')?.declarations)) {
      const name = nodeOf(nodeOf(declarator)?.id, 'Identifier')?.name;
      const init = nodeOf(declarator)?.init;
      if (name === 'routes') table = nodeOf(init, 'ArrayExpression');
      const specifier = screenImport(init);
      if (typeof name === 'string' && specifier !== undefined) constants.set(name, specifier);
    }
  }
  if (table === undefined) throw new Error(`${file}: no \`const routes = [...]\` route table`);
  return listOf(table.elements).map((element, index) => {
    const entry = new Map(
      listOf(nodeOf(element, 'ObjectExpression')?.properties).map((property) => [
        nodeOf(nodeOf(property)?.key, 'Identifier')?.name,
        nodeOf(property)?.value,
      ]),
    );
    const path = pathOf(entry.get('path'), pathTable);
    const screen = entry.get('Screen');
    const constant = nodeOf(screen, 'Identifier')?.name;
    const specifier = typeof constant === 'string' ? constants.get(constant) : screenImport(screen);
    if (path === undefined || specifier === undefined)
      throw new Error(
        `${file}: route ${index + 1} is not \`{ path: paths.key, Screen: screen(() => import('…')) }\``,
      );
    return { path, specifier };
  });
}

type AstNode = { type: string } & Record<string, unknown>;

function nodeOf(value: unknown, type?: string): AstNode | undefined {
  if (typeof value !== 'object' || value === null || !('type' in value)) return undefined;
  const candidate = value as AstNode;
  return type === undefined || candidate.type === type ? candidate : undefined;
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `paths.key` (from the paths table) or a string literal. */
function pathOf(value: unknown, pathTable: Readonly<Record<string, string>>): string | undefined {
  const member = nodeOf(value, 'MemberExpression');
  if (member !== undefined) {
    const key = nodeOf(member.property, 'Identifier')?.name;
    return nodeOf(member.object, 'Identifier')?.name === 'paths' && typeof key === 'string'
      ? pathTable[key]
      : undefined;
  }
  const literal = nodeOf(value, 'Literal')?.value;
  return typeof literal === 'string' ? literal : undefined;
}

/** The specifier of `screen(() => import('…'))`. */
function screenImport(value: unknown): string | undefined {
  const call = nodeOf(value, 'CallExpression');
  if (nodeOf(call?.callee, 'Identifier')?.name !== 'screen') return undefined;
  const loader = nodeOf(listOf(call?.arguments)[0], 'ArrowFunctionExpression');
  const source = nodeOf(nodeOf(loader?.body, 'ImportExpression')?.source, 'Literal')?.value;
  return typeof source === 'string' ? source : undefined;
}
