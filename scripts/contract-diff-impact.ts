/**
 * What in the project a contract change touches, found by reading the code's imports with
 * TypeScript's parser (no hand-kept table):
 *
 * - generated hooks: the exports of `web/src/api/generated/hooks/<tag>/<tag>.ts` that reach the
 *   operation's request function (named by its operationId) through the file's own references;
 * - generated names: those hooks, the operation's zod schemas (`openapi/generated/zod/`, named
 *   `<operationId>Body…`, `…Query…`, `…Header…`, `…Response…`), its model types
 *   (`openapi/generated/model/`, `<OperationId>Body`, `…Params`, `…200`) and the model types of the
 *   component schemas the change lies in (followed through the contract's `$ref`s along its
 *   pointer, e.g. `OrderDetail` for a field of the order's answer);
 * - app features: files under `web/src/features/<group>/` that import one of those names, or import
 *   (directly or through other app files outside `web/src/app/`) a file that does;
 * - fake server operations: `fake-server/src/groups/<group>/operations.ts` entries whose
 *   `operationId` is the operation's;
 * - screen tests and e2e specs: files under `tests/screens/` and `tests/e2e/` that themselves
 *   import one of those names or name the operationId or the API path in a string (not through
 *   the app code or support files they import: every test imports helpers that reach most of the
 *   app, so that link would name them all).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { Json } from './contract-diff-corpus.ts';

export interface Impact {
  hooks: string[];
  features: string[];
  fakeOperations: string[];
  screenTests: string[];
  e2eSpecs: string[];
}

interface SourceFacts {
  /** Project-relative path. */
  file: string;
  /** Resolved project-relative module → the names imported from it ('*' for a namespace). */
  imports: Map<string, Set<string>>;
  strings: Set<string>;
}

const SOURCE_DIRS = ['web/src', 'tests/screens', 'tests/e2e', 'fake-server/src'];
const GENERATED = ['web/src/api/generated/', 'openapi/generated/'];

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function sourceFiles(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(dir, name).split('\\').join('/'))
    .filter((file) => !GENERATED.some((prefix) => file.startsWith(prefix)));
}

function resolveModule(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(root, dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
  return found ? relative(root, found).split('\\').join('/') : relative(root, base).split('\\').join('/');
}

function parse(root: string, file: string): SourceFacts {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const imports = new Map<string, Set<string>>();
  const strings = new Set<string>();
  const addImport = (specifier: string, names: string[]) => {
    const module = resolveModule(root, file, specifier);
    if (!module) return;
    const known = imports.get(module) ?? new Set<string>();
    for (const name of names) known.add(name);
    imports.set(module, known);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      addImport(node.moduleSpecifier.text, names);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.map((element) => (element.propertyName ?? element.name).text)
          : ['*'];
      addImport(node.moduleSpecifier.text, names);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      addImport(node.arguments[0].text, ['*']);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      strings.add(node.text);
    } else if (ts.isTemplateExpression(node)) {
      strings.add(node.head.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { file, imports, strings };
}

/** The exports of a generated hooks file that reach `target` through the file's own references. */
function exportsReaching(root: string, file: string, target: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const uses = new Map<string, Set<string>>();
  const exported = new Set<string>();
  for (const statement of source.statements) {
    const names: string[] = [];
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement)) &&
      statement.name
    )
      names.push(statement.name.text);
    if (names.length === 0) continue;
    const isExported =
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const referenced = new Set<string>();
    const collect = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) referenced.add(node.text);
      ts.forEachChild(node, collect);
    };
    collect(statement);
    for (const name of names) {
      const known = uses.get(name) ?? new Set<string>();
      for (const ref of referenced) if (ref !== name) known.add(ref);
      uses.set(name, known);
      if (isExported) exported.add(name);
    }
  }
  const reaches = (name: string, seen: Set<string>): boolean => {
    if (name === target) return true;
    if (seen.has(name)) return false;
    seen.add(name);
    return [...(uses.get(name) ?? [])].some((next) => uses.has(next) && reaches(next, seen));
  };
  return [...exported].filter((name) => reaches(name, new Set())).sort();
}

/** The component schemas a JSON pointer passes through, following `$ref`s in the (bundled) contract. */
export function componentsAlong(doc: Json, pointer: string): string[] {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
  const found: string[] = [];
  const lookup = (ref: string): unknown =>
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (typeof node === 'object' && node !== null ? (node as Json)[key] : undefined),
        doc,
      );
  let node: unknown = doc;
  for (const key of keys) {
    for (
      let hops = 0;
      hops < 20 && typeof node === 'object' && node !== null && typeof (node as Json).$ref === 'string';
      hops += 1
    ) {
      const ref = (node as Json).$ref as string;
      const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
      if (match?.[1]) found.push(match[1]);
      node = lookup(ref);
    }
    if (typeof node !== 'object' || node === null) break;
    node = (node as Json)[key];
  }
  return [...new Set(found)];
}

export class ImpactIndex {
  private readonly root: string;
  private readonly facts: SourceFacts[];
  private readonly importers = new Map<string, Set<string>>();

  constructor(root: string) {
    this.root = root;
    this.facts = SOURCE_DIRS.flatMap((dir) => sourceFiles(root, dir)).map((file) => parse(root, file));
    for (const fact of this.facts)
      for (const module of fact.imports.keys()) {
        const known = this.importers.get(module) ?? new Set<string>();
        known.add(fact.file);
        this.importers.set(module, known);
      }
  }

  /** The generated hooks file of each tag that holds the operation's request function. */
  private hooksOf(operationId: string): { file: string; names: string[] }[] {
    const dir = 'web/src/api/generated/hooks';
    return sourceFilesIncludingGenerated(this.root, dir)
      .map((file) => ({ file, names: exportsReaching(this.root, file, operationId) }))
      .filter(({ names }) => names.includes(operationId));
  }

  /** Files that import one of `names` from a module under `prefix` (or from `modules`). */
  private importing(test: (module: string, name: string) => boolean): Set<string> {
    return new Set(
      this.facts
        .filter((fact) =>
          [...fact.imports].some(([module, names]) => [...names].some((name) => test(module, name))),
        )
        .map((fact) => fact.file),
    );
  }

  /** `files` and every file that imports one of them, transitively, not through `web/src/app/`. */
  private withImporters(files: Set<string>): Set<string> {
    const all = new Set(files);
    const queue = [...files];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (file.startsWith('web/src/app/') || file.endsWith('.test.ts') || file.endsWith('.test.tsx'))
        continue;
      for (const importer of this.importers.get(file) ?? [])
        if (!all.has(importer)) {
          all.add(importer);
          queue.push(importer);
        }
    }
    return all;
  }

  impactOf(operation: { operationId: string; path: string }, components: string[]): Impact {
    const { operationId, path } = operation;
    const hooks = this.hooksOf(operationId);
    const hookNames = new Set(hooks.flatMap(({ names }) => names));
    const hookFiles = new Set(hooks.map(({ file }) => file));
    const zodName = new RegExp(`^(${operationId}|${pascal(operationId)})(Query|Header|Body|Response|Params)`);
    const modelName = new RegExp(`^${pascal(operationId)}(Body|Params|200|QueryParams)$`);
    const componentNames = new Set(components);
    const direct = this.importing(
      (module, name) =>
        (hookFiles.has(module) && (hookNames.has(name) || name === '*')) ||
        (module.startsWith('openapi/generated/zod/') && zodName.test(name)) ||
        (module.startsWith('openapi/generated/model') && (modelName.test(name) || componentNames.has(name))),
    );
    const users = this.withImporters(direct);
    const named = new Set(
      this.facts
        .filter(
          (fact) =>
            fact.file.startsWith('tests/') &&
            [...fact.strings].some(
              (text) => text === operationId || text === path || text.startsWith(`${path}?`),
            ),
        )
        .map((fact) => fact.file),
    );
    // A test is linked by what it names itself, not through the app code or support files it
    // imports: every test imports helpers that reach most of the app.
    const tests = (prefix: string) =>
      [...new Set([...direct, ...named])]
        .filter((file) => file.startsWith(prefix) && /\.(test|spec)\.tsx?$/.test(file))
        .sort();
    const fakeOperations = this.facts
      .filter(
        (fact) =>
          /^fake-server\/src\/groups\/[^/]+\/operations\.ts$/.test(fact.file) &&
          fact.strings.has(operationId),
      )
      .map((fact) => `${fact.file} (${operationId})`);
    return {
      hooks: [...hooks].flatMap(({ file, names }) =>
        names.filter((name) => name.startsWith('use')).map((name) => `${name} (${file})`),
      ),
      features: [...users]
        .filter((file) => file.startsWith('web/src/features/') && !/\.test\.tsx?$/.test(file))
        .sort(),
      fakeOperations,
      screenTests: tests('tests/screens/'),
      e2eSpecs: tests('tests/e2e/'),
    };
  }
}

function sourceFilesIncludingGenerated(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(dir, name).split('\\').join('/'));
}
