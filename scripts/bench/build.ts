/**
 * One production build of the app for the whole bench run, in a temporary outDir (the real dist/web
 * stays as it is), with hidden source maps: the chunks are byte for byte those of `npm run build`
 * (no sourceMappingURL comment), and the maps beside them say what each chunk holds.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from './manifest.ts';
import { childEnv, lastLines, NODE, run, VITE } from './processes.ts';

export interface Build {
  outDir: string;
  /** One manifest per build: the main app's, then the promotion entry's (built on its own). */
  manifests: Manifest[];
  ms: number;
}

/** The two builds of `npm run build`, in its order, with the manifest each writes. */
const BUILDS = [
  { config: 'web/vite.config.ts', manifest: '.vite/manifest.json', empty: true },
  { config: 'web/vite.promotion.config.ts', manifest: '.vite/promotion-manifest.json', empty: false },
] as const;

let pending: Promise<Build> | undefined;

/** Builds once per bench run; later callers get the same build (or the same failure). */
export function productionBuild(): Promise<Build> {
  pending ??= buildNow();
  return pending;
}

async function buildNow(): Promise<Build> {
  // Generated hooks and schemas are not committed: the same step `npm run build` starts with.
  const generated = await run('generate', NODE, ['scripts/generate.ts'], { timeoutMs: 5 * 60_000 });
  if (generated.code !== 0)
    throw new Error(`node scripts/generate.ts failed:\n${lastLines(generated.output)}`);

  const outDir = mkdtempSync(join(tmpdir(), 'bench-build-'));
  process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
  const manifests: Manifest[] = [];
  let ms = 0;
  for (const { config, manifest, empty } of BUILDS) {
    const built = await run(
      'vite build',
      NODE,
      [
        VITE,
        'build',
        '--config',
        config,
        '--outDir',
        outDir,
        ...(empty ? ['--emptyOutDir'] : []),
        '--sourcemap',
        'hidden',
      ],
      // Same-origin API calls, proxied to the fake server by `vite preview`.
      { env: childEnv({ VITE_API_BASE_URL: undefined, NODE_ENV: 'production' }), timeoutMs: 5 * 60_000 },
    );
    if (built.code !== 0) throw new Error(`vite build (${config}) failed:\n${lastLines(built.output)}`);
    ms += built.ms;
    manifests.push(JSON.parse(readFileSync(join(outDir, manifest), 'utf8')) as Manifest);
  }
  return { outDir, manifests, ms };
}
