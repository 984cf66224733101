// `npm run fake -- drift [--all] [--fail]` and `upstream [origin|off] [--record]`: the validating
// proxy's report and switch (fake-server/README.md "Against a real backend").
import { CliError } from './fake-cli-error.ts';
import { pad } from './fake-cli-format.ts';
import type { AdminCall } from './fake-cli-share.ts';

interface DriftRow {
  operationId: string;
  path: string;
  expected: string;
  received: string;
  firstSeen: string;
  count: number;
}

interface UpstreamView {
  sandboxId: string;
  upstream: { origin: string; record: boolean } | null;
  own: boolean;
  fakeUpstream: string | null;
}

interface DriftView {
  total: number;
  sandboxes: (UpstreamView & { entries: DriftRow[] })[];
}

/**
 * Prints the drift report of the sandbox (or every sandbox with --all); answers how many
 * mismatches it holds, so `--fail` can exit non-zero when there is any.
 */
export async function driftCommand(
  admin: AdminCall,
  out: (line: string) => void,
  all: boolean,
): Promise<number> {
  const view = await admin<DriftView>('GET', all ? '/drift?all=1' : '/drift');
  if (view.total === 0) {
    const where = view.sandboxes[0]?.upstream?.origin;
    out(
      where === undefined
        ? 'No drift. (No upstream is set: start the fake server with FAKE_UPSTREAM, or use `npm run fake -- upstream <origin>`.)'
        : `No drift: every answer from ${where} fits the contract.`,
    );
    return 0;
  }
  for (const sandbox of view.sandboxes) {
    if (sandbox.entries.length === 0) continue;
    out(`Sandbox ${sandbox.sandboxId} (${sandbox.upstream?.origin ?? 'no upstream now'}):`);
    out(
      `  ${pad('OPERATION', 22)}${pad('PATH', 34)}${pad('EXPECTED', 30)}${pad('RECEIVED', 30)}${pad('COUNT', 7)}FIRST SEEN`,
    );
    for (const entry of sandbox.entries)
      out(
        `  ${pad(entry.operationId, 22)}${pad(entry.path || '(answer)', 34)}${pad(entry.expected, 30)}${pad(entry.received, 30)}${pad(String(entry.count), 7)}${entry.firstSeen.slice(0, 19).replace('T', ' ')}`,
      );
  }
  out(`${view.total} mismatch(es) between the upstream and the contract.`);
  return view.total;
}

/** Shows or sets where the sandbox's calls go: an origin, `off` (the fake answers) or nothing (show). */
export async function upstreamCommand(
  admin: AdminCall,
  out: (line: string) => void,
  target: string | undefined,
  record: boolean,
): Promise<void> {
  let view: UpstreamView;
  if (target === undefined) view = await admin<UpstreamView>('GET', '/upstream');
  else {
    if (target !== 'off' && !/^https?:\/\//.test(target))
      throw new CliError(
        `Usage: npm run fake -- upstream <http(s)://origin | off> [--record]; got '${target}'.`,
        2,
      );
    view = await admin<UpstreamView>('POST', '/upstream', {
      origin: target === 'off' ? null : target,
      record,
    });
  }
  const where =
    view.upstream === null
      ? 'the fake answers its calls'
      : `calls go to ${view.upstream.origin}${view.upstream.record ? ' (recorded, redacted)' : ''}`;
  const source = view.own
    ? 'its own setting'
    : view.fakeUpstream === null
      ? 'no FAKE_UPSTREAM'
      : 'FAKE_UPSTREAM';
  out(`Sandbox ${view.sandboxId}: ${where} (${source}).`);
}
