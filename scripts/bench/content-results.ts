/**
 * The content section's medians by page, for the Lighthouse table to print beside each LCP: from
 * this bench run when the content section ran before it, else from the last run recorded in
 * bench-results/latest.json (said so, with its date).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './processes.ts';

const thisRun = new Map<string, number>();

export function rememberContentMedians(medians: ReadonlyMap<string, number>): void {
  thisRun.clear();
  for (const [label, ms] of medians) thisRun.set(label, ms);
}

export interface ContentMedians {
  /** Where the figures come from, for the note under the table. */
  source: string;
  byPage: ReadonlyMap<string, number>;
}

interface RecordedContent {
  sections?: { content?: { measuredAt?: string; pages?: { page?: string; median?: number }[] } };
}

export function contentMedians(): ContentMedians | undefined {
  if (thisRun.size > 0) return { source: 'the content section of this run', byPage: thisRun };
  try {
    const file = join(root, 'bench-results/latest.json');
    if (!existsSync(file)) return undefined;
    const content = (JSON.parse(readFileSync(file, 'utf8')) as RecordedContent).sections?.content;
    const byPage = new Map<string, number>();
    for (const { page, median } of content?.pages ?? [])
      if (page !== undefined && typeof median === 'number') byPage.set(page, median);
    if (byPage.size === 0) return undefined;
    return {
      source: `the content section of ${content?.measuredAt ?? 'an earlier run'} (bench-results/latest.json)`,
      byPage,
    };
  } catch {
    return undefined;
  }
}
