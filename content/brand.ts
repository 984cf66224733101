/**
 * The lender's brand, as borrowers know it: the app's name on its splash and in its pages' first
 * title, the biller they pay at GCash or Maya, the name the legal texts use. A module of its own:
 * the splash is in every page's first chunk, the company's details only in the pages that show them.
 */
export const APP_NAME = 'Pera Loan';
