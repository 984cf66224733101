import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeBanner } from './notice-banner';

describe('NoticeBanner', () => {
  it('shows its text as a status message', () => {
    render(<NoticeBanner>Repay before 5 PM to avoid penalties.</NoticeBanner>);
    expect(screen.getByRole('status').textContent).toBe('Repay before 5 PM to avoid penalties.');
  });
});
