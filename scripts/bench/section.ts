/** What a bench section hands back: its printed tables, its figures and its budget verdicts. */
import type { BenchOptions, Section } from './args.ts';
import type { Verdict } from './format.ts';

export interface BudgetCheck {
  /** What was checked, e.g. 'order page initial JS (gzip)'. */
  budget: string;
  measured: string;
  limit: string;
  verdict: Verdict;
}

export interface SectionResult {
  section: Section;
  /** The tables and notes, already formatted. */
  text: string;
  /** Figures for bench-results/latest.json. */
  data: Record<string, unknown>;
  checks: BudgetCheck[];
}

export type SectionRunner = (options: BenchOptions, log: (line: string) => void) => Promise<SectionResult>;
