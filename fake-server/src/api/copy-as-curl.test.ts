// "Copy as curl" (qa-page/src/log-curl.ts) against the real thing: a hostile call is logged, its
// copied command runs through sh with the machine's curl, and the fake server logs the same call
// again: the same URL, headers, fields and file name, nothing of them read from a local file.
// Needs curl on the machine (skipped without it); the argument-level property runs everywhere
// (log-curl.test.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curlOf, uploadPlaceholder } from '../../qa-page/src/log-curl.ts';
import type { RequestLogEntry } from '../store/sandbox.ts';
import { listen, testApp } from '../test-support/test-kit.ts';
import { terminalText } from './terminal-text.ts';

const hasCurl = spawnSync('curl', ['--version']).status === 0;
const UPLOAD_PATH = '/spoken/user-problem/upload-problem-img';
const FORM_PATH = '/v3/loan-details/loan-details';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Names and values a client may choose, what curl or a shell would act on among them. */
const hostileText = fc.oneof(
  fc.constantFrom('P1001', '<file', '@.netrc', 'x;type=text/html', 'x.png;headers=@.netrc', '{a,b}', '[1-9]'),
  fc.constantFrom("it's", '"q"', 'a=b', 'a&b', '+ %', '$(id)', 'caf\u00e9', '\u{1f600}', 'line\nbreak', '\\'),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);

/** A query a client may send: `{}` and `[]` stay as they are in a URL, and curl would glob them. */
const hostileQuery = fc.array(fc.tuple(hostileText, hostileText), { maxLength: 3 });

/** Runs a command with sh in `cwd`, without blocking this process (which serves the calls). */
function runShell(command: string, cwd: string): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stderr }));
  });
}

/** The call as the log has it, for comparing two sendings of it. */
function sameCall(entry: RequestLogEntry) {
  const { method, path, url, query, body, httpStatus, code, requestHeaders } = entry;
  const { 'content-type': type = '', ...headers } = requestHeaders;
  return {
    method,
    path,
    url,
    query,
    body,
    httpStatus,
    code,
    headers,
    // A multipart type carries its body's boundary, which curl chooses.
    type: type.replace(/boundary=.*$/, 'boundary=…'),
  };
}

describe.skipIf(!hasCurl)('Copy as curl, run with the real curl against the fake server', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  let dir: string;
  let sandboxes = 0;

  beforeAll(async () => {
    server = await listen(testApp());
    dir = mkdtempSync(join(tmpdir(), 'copy-as-curl-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const lastLogged = async (sandboxId: string): Promise<RequestLogEntry | undefined> => {
    const res = await fetch(`${server.url}/__fake/requests?sessionId=${encodeURIComponent(sandboxId)}`);
    const { requests } = (await res.json()) as { requests: RequestLogEntry[] };
    return requests.at(-1);
  };

  /** Runs the copied command in `dir` (where the upload's placeholder is) and returns the new log line. */
  const replay = async (
    entry: RequestLogEntry,
  ): Promise<{ command: string; again: RequestLogEntry | undefined }> => {
    const command = curlOf(entry, server.url);
    // Not spawnSync: the server answering curl runs in this process.
    const run = await runShell(command.replace(/^curl /m, 'curl -s --max-time 10 -o /dev/null '), dir);
    expect(run.status, `${command}\n${run.stderr}`).toBe(0);
    return { command, again: await lastLogged(entry.sandboxId) };
  };

  it('an upload with hostile field names, values and file name is logged again the same', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(hostileText, hostileText), { maxLength: 4 }),
        hostileText,
        fc.constantFrom('image/png', 'image/jpeg'),
        hostileQuery,
        async (fields, fileName, type, query) => {
          sandboxes += 1;
          const sandboxId = `curl-${sandboxes}`;
          const search = new URLSearchParams([['sessionId', sandboxId], ...query]);
          const form = new FormData();
          for (const [name, value] of fields) form.append(name, value);
          form.append('problemImage', new Blob([PNG], { type }), fileName);
          await fetch(`${server.url}${UPLOAD_PATH}?${search}`, { method: 'POST', body: form });
          const first = await lastLogged(sandboxId);
          if (first === undefined) throw new Error('the first call was not logged');
          writeFileSync(join(dir, uploadPlaceholder(type)), PNG);
          const { command, again } = await replay(first);
          expect(again?.id, command).toBe(first.id + 1);
          if (again === undefined) return;
          // A part curl cannot send as logged is left out, and named on the comment line.
          const notSent = command.startsWith('#') ? (command.split('\n')[0] ?? '') : '';
          const before = (first.body ?? {}) as Record<string, unknown>;
          const after = (again.body ?? {}) as Record<string, unknown>;
          for (const name of Object.keys(before)) {
            if (JSON.stringify(after[name]) !== JSON.stringify(before[name]))
              expect(notSent, `${name}: ${command}`).toContain(`'${terminalText(name)}'`);
          }
          const leftOut = notSent !== '';
          expect({ ...sameCall(again), ...(leftOut && { body: null, code: null }) }, command).toEqual({
            ...sameCall(first),
            ...(leftOut && { body: null, code: null }),
          });
        },
      ),
      { seed: 36, numRuns: 40 },
    );
  });

  it('a form call with hostile fields and query is logged again the same', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(hostileText, hostileText), { maxLength: 5 }),
        hostileQuery,
        async (fields, query) => {
          sandboxes += 1;
          const sandboxId = `curl-${sandboxes}`;
          const search = new URLSearchParams([['sessionId', sandboxId], ...query]);
          await fetch(`${server.url}${FORM_PATH}?${search}`, {
            method: 'POST',
            body: new URLSearchParams(fields),
            headers: { building: 'b1', gather: '@.netrc' },
          });
          const first = await lastLogged(sandboxId);
          if (first === undefined) throw new Error('the first call was not logged');
          const { command, again } = await replay(first);
          expect(command.startsWith('#'), command).toBe(false);
          expect(again && sameCall(again), command).toEqual(sameCall(first));
        },
      ),
      { seed: 36, numRuns: 40 },
    );
  });
});
