/**
 * Every route path of the main app (DESIGN §4), one table. Build links with `href` so the query
 * is encoded one way everywhere.
 */
export const paths = {
  loanDetail: '/loanDetail',
  order: '/order',
  confirm: '/confirm',
  confirmNew: '/confirmNew',
  confirmOfPeriod: '/confirmOfPeriod',
  repay: '/repay',
  repayDelay: '/repayDelay',
  customerService: '/customerService',
  loanAgreement: '/loanAgreement',
  aboutUs: '/aboutUs',
  privacyPolicy: '/privacyPolicy',
  complaint: '/complaint',
  complaintList: '/complaintList',
  complainPageNext: '/complainPageNext',
  complainDetails: '/complainDetails',
  bindBank: '/bindBank',
  paymentInstructions: '/paymentInstructions',
  error: '/error',
  repaymentOfCode: '/repaymentOfCode',
  repaymentOfCode2: '/repaymentOfCode2',
  carpmm: '/carpmm',
  /** This project's path for the legacy card repayment (DESIGN §4). */
  legacyRepay: '/legacyRepay',
  testPreview: '/testPreview',
  official: '/',
  officialAbout: '/About',
  officialPolicy: '/Policy',
  officialLoan: '/Loan',
} as const;

export type PathKey = keyof typeof paths;
export type QueryValues = Record<string, string | number | undefined | null>;

/**
 * A link to a route with its query; empty and missing values are left out.
 * @example href('repay', { productId: 'P1001', orderId: 'ORD174' }) // '/repay?productId=P1001&orderId=ORD174'
 */
export function href(key: PathKey, query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  // '%20', not '+', for a space: parsePageQuery keeps '+' as a literal plus (base64 session tokens).
  const text = search.toString().replaceAll('+', '%20');
  return text ? `${paths[key]}?${text}` : paths[key];
}
