import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, testApp } from '../fake-server/src/test-support/test-kit.ts';
import { HELP, runCli } from './fake-cli.ts';

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(testApp());
});
afterAll(async () => {
  await server.close();
});

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([...args, '--url', server.url], {
    fetch,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run fake -- …', () => {
  it('list prints every order with status, flags and app link', async () => {
    const { code, out } = await cli('list', '--session', 'cli');
    expect(code).toBe(0);
    expect(out).toMatch(
      /ORD174R\s+174 Due\s+P1002\s+isDelay\s+http:\/\/127\.0\.0\.1:5173\/loanDetail\?productId=P1002&orderId=ORD174R&sessionId=cli/,
    );
    expect(out.split('\n')).toHaveLength(16);
  });

  it('status and flag change an order in the chosen sandbox only', async () => {
    expect((await cli('status', 'ORD21', '180', '--session', 'cli-a')).out).toBe(
      'ORD21 is now 180 Overdue (sandbox cli-a).',
    );
    expect((await cli('flag', 'ORD21', 'isDelay', 'on', '--session', 'cli-a')).code).toBe(0);
    expect((await cli('list', '--session', 'cli-a')).out).toMatch(/ORD21\s+180 Overdue\s+P1001\s+isDelay/);
    expect((await cli('list', '--session', 'cli-b')).out).toMatch(/ORD21\s+21 Under review/);
  });

  it('scenario lists the presets and switches one on', async () => {
    expect((await cli('scenario', 'wrong-code', '--session', 'cli-s')).out).toBe(
      'Scenario wrong-code is active (sandbox cli-s).',
    );
    const list = await cli('scenario', '--session', 'cli-s');
    expect(list.out).toMatch(/^\* wrong-code/m);
    expect(list.out).toContain('timeout');
  });

  it('fault sets, lists and clears a fault; log shows the calls', async () => {
    expect(
      (await cli('fault', 'loanDetails', '--code', '500', '--times', '2', '--session', 'cli-f')).out,
    ).toBe('Fault set on loanDetails for the next 2 call(s).');
    expect((await cli('faults', '--session', 'cli-f')).out).toContain('"remaining":2');
    await fetch(`${server.url}/v3/loan-details/loan-details?sessionId=cli-f`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'productId=P1001&orderId=ORD21',
    });
    expect((await cli('log', '--session', 'cli-f')).out).toMatch(/POST\s+loanDetails\s+500\s+\d+ ms\s+fault/);
    expect((await cli('fault', 'clear', '--session', 'cli-f')).out).toBe('All faults cleared.');
    expect((await cli('faults', '--session', 'cli-f')).out).toBe('No faults.');
  });

  it('reset brings the sandbox back to the seed', async () => {
    await cli('status', 'ORD21', '200', '--session', 'cli-r');
    expect((await cli('reset', '--session', 'cli-r')).out).toBe('Reset to the seed: cli-r.');
    expect((await cli('list', '--session', 'cli-r')).out).toMatch(/ORD21\s+21 Under review/);
  });

  it('export writes a sandbox to a file or stdout; import puts it into another sandbox', async () => {
    await cli('status', 'ORD174R', '200', '--session', 'cli-bug');
    await cli('scenario', 'wrong-code', '--session', 'cli-bug');
    const file = join(mkdtempSync(join(tmpdir(), 'fake-cli-')), 'bug.json');
    expect(await cli('export', 'cli-bug', file)).toEqual({
      code: 0,
      out: `Sandbox 'cli-bug' exported to ${file}.`,
      err: '',
    });
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved).toMatchObject({ format: 'cashloan-fake-sandbox', version: 2, sandboxId: 'cli-bug' });
    expect(JSON.parse((await cli('export', 'cli-bug')).out)).toEqual(saved);

    const imported = await cli('import', file, 'cli-dev');
    expect(imported.out).toBe(`Sandbox 'cli-bug' exported at ${saved.exportedAt} imported into 'cli-dev'.`);
    expect((await cli('list', '--session', 'cli-dev')).out).toMatch(/ORD174R\s+200 Settled/);
    expect((await cli('scenario', '--session', 'cli-dev')).out).toMatch(/^\* wrong-code/m);
    // Without a target it goes back into the sandbox it came from.
    await cli('reset', '--session', 'cli-bug');
    expect((await cli('import', file)).out).toMatch(/imported into 'cli-bug'\.$/);
    expect((await cli('list', '--session', 'cli-bug')).out).toMatch(/ORD174R\s+200 Settled/);
  });

  it('import says what is wrong with a file and changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-cli-'));
    const missing = await cli('import', join(dir, 'nope.json'), 'cli-x');
    expect(missing).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^Cannot read .*nope\.json \(ENOENT/),
    });
    writeFileSync(join(dir, 'broken.json'), '{"format":');
    expect((await cli('import', join(dir, 'broken.json'), 'cli-x')).err).toMatch(/broken\.json is not JSON/);
    const good = JSON.parse((await cli('export', 'cli-x')).out);
    writeFileSync(join(dir, 'seed7.json'), JSON.stringify({ ...good, seed: 7 }));
    const refused = await cli('import', join(dir, 'seed7.json'), 'cli-x');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^Not imported: seed: the export was made with FAKE_SEED 7, .*unchanged\.$/);
    writeFileSync(join(dir, 'anonymous.json'), JSON.stringify({ ...good, sandboxId: undefined }));
    expect(await cli('import', join(dir, 'anonymous.json'))).toMatchObject({
      code: 2,
      err: expect.stringContaining('names no sandboxId'),
    });
    expect((await cli('export')).err).toBe('Usage: npm run fake -- export <sandboxId> [file]');
    expect((await cli('list', '--session', 'cli-x')).out).toMatch(/ORD21\s+21 Under review/);
  });

  it('clock prints, advances, sets and resets the clock of the named sandbox only', async () => {
    expect((await cli('clock', 'cli-clock')).out).toBe(
      'Sandbox cli-clock: 2026-03-10 09:00 UTC (real time; seed day 2026-03-10).',
    );
    expect((await cli('clock', '+3d', 'cli-clock')).out).toBe(
      'Sandbox cli-clock: 2026-03-13 09:00 UTC (+3d from real time; seed day 2026-03-10).',
    );
    expect((await cli('clock', '+1d12h', '--session', 'cli-clock')).out).toBe(
      'Sandbox cli-clock: 2026-03-14 21:00 UTC (+4d 12h from real time; seed day 2026-03-10).',
    );
    expect((await cli('clock', '2026-12-01', 'cli-clock')).out).toMatch(
      /: 2026-12-01 00:00 UTC \(\+265d 15h /,
    );
    expect((await cli('clock', '--session', 'cli-other')).out).toMatch(/2026-03-10 09:00 UTC \(real time/);
    const early = await cli('clock', '2026-03-01', 'cli-clock');
    expect(early).toMatchObject({
      code: 1,
      err: expect.stringContaining('earliest allowed date is 2026-03-10'),
    });
    expect((await cli('clock', '+soon', 'cli-clock')).err).toMatch(
      /^advance: 'soon' is not a duration; use /,
    );
    expect((await cli('clock', 'now', 'cli-clock')).out).toMatch(/2026-03-10 09:00 UTC \(real time/);
  });

  it('--help prints the usage; bad use exits 2 and server errors exit 1 with the reason', async () => {
    expect(await cli('--help')).toEqual({ code: 0, out: HELP, err: '' });
    expect(HELP).toMatch(/clock <change> \[sessionId\] +move it: \+3d/);
    expect((await cli('dance')).code).toBe(2);
    expect((await cli('status', 'ORD21')).err).toBe('Usage: npm run fake -- status <orderId> <code>');
    expect((await cli('fault', 'loanDetails', '--times', 'x')).err).toBe(
      "--times must be a whole number, got 'x'.",
    );
    const bad = await cli('status', 'ORD21', '999');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^orderStatus: must be one of/);
  });

  it('says how to start the server when it cannot reach it', async () => {
    const out: string[] = [];
    const code = await runCli(['list', '--url', 'http://127.0.0.1:9'], {
      fetch,
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
    expect(code).toBe(1);
    expect(out.join('')).toContain("Start it with 'npm run fake:server', or pass --url.");
  });
});
