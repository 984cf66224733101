/**
 * The lender's brand, as borrowers know it: the app's name on its splash and in its pages' first
 * title, the biller they pay at GCash or Maya, the name the legal texts use. A module of its own:
 * the splash is in every page's first chunk, the company's details only in the pages that show them.
 */
export const APP_NAME = 'Pera Loan';

/** The brand's mark: a yellow peso sign on a black rounded square (the splash, error states). */
export const BRAND_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 160'%3E%3Crect width='160' height='160' rx='36' fill='%23111'/%3E%3Cpath d='M66 126V42h20a21 21 0 0 1 0 42H66' fill='none' stroke='%23ffd100' stroke-width='13' stroke-linejoin='round'/%3E%3Cpath d='M46 58h68M46 71h68' stroke='%23ffd100' stroke-width='6'/%3E%3C/svg%3E";
