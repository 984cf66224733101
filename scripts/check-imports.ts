/**
 * Enforces one-way imports in web/src (STYLE.md, bulletproof-react): shared code (api, bridge,
 * config, lib, ui) imports no feature and not the app; a feature imports no other feature and not
 * the app; nothing in web/ imports the dev kit (fake-server, bridge-sim, tests, scripts).
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

export function violations(): string[] {
  const found: string[] = [];
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx)$/.test(name) && !name.startsWith(`api${sep}generated`))
    .map((name) => join(src, name));
  for (const file of files) {
    const from = area(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? '';
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
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
  console.log('Imports flow one way: shared → features → app.');
}
