import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'h5-build-'));
const API_ORIGIN = 'https://api.lender.example.ph';

/** Strings only dev-kit code contains: the shell simulator, the fake server, faker, the QA page. */
const DEV_ONLY = [
  '__bridgeLog',
  '__bridgeSim',
  'bridge-sim',
  'Native back',
  'faker',
  'fake-server',
  '/__fake',
  'svg-captcha',
  // Express's own setting name; the bare word 'express' also occurs in library code ("Super expression").
  'x-powered-by',
];

/** The real policy page a production build shows on the official site's /Policy. */
const POLICY_URL = 'https://www.lender.example.ph/policy.html';

let files: { name: string; text: string }[] = [];

beforeAll(() => {
  // The real production build, pointed at a real API origin.
  execFileSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--config', 'web/vite.config.ts', '--outDir', outDir],
    {
      cwd: root,
      env: {
        ...process.env,
        PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
        VITE_API_BASE_URL: API_ORIGIN,
        VITE_POLICY_URL: POLICY_URL,
      },
      stdio: 'pipe',
    },
  );
  files = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(js|html|css)$/.test(name))
    .map((name) => ({ name, text: readFileSync(join(outDir, name), 'utf8') }));
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('npm run build', () => {
  it('emits the app: an HTML entry and its scripts', () => {
    expect(files.map((f) => f.name)).toContain('index.html');
    expect(files.some((f) => f.name.endsWith('.js'))).toBe(true);
  });

  it.each(DEV_ONLY)('contains no dev-kit code (%s)', (marker) => {
    const found = files.filter((f) => f.text.includes(marker)).map((f) => f.name);
    expect(found).toEqual([]);
  });

  it('calls the API origin it was built for', () => {
    expect(files.some((f) => f.text.includes(API_ORIGIN))).toBe(true);
  });
});
