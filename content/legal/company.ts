/** The lender's own details: kept apart from the long texts, so a page that shows only these loads little. */

import { APP_NAME } from '../brand.ts';

/** Support e-mail, shown on /aboutUs, /privacyPolicy, /loanAgreement and the official site's tabs. */
export const SUPPORT_EMAIL = 'support@peraloan.ph';

/**
 * The customer-service hotline, also its WhatsApp number: the official site's footer, the app's
 * default service phone (VITE_SERVICE_PHONE), the fake server's contact-kf-info and every product's
 * service line on the order pages: one number wherever a borrower looks.
 */
export const SERVICE_PHONE = '0917 555 0100';

/** The lender's legal identity: registered name, office address, contacts and SEC registration. */
export interface Company {
  readonly name: string;
  readonly address: string;
  readonly email: string;
  /** Hotline and WhatsApp. */
  readonly phone: string;
  readonly registration: string;
}

/** The lender's registered details, shown on the official site's tabs and footer and on /aboutUs. */
export const COMPANY: Company = {
  name: `${APP_NAME} Lending Corporation`,
  address: 'Unit 1203, 12F Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
  email: SUPPORT_EMAIL,
  phone: SERVICE_PHONE,
  registration: 'SEC Registration No. CS201912345 · Certificate of Authority No. 3012',
};

/** Who regulates the lender, as the official Home states it beside the download button. */
export const REGISTRATION_STATEMENT = `${COMPANY.name} is a lending company registered with the Securities and Exchange Commission.`;
