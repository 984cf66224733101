import { COMPANY } from '../../../../content/legal/company.ts';
import { env } from '../../config/env.ts';

/** The official site's footer: contact phone and e-mail, company name and address, copyright. */
export function OfficialFooter() {
  return (
    <footer className="official-footer">
      <p className="official-footer__contacts">
        <span>
          Phone <a href={`tel:${env.VITE_SERVICE_PHONE.replaceAll(' ', '')}`}>{env.VITE_SERVICE_PHONE}</a>
        </span>{' '}
        <span>
          E-mail <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        </span>
      </p>
      <p className="official-footer__company">{COMPANY.name}</p>
      <p>{COMPANY.address}</p>
      <p>{COMPANY.registration}</p>
      <p className="official-footer__copyright">
        © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
      </p>
    </footer>
  );
}
