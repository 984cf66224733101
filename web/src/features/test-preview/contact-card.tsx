import { useId, useState } from 'react';

/** The contact input: a telephone field the developer types into, and what the page received. */
export function ContactCard() {
  const [contact, setContact] = useState('');
  const id = useId();
  return (
    <section className="ui-card preview-tool" aria-labelledby={`${id}-title`}>
      <h2 className="ui-card__title" id={`${id}-title`}>
        Contact
      </h2>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={id}>
          Contact number
        </label>
        <input
          id={id}
          className="ui-field__control"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          placeholder="e.g. 0917 123 4567"
          value={contact}
          onChange={(event) => setContact(event.target.value)}
        />
      </div>
      <p className="preview-tool__note" aria-live="polite">
        {contact.trim() ? (
          <>
            Entered: <strong data-testid="contact-entered">{contact.trim()}</strong>
          </>
        ) : (
          'Nothing entered yet.'
        )}
      </p>
    </section>
  );
}
