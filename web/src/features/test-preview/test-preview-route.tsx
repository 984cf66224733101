import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { parsePageQuery } from '../../lib/page-query.ts';
import { setPageTitle } from '../../lib/page-title.ts';
import { ContactCard } from './contact-card.tsx';
import { LocationCard } from './location-card.tsx';
import { PhotoCard } from './photo-card.tsx';
import { PreviewFields } from './preview-fields.tsx';
import { PreviewLinks } from './preview-links.tsx';
import { keepValues, type PreviewFieldName, startValues } from './preview-values.ts';
import '../../ui/layout/layout.css';
import '../../ui/field/field.css';
import '../../ui/button/button.css';
import './test-preview.css';

export const TEST_PREVIEW_TITLE = 'Test preview';

/**
 * `/testPreview` (spec §2 "Test preview"): a developer's page to open the app's screens with
 * chosen session values, and to try the webview's photo picker, typing and geolocation.
 */
export function Component() {
  const { search } = useLocation();
  const [values, setValues] = useState(() => startValues(search, parsePageQuery(search)));
  useEffect(() => setPageTitle(TEST_PREVIEW_TITLE), []);

  const onChange = (name: PreviewFieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Kept at once, so a link opened right after the edit comes back to it.
    keepValues(search, next);
  };

  return (
    <main className="ui-page test-preview">
      <section className="ui-card ui-card--raised">
        <h1 className="ui-title">{TEST_PREVIEW_TITLE}</h1>
        <p className="preview-tool__note">
          For developers: edit the values, open a page with them, try the device features.
        </p>
      </section>
      <PreviewFields values={values} onChange={onChange} />
      <PreviewLinks values={values} />
      <PhotoCard />
      <ContactCard />
      <LocationCard />
    </main>
  );
}
