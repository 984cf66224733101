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
  /** This project's path for the unused suggestion form, linked from the test page only (DESIGN §4). */
  suggestion: '/suggestion',
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
  return withQuery(paths[key], query);
}

/** The promotion entry's page (DESIGN §4) and its hash routes. */
export const PROMOTION_PAGE = '/promotion.html';
export const promotionPaths = {
  register: '/register',
  download: '/download',
  agreement: '/agreement',
} as const;

export type PromotionPathKey = keyof typeof promotionPaths;

/**
 * A hash route of the promotion entry with its query, for its router ('/download?id=1') or, with
 * `{ page: true }`, as a link from anywhere ('/promotion.html#/download?id=1').
 * @example promotionHref('download', { id: '1' }) // '/download?id=1'
 */
export function promotionHref(
  key: PromotionPathKey,
  query: QueryValues = {},
  { page = false }: { page?: boolean } = {},
): string {
  const route = withQuery(promotionPaths[key], query);
  return page ? `${PROMOTION_PAGE}#${route}` : route;
}

function withQuery(path: string, query: QueryValues): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  // '%20', not '+', for a space: parsePageQuery keeps '+' as a literal plus (base64 session tokens).
  const text = search.toString().replaceAll('+', '%20');
  return text ? `${path}?${text}` : path;
}
