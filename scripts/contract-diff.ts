/**
 * `npm run contract:diff`: the breaking-change gate. Compares the bundled contract
 * (`openapi/dist/openapi.json`) with a base, classifies every change as breaking, needs a look or
 * safe (scripts/contract-diff-classify.ts), names for each breaking change the hooks, features,
 * fake operations and tests that use it (scripts/contract-diff-impact.ts), and fails when a
 * breaking change is not acknowledged with a reason in `openapi/accepted-changes.yaml`.
 *
 *   npm run contract:diff                          against the committed baseline
 *   npm run contract:diff -- --base origin/main    against a git ref's openapi/ (bundled here)
 *   npm run contract:diff -- --base old.json       against a bundled contract file
 *   npm run contract:diff -- --markdown out.md --junit out.xml
 *   npm run contract:diff -- --update-baseline     the current contract becomes the baseline
 *                                                   (and the acknowledgements are emptied)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseYaml } from '@redocly/openapi-core';
import { BASELINE_FILE, baseContract, currentContract } from './contract-diff-bundle.ts';
import { type Change, classifyChanges } from './contract-diff-classify.ts';
import type { Json } from './contract-diff-corpus.ts';
import { componentsAlong, ImpactIndex } from './contract-diff-impact.ts';
import {
  type Finding,
  junitReport,
  markdownReport,
  type OperationFindings,
  type Report,
  terminalReport,
  unaccepted,
} from './contract-diff-report.ts';
import { PROJECT_ROOT } from './contract-files.ts';

export const ACCEPTED_FILE = 'openapi/accepted-changes.yaml';

export interface Acknowledgement {
  /** The change's JSON pointer as the report prints it (a pointer above it covers what is under it). */
  pointer: string;
  reason: string;
}

const ACCEPTED_HEADER = `# Breaking contract changes acknowledged on purpose, each with its reason. \`npm run contract:diff\`
# (run by \`npm run check\` and CI) fails on a breaking change against openapi/baseline/openapi.json
# that no entry here covers. An entry names the change's pointer as the report prints it ("at ...");
# a pointer covers the changes under it. \`npm run contract:diff -- --update-baseline\` moves the
# baseline to the current contract and empties this list. See docs/contract.md.
`;

/** Reads the acknowledgements file: `accepted: [{ pointer, reason }]`, each with a reason. */
export function readAcknowledgements(text: string, where: string): Acknowledgement[] {
  const parsed = parseYaml(text);
  const list = typeof parsed === 'object' && parsed !== null ? (parsed as Json).accepted : undefined;
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new Error(`${where}: "accepted" must be a list.`);
  return list.map((entry: unknown, index) => {
    const item = typeof entry === 'object' && entry !== null ? (entry as Json) : {};
    const { pointer, reason } = item;
    if (typeof pointer !== 'string' || !pointer.startsWith('/'))
      throw new Error(`${where}: entry ${index + 1} needs a pointer (the "at /paths/..." of the report).`);
    if (typeof reason !== 'string' || reason.trim() === '')
      throw new Error(`${where}: entry ${index + 1} (${pointer}) needs a reason.`);
    return { pointer, reason: reason.trim() };
  });
}

const covers = (ack: Acknowledgement, change: Change) =>
  change.pointer === ack.pointer || change.pointer.startsWith(`${ack.pointer}/`);

/** The report of `current` against `base`: findings grouped by operation, breaking ones with their impact. */
export function contractDiff(input: {
  root: string;
  base: Json;
  current: Json;
  baseName: string;
  acknowledgements: Acknowledgement[];
  acceptedFile?: string;
}): Report {
  const { changes } = classifyChanges(input.base, input.current);
  const groups = new Map<string, OperationFindings>();
  for (const change of changes) {
    const ack =
      change.verdict === 'breaking'
        ? input.acknowledgements.find((entry) => covers(entry, change))
        : undefined;
    const finding: Finding = ack ? { ...change, accepted: ack.reason } : change;
    const owners = change.operations.length > 0 ? change.operations : [undefined];
    for (const operation of owners) {
      const key = operation ? `${operation.method} ${operation.path}` : '';
      const group = groups.get(key) ?? { operation, changes: [] };
      group.changes.push(finding);
      groups.set(key, group);
    }
  }
  const breaking = [...groups.values()].filter(
    (group) => group.operation && group.changes.some((c) => c.verdict === 'breaking'),
  );
  if (breaking.length > 0) {
    const index = new ImpactIndex(input.root);
    for (const group of breaking) {
      if (!group.operation) continue;
      const components = group.changes
        .filter((change) => change.verdict === 'breaking')
        .flatMap((change) => [
          ...componentsAlong(input.base, change.pointer),
          ...componentsAlong(input.current, change.pointer),
        ]);
      group.impact = index.impactOf(group.operation, [...new Set(components)]);
    }
  }
  const order = (group: OperationFindings) =>
    group.changes.some((c) => c.verdict === 'breaking')
      ? 0
      : group.changes.some((c) => c.verdict === 'look')
        ? 1
        : 2;
  return {
    base: input.baseName,
    acceptedFile: input.acceptedFile ?? ACCEPTED_FILE,
    groups: [...groups.values()].sort((a, b) => order(a) - order(b)),
  };
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: BASELINE_FILE },
      accepted: { type: 'string', default: ACCEPTED_FILE },
      markdown: { type: 'string' },
      junit: { type: 'string' },
      'update-baseline': { type: 'boolean', default: false },
      root: { type: 'string', default: PROJECT_ROOT },
    },
  });
  const root = values.root;
  const current = await currentContract(root);
  if (values['update-baseline']) {
    write(join(root, BASELINE_FILE), `${JSON.stringify(current, null, 2)}\n`);
    write(join(root, ACCEPTED_FILE), `${ACCEPTED_HEADER}accepted: []\n`);
    console.log(`${BASELINE_FILE} is now the current contract; ${ACCEPTED_FILE} was emptied.`);
    return 0;
  }
  const acceptedPath = resolve(root, values.accepted);
  let acknowledgements: Acknowledgement[] = [];
  try {
    acknowledgements = readAcknowledgements(readFileSync(acceptedPath, 'utf8'), values.accepted);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const report = contractDiff({
    root,
    base: await baseContract(root, values.base),
    current,
    baseName: values.base,
    acknowledgements,
    acceptedFile: values.accepted,
  });
  process.stdout.write(terminalReport(report));
  if (values.markdown) write(values.markdown, markdownReport(report));
  if (values.junit) write(values.junit, junitReport(report));
  return unaccepted(report).length > 0 ? 1 : 0;
}

if (import.meta.main) {
  main().then(
    (status) => process.exit(status),
    (error: unknown) => {
      console.error(`contract:diff: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}
