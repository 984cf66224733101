import { readFileSync } from 'node:fs';

let cached: string | undefined;

/** The QA page (qa-page.html beside this file): one self-contained page, inline CSS and JS. */
export function qaPageHtml(): string {
  cached ??= readFileSync(new URL('./qa-page.html', import.meta.url), 'utf8');
  return cached;
}
