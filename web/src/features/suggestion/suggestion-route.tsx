import { type FormEvent, useEffect, useId, useState } from 'react';
import { setPageTitle } from '../../lib/page-title.ts';
import { CountedTextarea } from '../../ui/textarea/counted-textarea.tsx';
import { showInfo, showToast } from '../../ui/toast/toast-store.ts';
import {
  isComplete,
  MAX_SUGGESTION,
  SUGGESTION_INCOMPLETE,
  SUGGESTION_THANKS,
  type Suggestion,
} from './suggestion-rules.ts';
import '../../ui/layout/layout.css';
import '../../ui/field/field.css';
import '../../ui/button/button.css';
import './suggestion.css';

export const SUGGESTION_TITLE = 'Suggestion';

const EMPTY: Suggestion = { name: '', telephone: '', suggestion: '' };

/**
 * `/suggestion` (spec §2 "Suggestion form (unused)"): name, telephone and a suggestion, all
 * required. The spec calls the form unused and names no endpoint for it (nor does the contract), so
 * Submit sends nothing: it checks the form and confirms on the page. Inventing a call would put an
 * endpoint the lender's backend does not have into the app.
 */
export function Component() {
  const [form, setForm] = useState<Suggestion>(EMPTY);
  const id = useId();
  useEffect(() => setPageTitle(SUGGESTION_TITLE), []);

  const set = (field: keyof Suggestion) => (value: string) => setForm((all) => ({ ...all, [field]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A missing field keeps everything typed, so the borrower only adds what is missing.
    if (!isComplete(form)) {
      showToast(SUGGESTION_INCOMPLETE);
      return;
    }
    showInfo(SUGGESTION_THANKS);
    // The same person may suggest something else: keep who they are, clear what was said.
    setForm((all) => ({ ...all, suggestion: '' }));
  };

  return (
    <main className="ui-page ui-page--action-bar suggestion">
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <section className="ui-card ui-card--raised">
          <h1 className="ui-title" id={`${id}-title`}>
            {SUGGESTION_TITLE}
          </h1>
          <p className="suggestion__lead">Tell us how we can serve you better.</p>
        </section>
        <section className="ui-card suggestion__fields">
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-name`}>
              Name
            </label>
            <input
              id={`${id}-name`}
              className="ui-field__control"
              autoComplete="name"
              maxLength={50}
              placeholder="Your name"
              value={form.name}
              onChange={(event) => set('name')(event.target.value)}
            />
          </div>
          <div className="ui-field">
            <label className="ui-field__label" htmlFor={`${id}-telephone`}>
              Telephone
            </label>
            <input
              id={`${id}-telephone`}
              className="ui-field__control"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              placeholder="e.g. 0917 123 4567"
              value={form.telephone}
              onChange={(event) => set('telephone')(event.target.value)}
            />
          </div>
          <CountedTextarea
            label="Suggestion"
            placeholder="Your suggestion"
            value={form.suggestion}
            onChange={set('suggestion')}
            maxLength={MAX_SUGGESTION}
          />
        </section>
        <footer className="ui-action-bar">
          <button type="submit" className="btn btn--primary">
            Submit
          </button>
        </footer>
      </form>
    </main>
  );
}
