import { callPhone } from '../../bridge/actions';

interface Props {
  readonly email: string;
  /** The telephone / WhatsApp number (`smWa`). */
  readonly phone: string;
}

/**
 * The lender's contacts: the telephone/WhatsApp number, dialled by the shell (`callPhone`), and
 * the e-mail, which opens the mail client. A contact the server leaves empty is not offered.
 */
export function CustomerServiceView({ email, phone }: Props) {
  return (
    <main className="ui-page service">
      <section className="ui-card ui-card--raised">
        <h1 className="ui-title">Customer service</h1>
        <p className="service__intro">Questions about your loan or a payment? We are here to help.</p>
      </section>
      <section className="ui-card" aria-label="Contacts">
        <ul className="service__contacts">
          {phone.trim() && (
            <li className="service__contact">
              <span className="service__label">Telephone / WhatsApp</span>
              <button type="button" className="service__value" onClick={() => callPhone(phone.trim())}>
                {phone}
              </button>
            </li>
          )}
          {email.trim() && (
            <li className="service__contact">
              <span className="service__label">E-mail</span>
              <a className="service__value" href={`mailto:${email.trim()}`}>
                {email}
              </a>
            </li>
          )}
        </ul>
        {!phone.trim() && !email.trim() && (
          <p className="service__intro">No contact is available right now. Please try again later.</p>
        )}
      </section>
    </main>
  );
}
