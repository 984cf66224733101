import type { Locator } from '@playwright/test';

/**
 * The value a description list gives for `label`, as a borrower reads the row: the definition
 * right after the term whose whole text is `label` (the app's label–value rows are dt/dd pairs).
 * @example await expect(rowValue(page.getByRole('region', { name: 'Order details' }), 'Due date')).toHaveText('2026-05-01')
 */
export function rowValue(scope: Locator, label: string): Locator {
  const exact = new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return scope
    .getByRole('term')
    .filter({ hasText: exact })
    .locator('xpath=following-sibling::*[1]')
    .and(scope.getByRole('definition'));
}
