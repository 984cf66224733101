import { paths } from '../config/paths.ts';

/**
 * The route table's data: each route's path and its screen module (a module exporting `Component`,
 * its own chunk), named relative to this folder. routes.tsx makes the router's routes of it, and
 * the build (web/route-preload.ts) finds each module's chunks in Vite's manifest, so the page
 * preloads the files of the screen it shows. A route appears here when its screen is built.
 * Plain data without React, so the build's config can import it.
 */
export const routeModules: readonly { path: string; module: string }[] = [
  { path: paths.loanDetail, module: '../features/order/order-route.tsx' },
  { path: paths.order, module: '../features/order/order-route.tsx' },
  { path: paths.error, module: '../features/joint-login/joint-login-route.tsx' },
  { path: paths.repay, module: '../features/repay/repay-route.tsx' },
  { path: paths.repayDelay, module: '../features/repay/repay-delay-route.tsx' },
  { path: paths.repaymentOfCode, module: '../features/repay/repayment-code-route.tsx' },
  { path: paths.repaymentOfCode2, module: '../features/repay/repayment-contract-route.tsx' },
  { path: paths.carpmm, module: '../features/repay/carpmm-route.tsx' },
  { path: paths.paymentInstructions, module: '../features/repay/payment-instructions-route.tsx' },
  { path: paths.confirm, module: '../features/confirm/confirm-route.tsx' },
  { path: paths.confirmOfPeriod, module: '../features/confirm/confirm-of-period-route.tsx' },
  { path: paths.confirmNew, module: '../features/confirm/confirm-new-route.tsx' },
  { path: paths.bindBank, module: '../features/bind-bank/bind-bank-route.tsx' },
  { path: paths.customerService, module: '../features/customer-service/customer-service-route.tsx' },
  { path: paths.complaintList, module: '../features/complaint-list/complaint-list-route.tsx' },
  { path: paths.complainDetails, module: '../features/complaint-list/complaint-details-route.tsx' },
  { path: paths.complaint, module: '../features/complaint/complaint-route.tsx' },
  { path: paths.complainPageNext, module: '../features/complaint/complaint-next-route.tsx' },
  { path: paths.aboutUs, module: '../features/legal/about-us-route.tsx' },
  { path: paths.privacyPolicy, module: '../features/legal/privacy-policy-route.tsx' },
  { path: paths.loanAgreement, module: '../features/legal/loan-agreement-route.tsx' },
  { path: paths.official, module: '../features/official/official-route.tsx' },
  { path: paths.officialAbout, module: '../features/official/official-about-route.tsx' },
  { path: paths.officialPolicy, module: '../features/official/official-policy-route.tsx' },
  { path: paths.officialLoan, module: '../features/official/official-loan-route.tsx' },
  { path: paths.legacyRepay, module: '../features/legacy-repay/legacy-repay-route.tsx' },
  { path: paths.testPreview, module: '../features/test-preview/test-preview-route.tsx' },
  { path: paths.suggestion, module: '../features/suggestion/suggestion-route.tsx' },
  { path: '*', module: './routes/not-found.tsx' },
];
