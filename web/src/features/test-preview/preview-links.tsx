import { useId } from 'react';
import { Link } from 'react-router-dom';
import { idsOf, PREVIEW_LINKS, previewHref } from './preview-links.ts';
import type { PreviewValues } from './preview-values.ts';

/** The ids a link carries, shown under it: what the target screen will be about. */
function idsText(ids: Record<string, unknown>): string {
  return Object.values(ids)
    .filter((value) => value !== '' && value !== undefined)
    .join(' · ');
}

/** The pages to open with the values above. */
export function PreviewLinks({ values }: { values: PreviewValues }) {
  const id = useId();
  return (
    <nav className="ui-card" aria-label="Pages">
      <h2 className="ui-card__title">Pages</h2>
      <ul className="preview-links">
        {PREVIEW_LINKS.map((link) => {
          const ids = idsText(idsOf(link, values));
          return (
            <li key={link.path}>
              {/* Named by its label alone; the ids describe it, so 'Repay' is not 'Repay P1001 …'. */}
              <Link
                className="preview-links__link ui-chevron"
                to={previewHref(link, values)}
                aria-labelledby={`${id}-${link.path}`}
                aria-describedby={ids ? `${id}-${link.path}-ids` : undefined}
              >
                <span className="preview-links__label" id={`${id}-${link.path}`}>
                  {link.label}
                </span>
                {ids && (
                  <span className="preview-links__ids" id={`${id}-${link.path}-ids`}>
                    {ids}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
