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

  it('--help prints the usage; bad use exits 2 and server errors exit 1 with the reason', async () => {
    expect(await cli('--help')).toEqual({ code: 0, out: HELP, err: '' });
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
