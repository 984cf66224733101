/**
 * The contract watch's events as `npm run dev` prints them: a line per save and result, and a
 * problem once: the same problem again (another save, still broken) gets one short line.
 */
import type { ContractWatchEvent } from './contract-watch.ts';

const FILES_NAMED = 3;

function names(files: readonly string[]): string {
  if (files.length === 0) return 'the contract';
  const named = files.slice(0, FILES_NAMED).join(', ');
  return files.length > FILES_NAMED ? `${named} and ${files.length - FILES_NAMED} more` : named;
}

/** The generated code first, the bundled contract (read by tests only) last. */
function byInterest(files: readonly string[]): string[] {
  const rank = (file: string) => (file.startsWith('openapi/dist/') ? 1 : 0);
  return [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Who picks the changed files up: the fake server imports the zod schemas, the app the rest. */
function whoReloads(changed: readonly string[]): string {
  const fake = changed.some((file) => file.startsWith('openapi/generated/zod/'));
  const app = changed.some(
    (file) => file.startsWith('web/src/api/generated/') || file.startsWith('openapi/generated/model/'),
  );
  if (fake && app) return 'the fake server restarts, the app reloads';
  if (fake) return 'the fake server restarts';
  if (app) return 'the app reloads';
  return 'nothing to reload';
}

function stepsText(steps: { lintMs: number; buildMs: number } | undefined): string {
  if (!steps) return '';
  return ` (lint ${(steps.lintMs / 1000).toFixed(1)} s, generation ${(steps.buildMs / 1000).toFixed(1)} s, side by side)`;
}

/**
 * Turns watch events into lines to print (none for some).
 *
 * @example
 * const report = contractReporter();
 * report({ type: 'start', files: ['openapi/paths/order.yaml'] }); // ['openapi/paths/order.yaml saved: regenerating…']
 */
export function contractReporter(): (event: ContractWatchEvent) => string[] {
  let lastProblem: string | undefined;
  let lastWarnings = '';
  return (event) => {
    if (event.type === 'start') return [`${names(event.files)} saved: regenerating…`];
    const { result } = event;
    if (!result.ok) {
      if (result.problem === lastProblem)
        return ['still the same problem (above): the last good output stays.'];
      lastProblem = result.problem;
      return [
        `${names(event.files)} not applied: the app and the fake server keep the last good contract.`,
        ...result.problem.split('\n').map((line) => `  ${line}`),
      ];
    }
    const fixed = lastProblem !== undefined;
    lastProblem = undefined;
    const lines: string[] = [];
    const seconds = (result.ms / 1000).toFixed(1);
    if (result.changed.length === 0)
      lines.push(
        result.ms === 0
          ? `${fixed ? 'fixed: ' : ''}back to the contract of the code in place; nothing to regenerate.`
          : `${fixed ? 'fixed: ' : ''}regenerated in ${seconds} s; no generated file changed.`,
      );
    else
      lines.push(
        `${fixed ? 'fixed: ' : ''}regenerated in ${seconds} s${stepsText(result.steps)}: ${names(byInterest(result.changed))}; ${whoReloads(result.changed)}.`,
      );
    if (result.warnings !== '' && result.warnings !== lastWarnings)
      lines.push(
        'lint warnings (applied anyway; the project keeps none, see npm run lint:contract):',
        ...result.warnings.split('\n').map((line) => `  ${line}`),
      );
    lastWarnings = result.warnings;
    return lines;
  };
}
