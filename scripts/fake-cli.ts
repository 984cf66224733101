// The QA command line of the fake server: `npm run fake -- <command>`. It only calls the /__fake
// admin API of a running server, so it works against any fake server QA can reach.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { terminalText } from '../fake-server/src/api/terminal-text.ts';
import { adminCall } from './fake-cli-admin.ts';
import { clockCommand, parseClockArgs } from './fake-cli-clock.ts';
import { driftCommand, upstreamCommand } from './fake-cli-drift.ts';
import { CliError } from './fake-cli-error.ts';
import { pad } from './fake-cli-format.ts';
import { decisionCommand, listCommand, statusCommand } from './fake-cli-orders.ts';
import { payCommand, paymentsCommand } from './fake-cli-pay.ts';
import { exportCommand, importCommand } from './fake-cli-share.ts';

const DEFAULT_URL = 'http://127.0.0.1:4010';

export const HELP = `Usage: npm run fake -- <command> [options]

Commands
  list                              orders of the sandbox: status, due date, next step,
                                    flags, app link
  status <orderId> <code> [--force] set an order's status (21 110 151 170 174 180 200) along
                                    the loan lifecycle; --force for a switch it lacks
  decision <orderId> approve|reject how the review of an order in 21 ends (the clock takes it
                                    to 151 Disbursing or 110 Rejected)
  flag <orderId> <name> <value>     set a flag: isDelay isScore cardNeedPop repeatClient
                                    (on/off), h5Url playeduL reyMsg KindTipsMsg (on/off or a text)
  payments                          the pay codes the app made: order, amount, kind, status
  pay <payCode>                     mark a pending pay code paid (settles, extends or counts
                                    towards its order)
  scenario [name] [--delay ms]      switch the scenario; without a name, list the presets
  fault <operationId> [--code c] [--message m] [--delay ms] [--http status] [--drop] [--times n]
                                    change the next n calls of an operation ('*' = every one);
                                    without --times until cleared
  fault clear [operationId]         clear one fault, or all
  faults                            list the active faults
  reset [--all]                     the sandbox (or every sandbox) back to the seed
  log [--limit n] [--op id]         the latest requests
  export <sandboxId> [file]         the sandbox's world, scenario and faults as JSON, to the
                                    file or stdout (not its request log or uploaded images)
  import <file> [sandboxId]         replace a sandbox with an export: the one named, else the
                                    one it was exported from (same FAKE_SEED needed)
  clock [sessionId]                 the sandbox's clock: its now, offset and seed day
  clock <change> [sessionId]        move it: +3d, +12h, +1d12h (advance), 2026-12-01 or
                                    2026-12-01T09:00 (set, UTC; from the seed day to ten
                                    years on), now (back to real time)
  upstream [<origin> | off] [--record]
                                    where the sandbox's calls go: a real backend (checked
                                    against the contract, recorded with --record), or off
  drift [--all] [--fail]            what the upstream answered that the contract does not say;
                                    --fail exits 1 when there is any (for a pipeline)

Options
  --session <id>   sandbox (the app's sessionId); default: default
  --url <url>      fake server; default ${DEFAULT_URL}
  --json           print the raw JSON answer
  -h, --help       this help`;

export interface CliIo {
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
}

interface LogRow {
  at: string;
  method: string;
  path: string;
  operationId: string | null;
  code: string | null;
  durationMs: number;
  effect: string | null;
}

const OPTIONS = {
  session: { type: 'string' },
  url: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  code: { type: 'string' },
  message: { type: 'string' },
  delay: { type: 'string' },
  http: { type: 'string' },
  drop: { type: 'boolean' },
  times: { type: 'string' },
  limit: { type: 'string' },
  op: { type: 'string' },
  all: { type: 'boolean' },
  force: { type: 'boolean' },
  fail: { type: 'boolean' },
  record: { type: 'boolean' },
} as const;

function wholeNumber(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new CliError(`--${name} must be a whole number, got '${text}'.`, 2);
  return Number(text);
}

/** on/off style switches become booleans; anything else is the text itself. */
function flagValue(text: string): boolean | string {
  if (['on', 'true', '1', 'yes'].includes(text)) return true;
  if (['off', 'false', '0', 'no'].includes(text)) return false;
  return text;
}

/**
 * Runs one CLI command and answers its exit code (0 ok, 1 failure, 2 usage).
 * @example await runCli(['status', 'ORD174', '180', '--session', 'qa-1'], { fetch, out: console.log, err: console.error });
 */
export async function runCli(argv: readonly string[], terminal: CliIo): Promise<number> {
  // What the server answers holds what clients chose (sandbox ids, an export's source, messages):
  // every printed line has its control characters escaped, and a line of JSON stays that JSON.
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => terminalText(line))
      .join('\n');
  const io: CliIo = {
    fetch: terminal.fetch,
    out: (text) => terminal.out(lines(text)),
    err: (text) => terminal.err(lines(text)),
  };
  let parsed: ReturnType<
    typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; args: string[] }>
  >;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === undefined || command === 'help') {
    io.out(HELP);
    return values.help || command === 'help' ? 0 : 2;
  }
  const base = (values.url ?? DEFAULT_URL).replace(/\/+$/, '');
  // `clock` may name its sandbox as a word after the change (npm run fake -- clock +3d qa-ann).
  const clockArgs = command === 'clock' ? parseClockArgs(rest) : undefined;
  const session = clockArgs?.sessionId ?? values.session ?? 'default';

  const admin = adminCall({
    fetch: io.fetch,
    base,
    session,
    printJson: values.json ? io.out : undefined,
  });
  // Under --json the raw answer is the whole output.
  const say = values.json ? () => {} : io.out;

  const need = (count: number, usage: string) => {
    if (rest.length < count) throw new CliError(`Usage: npm run fake -- ${usage}`, 2);
  };

  try {
    switch (command) {
      case 'list':
        await listCommand(admin, say);
        return 0;
      case 'status': {
        need(2, 'status <orderId> <code> [--force]');
        const [orderId = '', code = ''] = rest;
        await statusCommand(admin, { out: say, session }, { orderId, code, force: values.force === true });
        return 0;
      }
      case 'decision': {
        need(2, 'decision <orderId> approve|reject');
        const [orderId = '', decision = ''] = rest;
        await decisionCommand(admin, { out: say, session }, orderId, decision);
        return 0;
      }
      case 'payments':
        await paymentsCommand(admin, say, session);
        return 0;
      case 'pay': {
        need(1, 'pay <payCode>');
        await payCommand(admin, say, rest[0] ?? '');
        return 0;
      }
      case 'flag': {
        need(3, 'flag <orderId> <name> <value>');
        const [orderId = '', name = '', text = ''] = rest;
        await admin('PATCH', `/orders/${encodeURIComponent(orderId)}`, { [name]: flagValue(text) });
        if (!values.json) io.out(`${orderId}: ${name} set (sandbox ${session}).`);
        return 0;
      }
      case 'scenario': {
        const [name] = rest;
        if (name === undefined) {
          const view = await admin<{ active: string; presets: { name: string; description: string }[] }>(
            'GET',
            '/scenario',
          );
          if (values.json) return 0;
          for (const preset of view.presets)
            io.out(`${preset.name === view.active ? '*' : ' '} ${pad(preset.name, 20)}${preset.description}`);
          return 0;
        }
        const view = await admin<{ active: string }>('POST', '/scenario', {
          name,
          delayMs: wholeNumber('delay', values.delay),
        });
        if (!values.json) io.out(`Scenario ${view.active} is active (sandbox ${session}).`);
        return 0;
      }
      case 'fault': {
        need(1, 'fault <operationId> [--code c] [--delay ms] [--times n] …  or  fault clear [operationId]');
        const [operationId = '', target] = rest;
        if (operationId === 'clear') {
          const path = target === undefined ? '/faults' : `/faults?operationId=${encodeURIComponent(target)}`;
          await admin('DELETE', path);
          if (!values.json)
            io.out(target === undefined ? 'All faults cleared.' : `Fault of ${target} cleared.`);
          return 0;
        }
        const fault = {
          operationId,
          code: values.code,
          message: values.message,
          delayMs: wholeNumber('delay', values.delay),
          httpStatus: wholeNumber('http', values.http),
          drop: values.drop,
          times: wholeNumber('times', values.times),
        };
        await admin('POST', '/faults', fault);
        if (!values.json)
          io.out(
            `Fault set on ${operationId} for ${fault.times === undefined ? 'every call until cleared' : `the next ${fault.times} call(s)`}.`,
          );
        return 0;
      }
      case 'faults': {
        const { faults } = await admin<{ faults: Record<string, unknown>[] }>('GET', '/faults');
        if (values.json) return 0;
        if (faults.length === 0) io.out('No faults.');
        for (const fault of faults) io.out(JSON.stringify(fault));
        return 0;
      }
      case 'reset': {
        const { reset } = await admin<{ reset: string[] }>('POST', values.all ? '/reset?all=1' : '/reset');
        if (!values.json) io.out(`Reset to the seed: ${reset.join(', ')}.`);
        return 0;
      }
      case 'log': {
        const query = new URLSearchParams({ limit: String(wholeNumber('limit', values.limit) ?? 20) });
        if (values.op) query.set('operationId', values.op);
        const { requests } = await admin<{ requests: LogRow[] }>('GET', `/requests?${query}`);
        if (values.json) return 0;
        for (const entry of requests) {
          const what = entry.operationId ?? entry.path;
          io.out(
            `${entry.at.slice(11, 19)}  ${pad(entry.method, 5)}${pad(what, 20)}${pad(entry.code ?? '-', 8)}${entry.durationMs} ms${entry.effect ? `  ${entry.effect}` : ''}`,
          );
        }
        return 0;
      }
      case 'export': {
        need(1, 'export <sandboxId> [file]');
        const [sandboxId = '', file] = rest;
        await exportCommand(admin, say, sandboxId, file);
        return 0;
      }
      case 'import': {
        need(1, 'import <file> [sandboxId]');
        const [file = '', sandboxId] = rest;
        await importCommand(admin, say, file, sandboxId);
        return 0;
      }
      case 'clock':
        await clockCommand(admin, say, clockArgs?.change);
        return 0;
      case 'upstream':
        await upstreamCommand(admin, say, rest[0], values.record === true);
        return 0;
      case 'drift': {
        const found = await driftCommand(admin, say, values.all === true);
        return values.fail && found > 0 ? 1 : 0;
      }
      default:
        throw new CliError(`Unknown command '${command}'.\n\n${HELP}`, 2);
    }
  } catch (error) {
    if (error instanceof CliError) {
      io.err(error.message);
      return error.exitCode;
    }
    throw error;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await runCli(process.argv.slice(2), {
    fetch,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exitCode = code;
}
