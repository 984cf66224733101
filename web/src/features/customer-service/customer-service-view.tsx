import type { ReactNode } from 'react';
import { callPhone } from '../../bridge/actions';
import { ChatIcon, ChevronIcon, MailIcon, PhoneIcon } from './contact-icons.tsx';
import { whatsAppLink } from './whatsapp-link.ts';

interface Props {
  readonly email: string;
  /** The telephone / WhatsApp number (`smWa`). */
  readonly phone: string;
}

/**
 * The lender's contacts as three buttons, each showing its value: Call (dialled by the shell,
 * `callPhone`), WhatsApp (a chat with the same number, `wa.me`) and E-mail (the mail client). A
 * contact the server leaves empty is not offered.
 */
export function CustomerServiceView({ email, phone }: Props) {
  const number = phone.trim();
  const address = email.trim();
  return (
    <main className="ui-page service">
      <section className="ui-card ui-card--raised">
        <h1 className="ui-title">Customer service</h1>
        <p className="service__intro">Questions about your loan or a payment? We are here to help.</p>
      </section>
      {/* The buttons are cards of their own: no card around them, so a long address keeps its line. */}
      <section className="service__section" aria-label="Contacts">
        {(number || address) && (
          <ul className="service__contacts">
            {number && (
              <li>
                <button type="button" className="service__contact" onClick={() => callPhone(number)}>
                  <ContactContent icon={<PhoneIcon />} title="Call" value={phone} />
                </button>
              </li>
            )}
            {number && (
              <li>
                <a className="service__contact" href={whatsAppLink(number)}>
                  <ContactContent icon={<ChatIcon />} title="WhatsApp" value={phone} />
                </a>
              </li>
            )}
            {address && (
              <li>
                <a className="service__contact" href={`mailto:${address}`}>
                  <ContactContent icon={<MailIcon />} title="E-mail" value={<EmailValue email={email} />} />
                </a>
              </li>
            )}
          </ul>
        )}
        {!number && !address && (
          <p className="ui-card service__intro">No contact is available right now. Please try again later.</p>
        )}
      </section>
    </main>
  );
}

/** One button's inside: the pictogram, what it does, and the value it uses. */
function ContactContent({ icon, title, value }: { icon: ReactNode; title: string; value: ReactNode }) {
  return (
    <>
      <span className="service__icon">{icon}</span>
      <span className="service__text">
        <span className="service__title">{title}</span> <span className="service__value">{value}</span>
      </span>
      <ChevronIcon />
    </>
  );
}

/** An address too long for its line breaks before the '@', not inside a word. */
function EmailValue({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
