/** An amount in centavos as the app writes it (₱1,234.50), written here independently of the app. */
export function peso(minorUnits: number): string {
  return `₱${(minorUnits / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * A Testing Library matcher for a sentence the screen splits over inline elements (dates and
 * amounts kept on one line): the innermost element whose whole text is `text`.
 * @example screen.getByText(wholeText('Due on 2026-11-25.'))
 */
export function wholeText(text: string): (content: string, element: Element | null) => boolean {
  return (_content, element) =>
    element !== null &&
    element.textContent === text &&
    [...element.children].every((child) => child.textContent !== text);
}
