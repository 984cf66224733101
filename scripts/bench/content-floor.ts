/**
 * The React floor of the content section: scripts/bench/react-floor built into a temporary folder
 * with the app's build settings and served by `vite preview` on a free port, like the app.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Marker } from './content-markers.ts';
import { childEnv, freePort, lastLines, NODE, run, start, VITE, waitForUrl } from './processes.ts';

const CONFIG = 'scripts/bench/react-floor/vite.config.ts';

/** The one line scripts/bench/react-floor/main.tsx renders. */
export const FLOOR_MARKER: Marker = { text: 'Rendered by React 19' };

export interface ReactFloor {
  /** The page's address. */
  url: string;
  /** Gzip bytes of its JS, for the report. */
  jsGzip: number;
  stop(): Promise<void>;
}

export async function serveReactFloor(log: (line: string) => void): Promise<ReactFloor> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-react-floor-'));
  const remove = () => rmSync(outDir, { recursive: true, force: true });
  try {
    log('building the React floor (a bare React 19 page, the app’s build settings)…');
    const built = await run(
      'vite build (React floor)',
      NODE,
      [VITE, 'build', '--config', CONFIG, '--outDir', outDir],
      {
        env: childEnv({ NODE_ENV: 'production' }),
        timeoutMs: 3 * 60_000,
      },
    );
    if (built.code !== 0) throw new Error(`vite build (${CONFIG}) failed:\n${lastLines(built.output)}`);
    const port = await freePort();
    const preview = start('floor preview', NODE, [
      VITE,
      'preview',
      '--config',
      CONFIG,
      '--outDir',
      outDir,
      '--port',
      String(port),
    ]);
    const url = `http://127.0.0.1:${port}/`;
    const stop = async () => {
      await preview.stop();
      remove();
    };
    try {
      await waitForUrl(url, preview);
    } catch (error) {
      await stop();
      throw error;
    }
    return { url, jsGzip: jsGzipOf(join(outDir, 'assets')), stop };
  } catch (error) {
    remove();
    throw error;
  }
}

function jsGzipOf(dir: string): number {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file))).length, 0);
}
