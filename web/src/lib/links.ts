/**
 * Whether a server-sent link may be opened in the page: only absolute http(s) URLs, so a
 * `javascript:` or app-scheme value can never run or navigate the web view somewhere odd.
 * @example isHttpLink(' https://pay.example.ph/x ') // true
 * @example isHttpLink('javascript:alert(1)') // false
 */
export function isHttpLink(link: string): boolean {
  return /^https?:\/\/\S+$/i.test(link.trim());
}
