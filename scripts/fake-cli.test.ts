import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlsIn } from '../fake-server/src/test-support/terminal-controls.ts';
import { listen, testApp } from '../fake-server/src/test-support/test-kit.ts';
import { HELP, runCli } from './fake-cli.ts';

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(testApp());
});
afterAll(async () => {
  await server.close();
});

/** A pay code made the way the app makes one (generate-vcode on the 7-Eleven channel). */
async function payCode(
  sessionId: string,
  [productId, orderId]: [string, string],
  extra: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${server.url}/v3/loan-details/generate-vcode?sessionId=${sessionId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ productId, orderId, amount: '100', channelNumber: '90008', ...extra }),
  });
  const { data } = (await response.json()) as { data: { payUrl: string } };
  return new URLSearchParams(data.payUrl.split('?')[1]).get('payCode') ?? '';
}

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
  it('list prints every order with status, due date, next step, flags and app link', async () => {
    const { code, out } = await cli('list', '--session', 'cli');
    expect(code).toBe(0);
    expect(out).toMatch(
      /ORD174R\s+174 Due\s+2026-03-10\s+180 Overdue on 2026-03-11 \(\+2 more\)\s+P1002\s+isDelay\s+http:\/\/127\.0\.0\.1:5173\/loanDetail\?productId=P1002&orderId=ORD174R&sessionId=cli/,
    );
    expect(out).toMatch(
      /ORD180\s+180 Overdue\s+\d{4}-\d{2}-\d{2}\s+200 Settled by payment \(\+1 more\)\s+P1004/,
    );
    expect(out).toMatch(/ORD200\s+200 Settled\s+\d{4}-\d{2}-\d{2}\s+-\s+P1002/);
    expect(out.split('\n')).toHaveLength(16);
  });

  it('status follows the lifecycle: a switch it lacks is refused with the way to force it', async () => {
    const refused = await cli('status', 'ORD21', '180', '--session', 'cli-a');
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      [
        'orderStatus: ORD21 is 21 Under review; from there it can go to 151 Disbursing, 110 Rejected. 180 Overdue does not follow it in the loan lifecycle. Send "force": true to switch anyway (the order\'s dates are moved to fit).',
        'To switch anyway: npm run fake -- status ORD21 180 --force --session cli-a',
      ].join('\n'),
    );
    expect((await cli('list', '--session', 'cli-a')).out).toMatch(/ORD21\s+21 Under review/);

    expect((await cli('status', 'ORD21', '151', '--session', 'cli-a')).out).toBe(
      'ORD21 is now 151 Disbursing (sandbox cli-a).',
    );
    expect((await cli('status', 'ORD21', '180', '--force', '--session', 'cli-a')).out).toBe(
      'ORD21 is now 180 Overdue (sandbox cli-a, forced).',
    );
  });

  it('status and flag change an order in the chosen sandbox only', async () => {
    expect((await cli('status', 'ORD21', '180', '--force', '--session', 'cli-c')).code).toBe(0);
    expect((await cli('flag', 'ORD21', 'isDelay', 'on', '--session', 'cli-c')).code).toBe(0);
    expect((await cli('list', '--session', 'cli-c')).out).toMatch(/ORD21\s+180 Overdue\s.*\sP1001\s+isDelay/);
    expect((await cli('list', '--session', 'cli-b')).out).toMatch(/ORD21\s+21 Under review/);
    // repeatClient is a lifecycle switch, set like a flag.
    expect((await cli('flag', 'ORD21', 'repeatClient', 'on', '--session', 'cli-c')).code).toBe(0);
    const { orders } = JSON.parse((await cli('list', '--json', '--session', 'cli-c')).out);
    expect(orders[0]).toMatchObject({ orderId: 'ORD21', lifecycle: { repeatClient: true } });
  });

  it('decision says where the review ends and when; it only matters under review', async () => {
    expect((await cli('decision', 'ORD21', 'reject', '--session', 'cli-d')).out).toBe(
      'ORD21: decision reject (sandbox cli-d). Next: 110 Rejected, decided within a day of applying, decision reject: 2026-03-11 00:00 UTC.',
    );
    expect((await cli('list', '--session', 'cli-d')).out).toMatch(
      /ORD21\s+21 Under review\s+\S+\s+110 Rejected on 2026-03-11/,
    );
    expect((await cli('decision', 'ORD174', 'approve', '--session', 'cli-d')).out).toBe(
      'ORD174: decision approve (sandbox cli-d). It only matters under review (21); ORD174 is 174 Due.',
    );
    expect(await cli('decision', 'ORD21', 'maybe', '--session', 'cli-d')).toMatchObject({
      code: 2,
      err: "Usage: npm run fake -- decision <orderId> approve|reject (got 'maybe').",
    });
    expect((await cli('decision', 'ORD999', 'approve', '--session', 'cli-d')).err).toMatch(
      /^No order ORD999 /,
    );
  });

  it('payments lists the pay codes the app made; pay settles one and the order with it', async () => {
    expect((await cli('payments', '--session', 'cli-p')).out).toBe(
      'No pay codes in sandbox cli-p yet: the app makes one when a channel is picked on its repayment page.',
    );
    const rollover = await payCode('cli-p', ['P1002', 'ORD174R'], { isDelay: '1' });
    const full = await payCode('cli-p', ['P1002', 'ORD174R']);
    const pending = (await cli('payments', '--session', 'cli-p')).out.split('\n');
    expect(pending[0]).toMatch(/^CODE\s+ORDER\s+AMOUNT\s+KIND\s+STATUS\s+OUTCOME$/);
    expect(pending[1]).toMatch(
      new RegExp(`^${full}\\s+ORD174R\\s+₱[\\d,]+\\.\\d{2}\\s+repayment\\s+pending\\s+-$`),
    );
    expect(pending[2]).toMatch(
      new RegExp(`^${rollover}\\s+ORD174R\\s+₱[\\d,]+\\.\\d{2}\\s+extension\\s+pending\\s+-$`),
    );

    expect(await cli('pay', full, '--session', 'cli-p')).toEqual({
      code: 0,
      out: `Payment ${full} paid: settled ORD174R.`,
      err: '',
    });
    expect((await cli('list', '--session', 'cli-p')).out).toMatch(/ORD174R\s+200 Settled/);
    const after = (await cli('payments', '--session', 'cli-p')).out;
    expect(after).toMatch(new RegExp(`^${full}\\s.*\\spaid\\s+settled ORD174R$`, 'm'));
    expect(after).toMatch(
      new RegExp(`^${rollover}\\s.*\\ssuperseded\\s+void: payment ${full} settled ORD174R$`, 'm'),
    );
  });

  it('pay says why a code cannot be paid and exits 1; --json prints the answer only', async () => {
    const code = await payCode('cli-q', ['P1001', 'ORD174']);
    expect(await cli('pay', '1234', '--session', 'cli-q')).toMatchObject({
      code: 1,
      err: `No payment 1234 in this sandbox (pending: ${code}).`,
    });
    // Pay codes belong to their sandbox.
    expect((await cli('pay', code, '--session', 'cli-other')).err).toMatch(/^No payment /);
    const paid = await cli('pay', code, '--session', 'cli-q', '--json');
    expect(JSON.parse(paid.out)).toMatchObject({
      sandboxId: 'cli-q',
      orderId: 'ORD174',
      orderStatus: 200,
      payment: { payCode: code, status: 'paid' },
    });
    expect(await cli('pay', code, '--session', 'cli-q')).toMatchObject({
      code: 1,
      err: expect.stringMatching(new RegExp(`^Payment ${code} is already paid at .*: settled ORD174\\.$`)),
    });
    expect((await cli('pay', '--session', 'cli-q')).err).toBe('Usage: npm run fake -- pay <payCode>');
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
    await cli('status', 'ORD21', '200', '--force', '--session', 'cli-r');
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

  it("prints what clients chose (an export's source sandbox) with its control characters escaped; --json stays the same JSON", async () => {
    const hostile = 'qa\u001b]0;pwned\u0007\u202e\u0085';
    const dir = mkdtempSync(join(tmpdir(), 'fake-cli-'));
    const good = JSON.parse((await cli('export', 'cli-src')).out);
    writeFileSync(join(dir, 'hostile.json'), JSON.stringify({ ...good, sandboxId: hostile }));
    const printed = await cli('import', join(dir, 'hostile.json'), 'cli-hostile');
    expect(controlsIn(`${printed.out}${printed.err}`)).toEqual([]);
    if (printed.code === 0)
      expect(printed.out).toContain("Sandbox 'qa\\u001b]0;pwned\\u0007\\u202e\\u0085' exported at");
    // Pretty-printed JSON: its own line breaks stay, and it reads back as the same value.
    const asJson = await cli('import', join(dir, 'hostile.json'), 'cli-hostile', '--json');
    expect(controlsIn(asJson.out).filter((char) => char !== '\n')).toEqual([]);
    if (asJson.code === 0) expect(JSON.parse(asJson.out)).toMatchObject({ from: hostile });
    writeFileSync(
      join(dir, 'hostile-state.json'),
      JSON.stringify({ ...good, scenario: { name: `none${hostile}` } }),
    );
    const refused = await cli('import', join(dir, 'hostile-state.json'), 'cli-hostile');
    expect(controlsIn(`${refused.out}${refused.err}`)).toEqual([]);
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
    expect((await cli('status', 'ORD21')).err).toBe(
      'Usage: npm run fake -- status <orderId> <code> [--force]',
    );
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

  it('upstream and drift: a drifting backend is reported, and drift --fail exits 1 for a pipeline', async () => {
    // A stand-in backend whose loan-play-detail sends the amount as text.
    const backend = express();
    backend.post('/v3/installment/loan-play-detail', (_req, res) => {
      res.json({ code: '0', message: 'success', success: true, data: null });
    });
    const upstream = await listen(backend);
    try {
      expect((await cli('drift', '--session', 'cli-up')).out).toContain('No upstream is set');
      expect((await cli('upstream', '--session', 'cli-up')).out).toBe(
        'Sandbox cli-up: the fake answers its calls (no FAKE_UPSTREAM).',
      );
      expect((await cli('upstream', upstream.url, '--session', 'cli-up')).out).toBe(
        `Sandbox cli-up: calls go to ${upstream.url} (its own setting).`,
      );
      expect((await cli('drift', '--fail', '--session', 'cli-up')).code).toBe(0);
      await fetch(`${server.url}/v3/installment/loan-play-detail?sessionId=cli-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'productId=P1001&orderId=ORD174',
      });
      const report = await cli('drift', '--session', 'cli-up');
      expect(report.code).toBe(0);
      expect(report.out).toMatch(/getInstalmentPlan\s+code\s+/);
      expect(report.out).toContain('mismatch(es) between the upstream and the contract.');
      const failing = await cli('drift', '--fail', '--all', '--session', 'cli-up');
      expect(failing.code).toBe(1);
      expect(failing.out).toContain('Sandbox cli-up');
      expect((await cli('upstream', 'off', '--session', 'cli-up')).out).toBe(
        'Sandbox cli-up: the fake answers its calls (its own setting).',
      );
      expect((await cli('upstream', 'nope', '--session', 'cli-up')).code).toBe(2);
    } finally {
      await upstream.close();
    }
  });
});
