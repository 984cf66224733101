/**
 * The contract lint of `npm run lint:contract` (Redocly's CLI, with openapi/redocly.yaml) on a
 * project tree, its findings kept short: one line per problem (the `stylish` format).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from './contract-files.ts';

export interface LintResult {
  /** No errors (warnings do not fail `npm run lint:contract` either). */
  ok: boolean;
  /** The problems, one per line, under the file they are in; empty when there are none. */
  problems: string;
}

/** Terminal colour codes, which a problem printed inside another tool's output does not need. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/** Lints `openapi/openapi.yaml` under `root` as `npm run lint:contract` does. */
export function lintContract(root: string): Promise<LintResult> {
  const bin = join(PROJECT_ROOT, 'node_modules/.bin');
  return new Promise((resolve) => {
    const child = spawn(
      join(bin, 'redocly'),
      ['lint', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml', '--format=stylish'],
      {
        cwd: root,
        // Its `#!/usr/bin/env node` must find the project's Node 24. No telemetry or update check:
        // the dev loop runs it on every save.
        env: {
          ...process.env,
          PATH: `${bin}:${process.env.PATH ?? ''}`,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (error) => resolve({ ok: false, problems: `Cannot run redocly: ${error.message}` }));
    child.on('close', (code) => {
      const problems = stdout.replace(ANSI, '').trim();
      // Without problem lines (a crash, a config it cannot read), what it said on stderr is the news.
      const said = stderr.replace(ANSI, '').trim();
      resolve({ ok: code === 0, problems: problems || (code === 0 ? '' : said) });
    });
  });
}
