/**
 * `npm run bench`: the budgets of DESIGN §9 measured the same way each time. Prints a table per
 * section, merges the figures into bench-results/latest.json and always exits 0: a section that
 * cannot run says why and the next one runs. `npm run bench -- --help` for the options.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { readOptions, type Section } from './args.ts';
import { runBundle } from './bundle.ts';
import { runContent } from './content.ts';
import { runDevLoop } from './dev-loop.ts';
import { formatTable, heading, verdictCell } from './format.ts';
import { runLighthouse } from './lighthouse.ts';
import { runLoad } from './load.ts';
import { runPersistence } from './persistence.ts';
import { machineLoad, root } from './processes.ts';
import type { BudgetCheck, SectionRunner } from './section.ts';

const RUNNERS: Record<Section, { title: string; run: SectionRunner }> = {
  content: { title: 'Time to content (Chromium, CDP mobile throttling, median)', run: runContent },
  bundle: { title: 'Bundle (production build, gzip)', run: runBundle },
  lighthouse: { title: 'Lighthouse (mobile preset, simulated throttling, median)', run: runLighthouse },
  load: { title: 'Fake server load (autocannon, loopback)', run: runLoad },
  persistence: {
    title: 'Fake server persistence (FAKE_DB with 400 sandboxes vs memory)',
    run: runPersistence,
  },
  dev: { title: 'Dev loop', run: runDevLoop },
};

const RESULTS = join(root, 'bench-results/latest.json');

async function main(): Promise<void> {
  const parsed = readOptions(process.argv.slice(2));
  if (!parsed.ok) {
    console.log(parsed.message);
    if (!parsed.help) console.log('\nRun `npm run bench -- --help` for the options.');
    return;
  }
  const { options } = parsed;
  const began = new Date();
  const source = sourceState();
  console.log(
    `npm run bench — ${began.toISOString()} — ${source.text} — ${cpus().length} cores, ${machineLoad()}, Node ${process.versions.node}` +
      (options.quick ? ' — quick' : ''),
  );

  const sections: Record<string, unknown> = {};
  const checks: (BudgetCheck & { section: Section })[] = [];
  for (const section of options.sections) {
    const { title, run } = RUNNERS[section];
    console.log(heading(title));
    const started = performance.now();
    const measuredAt = new Date().toISOString();
    const load = machineLoad();
    try {
      const result = await run(options, (line) => console.log(`  · ${line}`));
      console.log(`\n${result.text}`);
      checks.push(...result.checks.map((check) => ({ ...check, section })));
      sections[section] = {
        measuredAt,
        source: source.text,
        machineLoad: load,
        quick: options.quick,
        ms: Math.round(performance.now() - started),
        ...result.data,
        checks: result.checks,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.log(`\nCould not run this section: ${message}`);
      sections[section] = { measuredAt, source: source.text, machineLoad: load, skipped: message };
    }
  }

  console.log(heading('Budgets (DESIGN §9)'));
  console.log(
    checks.length === 0
      ? 'Nothing measured.'
      : formatTable(
          ['section', 'budget', 'measured', 'limit', 'verdict'],
          checks.map((c) => [c.section, c.budget, c.measured, c.limit, verdictCell(c.verdict)]),
        ),
  );
  const counted = (verdict: BudgetCheck['verdict']) => checks.filter((c) => c.verdict === verdict).length;
  const missed = counted('missed');
  // A budget whose figure could not be measured is neither met nor missed.
  const unmeasured = counted('n/a');
  console.log(
    `\n${counted('met')} of ${checks.length} budgets met${missed ? `, ${missed} missed` : ''}` +
      `${unmeasured ? `, ${unmeasured} not measured` : ''}. ` +
      'Figures on a shared machine vary from run to run: compare ratios and medians, not single runs.',
  );

  writeResults(sections, began);
}

/** The commit measured, and whether the working tree differs from it (figures follow the files). */
function sourceState(): { text: string } {
  try {
    // trimEnd only: porcelain lines start with a status column that may be a space.
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trimEnd();
    const commit = git('rev-parse', '--short', 'HEAD');
    const changed = git('status', '--porcelain', '--untracked-files=no')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    if (changed.length === 0) return { text: `commit ${commit}` };
    const named = changed.length <= 4 ? changed.join(', ') : `${changed.length} files`;
    return { text: `commit ${commit} + changes to ${named}` };
  } catch {
    return { text: 'commit unknown' };
  }
}

/** Merges this run's sections into latest.json, so `--only` refreshes one section and keeps the rest. */
function writeResults(sections: Record<string, unknown>, began: Date): void {
  let previous: { sections?: Record<string, unknown> } = {};
  try {
    if (existsSync(RESULTS)) previous = JSON.parse(readFileSync(RESULTS, 'utf8')) as typeof previous;
  } catch {
    // A damaged file is replaced.
  }
  const document = {
    updatedAt: began.toISOString(),
    machine: { cores: cpus().length, model: cpus()[0]?.model, node: process.versions.node },
    sections: merged(previous.sections ?? {}, sections),
  };
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Figures written to bench-results/latest.json.`);
}

/**
 * This run's sections over the previous ones; a section that could not run keeps its last figures
 * and records why it was skipped this time.
 */
function merged(
  previous: Record<string, unknown>,
  current: Record<string, unknown>,
): Record<string, unknown> {
  const result = { ...previous };
  for (const [section, figures] of Object.entries(current)) {
    const before = previous[section] as Record<string, unknown> | undefined;
    const skipped = (figures as { skipped?: unknown }).skipped !== undefined;
    result[section] =
      skipped && before && before.skipped === undefined ? { ...before, lastSkipped: figures } : figures;
  }
  return result;
}

main()
  .catch((error: unknown) => console.log(`bench: ${error instanceof Error ? error.stack : error}`))
  .finally(() => process.exit(0));
