/** The command line of `npm run bench` (pure: unit-tested). */
import { parseArgs } from 'node:util';

// content before lighthouse: the Lighthouse table prints the content figures of the same run.
export const SECTIONS = ['content', 'bundle', 'lighthouse', 'load', 'persistence', 'dev'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  sections: Section[];
  quick: boolean;
  skipE2e: boolean;
  /**
   * Another production build (its output directory, or a checkout with `dist/web`): the content
   * section loads each page of both in turn and reports the change.
   */
  against?: string;
  /**
   * Content section: only the pages whose label is one of these, or contains one that is no page's
   * whole label (e.g. '/' is the home page alone, 'order' every order page).
   */
  pages?: string[];
  /** Content section: loads per page (default 7, 3 with --quick). */
  runs?: number;
}

export const USAGE = `npm run bench [-- options]

  --only <section>   run one section: ${SECTIONS.join(' | ')}
  --quick            shorter runs: 3 content loads and 1 Lighthouse run per page, 2 s load runs
                     (5 s at the fixed rate), no e2e suite
  --skip-e2e         leave out the Playwright suite from the dev-loop section
  --against <dir>    content section: load every page of this build and of another one in turn
                     (a checkout built with \`npm run build\`, or its dist/web) and report the
                     change per page; e.g. git worktree add ../base <commit>, build there, then
                     npm run bench -- --only content --against ../base
  --page <text>      content section: only the page with that label, or else the pages whose
                     label contains the text (repeatable: --page / is the home page alone)
  --runs <n>         content section: loads per page (default 7)
  --help             this text

Prints a table per section, merges the figures into bench-results/latest.json, always exits 0.`;

/**
 * @example readOptions(['--only', 'load', '--quick']) // { ok: true, options: { sections: ['load'], quick: true, skipE2e: true } }
 */
export function readOptions(
  argv: readonly string[],
): { ok: true; options: BenchOptions } | { ok: false; help: boolean; message: string } {
  let values: {
    only?: string;
    quick?: boolean;
    'skip-e2e'?: boolean;
    against?: string;
    page?: string[];
    runs?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        only: { type: 'string' },
        quick: { type: 'boolean' },
        'skip-e2e': { type: 'boolean' },
        against: { type: 'string' },
        page: { type: 'string', multiple: true },
        runs: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, help: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { ok: false, help: true, message: USAGE };
  const only = values.only;
  if (only !== undefined && !SECTIONS.includes(only as Section))
    return {
      ok: false,
      help: false,
      message: `Unknown section '${only}': use one of ${SECTIONS.join(', ')}.`,
    };
  const runs = values.runs === undefined ? undefined : Number(values.runs);
  if (runs !== undefined && !(Number.isInteger(runs) && runs > 0))
    return { ok: false, help: false, message: `--runs takes a whole number above 0, not '${values.runs}'.` };
  const quick = values.quick ?? false;
  return {
    ok: true,
    options: {
      sections: only === undefined ? [...SECTIONS] : [only as Section],
      quick,
      skipE2e: quick || (values['skip-e2e'] ?? false),
      ...(values.against === undefined ? {} : { against: values.against }),
      ...(values.page === undefined ? {} : { pages: values.page }),
      ...(runs === undefined ? {} : { runs }),
    },
  };
}

/**
 * Which pages `--page` chose: a text that is a page's whole label chooses that page alone (the
 * home page '/' is in every other label), any other text every page whose label contains it.
 * @example choosePages([{ label: '/' }, { label: '/About' }], ['/']) // [{ label: '/' }]
 */
export function choosePages<Page extends { label: string }>(
  pages: readonly Page[],
  texts: readonly string[] | undefined,
): Page[] {
  if (texts === undefined) return [...pages];
  const whole = new Set(texts.filter((text) => pages.some((page) => page.label === text)));
  const parts = texts.filter((text) => !whole.has(text));
  return pages.filter(({ label }) => whole.has(label) || parts.some((text) => label.includes(text)));
}
