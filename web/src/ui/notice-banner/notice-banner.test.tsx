import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeBanner } from './notice-banner';

describe('NoticeBanner', () => {
  it('shows its text, without announcing it as a live message', () => {
    render(<NoticeBanner>Repay before 5 PM to avoid penalties.</NoticeBanner>);
    expect(screen.getByText('Repay before 5 PM to avoid penalties.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
