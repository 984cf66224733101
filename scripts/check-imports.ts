/**
 * Enforces one-way imports (STYLE.md, bulletproof-react). In web/src: shared code (api, bridge,
 * config, lib, ui) imports no feature and not the app; a feature imports no other feature and not
 * the app; nothing in web/ imports the dev kit (fake-server, bridge-sim, tests, scripts). Across
 * the repository: what the app and the dev kit share lives outside web/ (openapi/generated, the
 * contract's types and zod schemas; bridge-protocol/; content/), so the fake server, the bridge
 * simulator and the shared folders never import web/.
 * Biome has no rule for "siblings may not import each other", so this script is part of `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = join(import.meta.dirname, '..');
const src = join(root, 'web/src');
const SHARED = new Set(['api', 'bridge', 'config', 'lib', 'ui', 'test']);
const DEV_KIT = ['fake-server', 'bridge-sim', 'tests', 'scripts'];

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** 'features/order' for a file in a feature, the top folder for shared code, 'app', or the file itself. */
function area(file: string): string {
  const parts = relative(src, file).split(sep);
  if (parts[0] === 'features') return `features/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? '') : 'root';
}

/** Folders that must not import the app: the dev kit that runs without it and the shared ones. */
const APP_FREE = ['fake-server/src', 'bridge-sim/src', 'bridge-protocol', 'content'];

/** Relative imports in a file, resolved to absolute paths. */
function importsOf(file: string): { spec: string; target: string }[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => ({ spec, target: resolve(dirname(file), spec) }));
}

/** Imports of web/ from the fake server, the bridge simulator and the shared folders. */
export function appImports(): string[] {
  const found: string[] = [];
  const web = join(root, 'web');
  for (const dir of APP_FREE) {
    const base = join(root, dir);
    const files = readdirSync(base, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx)$/.test(name))
      .map((name) => join(base, name));
    for (const file of files) {
      for (const { spec, target } of importsOf(file)) {
        if (target === web || target.startsWith(web + sep))
          found.push(
            `${relative(root, file)} imports ${spec}: ${dir} may not import the app. Share it from openapi/generated, bridge-protocol/ or content/.`,
          );
      }
    }
  }
  return found;
}

export function violations(): string[] {
  const found: string[] = appImports();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !name.startsWith(`api${sep}generated`))
    .map((name) => join(src, name));
  for (const file of files) {
    const from = area(file);
    for (const { spec, target } of importsOf(file)) {
      const where = `${relative(root, file)} imports ${spec}`;
      if (DEV_KIT.some((dir) => target.startsWith(join(root, dir) + sep))) {
        found.push(`${where}: the app must not import the dev kit.`);
        continue;
      }
      if (!target.startsWith(src + sep)) continue;
      const to = area(target);
      if (from === to || to === 'root') continue;
      if (SHARED.has(from.split('/')[0] ?? '') && (to === 'app' || to.startsWith('features/'))) {
        found.push(`${where}: shared code (${from}) may not import ${to}. Move the shared part down.`);
      } else if (from.startsWith('features/') && (to === 'app' || to.startsWith('features/'))) {
        found.push(`${where}: ${from} may not import ${to}. Share through ui/, lib/ or api/ instead.`);
      }
    }
  }
  return found;
}

if (import.meta.main) {
  const found = violations();
  for (const line of found) console.error(line);
  if (found.length > 0) process.exit(1);
  console.log('Imports flow one way: shared → features → app; the dev kit never imports the app.');
}
