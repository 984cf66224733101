/** The lender's own details: kept apart from the long texts, so a page that shows only these loads little. */

/** Support e-mail, shown on /aboutUs, /privacyPolicy, /loanAgreement and the official site's tabs. */
export const SUPPORT_EMAIL = 'support@peraloan.ph';

/** The lender's legal identity: registered name, office address, contact e-mail and SEC registration. */
export interface Company {
  readonly name: string;
  readonly address: string;
  readonly email: string;
  readonly registration: string;
}

/** The lender's registered details, shown on the official site's tabs and footer and on /aboutUs. */
export const COMPANY: Company = {
  name: 'Pera Loan Lending Corporation',
  address: 'Unit 1203, 12F Tower One, Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
  email: SUPPORT_EMAIL,
  registration: 'SEC Registration No. CS201912345 · Certificate of Authority No. 3012',
};

/** Who regulates the lender, as the official Home states it beside the download button. */
export const REGISTRATION_STATEMENT = `${COMPANY.name} is a lending company registered with the Securities and Exchange Commission.`;
