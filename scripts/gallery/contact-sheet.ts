/**
 * The gallery's contact sheet: one self-contained HTML page (inline styles, no script) that shows
 * every shot beside its siblings, grouped by route, each picture linking to its full PNG. Pure, so
 * it is unit-tested; the PNGs sit beside it and are linked relatively, so the folder can be zipped
 * or served as it is.
 */

export interface Shot {
  entryId: string;
  /** The engine it was taken in: each engine × viewport is a column of the sheet. */
  engine: string;
  viewport: { id: string; width: number; height: number };
  /** The first screen, as the borrower sees it before scrolling (file name in the folder). */
  file: string;
  /** The whole page, when it is taller than the screen. */
  fullPageFile?: string;
  /** Why the entry did not render as expected; the picture shows what there was. */
  error?: string;
}

export interface SheetEntry {
  id: string;
  route: string;
  title: string;
}

export interface SheetInput {
  entries: readonly SheetEntry[];
  shots: readonly Shot[];
  generatedAt: string;
  /** e.g. the commit the app was built from. */
  source: string;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Columns in a stable order: engines as first seen, then viewports from widest to narrowest. */
function columnsOf(shots: readonly Shot[]): { engine: string; viewport: Shot['viewport'] }[] {
  const columns = new Map<string, { engine: string; viewport: Shot['viewport'] }>();
  for (const shot of shots) columns.set(`${shot.engine} ${shot.viewport.id}`, shot);
  const engines = [...new Set(shots.map((shot) => shot.engine))];
  return [...columns.values()].sort(
    (a, b) =>
      engines.indexOf(a.engine) - engines.indexOf(b.engine) ||
      b.viewport.width - a.viewport.width ||
      b.viewport.height - a.viewport.height,
  );
}

const anchor = (route: string) =>
  `route-${route.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root'}`;

function figure(shot: Shot | undefined, column: { engine: string; viewport: Shot['viewport'] }): string {
  const label = `${escapeHtml(column.engine)} ${column.viewport.width}×${column.viewport.height}`;
  if (!shot)
    return `<figure class="missing" style="width:${column.viewport.width}px"><figcaption>${label}: not taken</figcaption></figure>`;
  const file = encodeURI(shot.file);
  const full = shot.fullPageFile
    ? ` · <a href="${encodeURI(shot.fullPageFile)}">full page</a>`
    : ' · fits the screen';
  const error = shot.error ? `<p class="error">${escapeHtml(shot.error)}</p>` : '';
  return [
    `<figure${shot.error ? ' class="failed"' : ''} style="width:${column.viewport.width}px">`,
    `<a href="${file}"><img src="${file}" loading="lazy" decoding="async" width="${column.viewport.width}" height="${column.viewport.height}" alt="${escapeHtml(shot.entryId)}, ${label}"></a>`,
    `<figcaption>${label}${full}</figcaption>${error}</figure>`,
  ].join('');
}

/** The whole page. */
export function contactSheet({ entries, shots, generatedAt, source }: SheetInput): string {
  const columns = columnsOf(shots);
  const routes = [...new Set(entries.map((entry) => entry.route))];
  const failed = shots.filter((shot) => shot.error);
  const sections = routes.map((route) => {
    const rows = entries
      .filter((entry) => entry.route === route)
      .map((entry) => {
        const figures = columns
          .map((column) =>
            figure(
              shots.find(
                (shot) =>
                  shot.entryId === entry.id &&
                  shot.engine === column.engine &&
                  shot.viewport.id === column.viewport.id,
              ),
              column,
            ),
          )
          .join('');
        return `<article id="${escapeHtml(entry.id)}"><h3>${escapeHtml(entry.title)} <code>${escapeHtml(entry.id)}</code></h3><div class="shots">${figures}</div></article>`;
      })
      .join('\n');
    return `<section id="${anchor(route)}"><h2>${escapeHtml(route)}</h2>\n${rows}\n</section>`;
  });
  const toc = routes.map((route) => `<a href="#${anchor(route)}">${escapeHtml(route)}</a>`).join(' ');
  const failures = failed.length
    ? `<div class="failures"><h2>${failed.length} shot${failed.length === 1 ? '' : 's'} did not render as expected</h2><ul>${failed
        .map(
          (shot) =>
            `<li><a href="#${escapeHtml(shot.entryId)}">${escapeHtml(shot.entryId)}</a> (${escapeHtml(shot.engine)} ${shot.viewport.id}): ${escapeHtml(shot.error ?? '')}</li>`,
        )
        .join('')}</ul></div>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screen gallery</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 0 24px 48px; color: #111; background: #f4f4f4; }
header { position: sticky; top: 0; background: #f4f4f4; padding: 12px 0; border-bottom: 1px solid #ccc; z-index: 1; }
header h1 { margin: 0 0 4px; font-size: 20px; }
nav a { display: inline-block; margin: 2px 8px 2px 0; }
h2 { margin: 32px 0 8px; font-size: 18px; border-bottom: 2px solid #ffd100; }
h3 { margin: 16px 0 8px; font-size: 15px; }
code { color: #555; font-weight: normal; }
.shots { display: flex; gap: 24px; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; flex: none; }
figure img { display: block; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.3); }
figcaption { color: #555; margin-top: 4px; }
.failed img { outline: 4px solid #c62828; }
.error, .failures { color: #b71c1c; }
.missing { color: #777; }
</style>
</head>
<body>
<header><h1>Screen gallery</h1>
<p>${entries.length} entries, ${shots.length} shots · ${escapeHtml(source)} · ${escapeHtml(generatedAt)} · each picture opens its PNG (2× pixels)</p>
<nav>${toc}</nav></header>
${failures}
${sections.join('\n')}
</body>
</html>
`;
}
