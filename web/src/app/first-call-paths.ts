import { paths } from '../config/paths.ts';

/**
 * The screens whose first API call main.tsx starts before React renders (app/early-data.ts has
 * the calls). Kept apart and tiny: main.js checks the address against it and downloads the calls'
 * code only for these screens, so no other screen waits behind a download it does not use.
 */
export const FIRST_CALL_PATHS: ReadonlySet<string> = new Set([
  paths.loanDetail,
  paths.order,
  paths.repay,
  paths.repayDelay,
]);
