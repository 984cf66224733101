/**
 * The content element of each route: what the content section of `npm run bench` waits for, as
 * "the screen has shown what it is for" (the order's status, the confirmation's 'Loan Now', …).
 * Plain data, no Playwright, so the bench's page script and its checks read the same description
 * (pure: unit-tested). Chosen from what the e2e specs wait for on each screen; every route the
 * build serves needs one, or the section fails (a new screen cannot be skipped silently).
 */

/** The roles a marker may name; the page script knows the elements that carry each. */
export const MARKER_ROLES = ['article', 'button', 'form', 'heading', 'main', 'region'] as const;
export type MarkerRole = (typeof MARKER_ROLES)[number];

/**
 * One element, found the way the e2e specs find it: by `data-testid`, by role and exact accessible
 * name (and heading level), by its exact text, or by its `title` attribute.
 */
export type MarkerTarget =
  | { testId: string }
  | { role: MarkerRole; name: string; level?: number }
  | { text: string }
  | { title: string };

/**
 * `attached`: the element counts once it is in the page, visible or not, for a screen whose whole
 * content is an element with no box (the official site's blank `/About`).
 */
export type Marker = MarkerTarget & { attached?: true };

/** Route path (as the entries' route tables write it; `*` = the not-found page) → its marker. */
export const CONTENT_MARKERS: Readonly<Record<string, Marker>> = {
  '*': { role: 'heading', level: 1, name: 'Page not found' },
  '/': { role: 'article', name: 'About us' },
  '/About': { role: 'main', name: 'Pera Loan Lending Corporation', attached: true },
  '/Loan': { role: 'article', name: 'Loan terms and conditions' },
  // The policy is another site's page in an iframe: the frame is all this route draws itself.
  '/Policy': { title: 'Privacy Policy' },
  '/aboutUs': { role: 'article', name: 'About us' },
  '/bindBank': { role: 'heading', level: 1, name: 'Payment account information' },
  '/carpmm': { testId: 'carpmm-code' },
  '/complainDetails': { role: 'region', name: 'Complaint type' },
  '/complainPageNext': { role: 'heading', level: 1, name: 'Describe your question' },
  '/complaint': { role: 'region', name: 'Question type' },
  '/complaintList': { role: 'heading', level: 1, name: 'My complaints' },
  '/confirm': { role: 'button', name: 'Loan Now' },
  '/confirmNew': { role: 'button', name: 'Loan Now' },
  '/confirmOfPeriod': { role: 'button', name: 'Loan Now' },
  '/customerService': { role: 'region', name: 'Contacts' },
  '/error': { role: 'heading', level: 1, name: 'Failed' },
  '/legacyRepay': { role: 'region', name: 'Bank cards' },
  '/loanAgreement': { role: 'article', name: 'Loan terms and conditions' },
  '/loanDetail': { testId: 'status-text' },
  '/paymentInstructions': { role: 'heading', level: 1, name: 'How to pay' },
  '/privacyPolicy': { role: 'article', name: 'Privacy Policy' },
  '/promotion.html#/agreement': { role: 'heading', level: 1, name: 'Registration Agreement' },
  '/promotion.html#/download': { role: 'region', name: 'Download' },
  '/promotion.html#/register': { role: 'form', name: 'Registration' },
  '/repay': { role: 'button', name: 'Payment Method' },
  '/repayDelay': { role: 'button', name: 'Payment Method' },
  '/repaymentOfCode': { testId: 'payment-code' },
  '/repaymentOfCode2': { role: 'region', name: 'Contract' },
  '/suggestion': { role: 'heading', level: 1, name: 'Suggestion' },
  '/testPreview': { role: 'heading', level: 1, name: 'Test preview' },
};

/**
 * The marker of each route; throws naming every route that has none, so the section stops before
 * measuring anything rather than leave a screen out.
 * @example markersFor(['/loanDetail']) // Map { '/loanDetail' => { testId: 'status-text' } }
 */
export function markersFor(
  routes: readonly string[],
  table: Readonly<Record<string, Marker>> = CONTENT_MARKERS,
): Map<string, Marker> {
  const missing = [...new Set(routes.filter((route) => !Object.hasOwn(table, route)))];
  if (missing.length > 0)
    throw new Error(
      `Failed to measure time to content: no content marker for ${missing.join(', ')}. ` +
        'Add each route to CONTENT_MARKERS in scripts/bench/content-markers.ts (the element that ' +
        'shows the screen has its content, as its e2e spec finds it).',
    );
  return new Map(routes.map((route) => [route, table[route] as Marker]));
}

/** Markers for routes the build no longer serves: harmless, but the table should follow the app. */
export function unusedMarkers(
  routes: readonly string[],
  table: Readonly<Record<string, Marker>> = CONTENT_MARKERS,
): string[] {
  return Object.keys(table).filter((route) => !routes.includes(route));
}

/**
 * The marker as a table cell.
 * @example describeMarker({ role: 'button', name: 'Loan Now' }) // 'button "Loan Now"'
 */
export function describeMarker(marker: Marker): string {
  const text =
    'testId' in marker
      ? `testid ${marker.testId}`
      : 'role' in marker
        ? `${marker.role}${marker.level ? ` h${marker.level}` : ''} "${marker.name}"`
        : 'title' in marker
          ? `title "${marker.title}"`
          : `text "${marker.text}"`;
  return marker.attached ? `${text} (attached)` : text;
}
