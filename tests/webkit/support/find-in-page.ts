/**
 * What a journey looks for, as a borrower would name it: an ARIA role and its accessible name, a
 * text, or a test id; optionally inside another target. Playwright's getByRole does this for the
 * Chromium suite; WebKitWebDriver has no such locator, so `findInPage` below runs in the page.
 */
export type Query = (
  | { role: Role; name?: string | { pattern: string } }
  | { text: string | { pattern: string } }
  | { testId: string }
) & { within?: Query; exact?: boolean; includeHidden?: boolean };

export type Role =
  | 'alert'
  | 'article'
  | 'button'
  | 'checkbox'
  | 'dialog'
  | 'form'
  | 'heading'
  | 'img'
  | 'link'
  | 'list'
  | 'listbox'
  | 'listitem'
  | 'option'
  | 'radio'
  | 'region'
  | 'status'
  | 'tab'
  | 'tabpanel'
  | 'textbox';

/**
 * Runs in the page (serialised by selenium's executeScript, so it must not use anything outside its
 * own body). Roles are the implicit ones of the elements this app uses plus explicit `role`s; the
 * accessible name is aria-labelledby, aria-label, the label of a control, an image's alt, else the
 * rendered text. Hidden elements (no box, visibility hidden, under aria-hidden or inert) are left
 * out unless asked for, as getByRole does.
 */
export function findInPage(query: Query): Element[] {
  const IMPLICIT: Record<string, string> = {
    alert: '[role=alert]',
    article: 'article, [role=article]',
    button: 'button, [role=button], input[type=button], input[type=submit], input[type=reset], summary',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    dialog: 'dialog, [role=dialog], [role=alertdialog]',
    form: 'form[aria-label], form[aria-labelledby], [role=form]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    img: 'img[alt]:not([alt=""]), [role=img]',
    link: 'a[href], [role=link]',
    list: 'ul, ol, [role=list]',
    listbox: 'select, [role=listbox]',
    listitem: 'li, [role=listitem]',
    option: 'option, [role=option]',
    radio: 'input[type=radio], [role=radio]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    status: 'output, [role=status]',
    tab: '[role=tab]',
    tabpanel: '[role=tabpanel]',
    textbox:
      'textarea, input:not([type]), input[type=text], input[type=tel], input[type=number], input[type=email], input[type=password], input[type=search], [role=textbox]',
  };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const textOf = (element: Element) =>
    squash(element instanceof HTMLElement ? element.innerText : element.textContent);
  const shown = (element: Element) => {
    if (element.closest('[aria-hidden="true"], [inert]')) return false;
    if (element.getClientRects().length === 0) return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const label = document.getElementById(id);
            return label ? textOf(label) || squash(label.textContent) : '';
          })
          .join(' '),
      );
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if (element instanceof HTMLImageElement) return squash(element.alt);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash(Array.from(labels, textOf).join(' '));
    if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type))
      return squash(element.value);
    return textOf(element) || squash(element.getAttribute('title'));
  };
  const matches = (actual: string, wanted: string | { pattern: string }, exact: boolean) => {
    if (typeof wanted !== 'string') return new RegExp(wanted.pattern).test(actual);
    return exact ? actual === squash(wanted) : actual.toLowerCase().includes(squash(wanted).toLowerCase());
  };
  const run = (q: Query): Element[] => {
    const scopes: ParentNode[] = q.within ? run(q.within) : [document];
    const exact = q.exact ?? false;
    const found: Element[] = [];
    for (const scope of scopes) {
      let candidates: Element[];
      if ('role' in q) {
        candidates = Array.from(scope.querySelectorAll(IMPLICIT[q.role] ?? `[role=${q.role}]`)).filter(
          (element) => !element.hasAttribute('role') || element.getAttribute('role') === q.role,
        );
        const wanted = q.name;
        if (wanted !== undefined) candidates = candidates.filter((e) => matches(nameOf(e), wanted, exact));
      } else if ('testId' in q) {
        candidates = Array.from(scope.querySelectorAll(`[data-testid="${q.testId}"]`));
      } else {
        const wanted = q.text;
        // The innermost elements whose rendered text matches, as getByText finds them.
        candidates = Array.from(scope.querySelectorAll('body *')).filter(
          (element) =>
            matches(textOf(element), wanted, exact) &&
            !Array.from(element.children).some((child) => matches(textOf(child), wanted, exact)),
        );
      }
      for (const element of candidates)
        if (!found.includes(element) && (q.includeHidden || shown(element))) found.push(element);
    }
    return found;
  };
  return run(query);
}
