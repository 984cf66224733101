import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { codeGroups } from './grouped-code.ts';
import { GroupedCode } from './grouped-code.tsx';

describe('codeGroups', () => {
  it.each([
    ['531476939829', ['5314', '7693', '9829']],
    ['4202967155', ['4202', '967', '155']],
    ['1234567890123', ['1234', '567', '890', '123']],
    ['12345678', ['1234', '5678']],
    ['AB12CD34EF', ['AB12', 'CD3', '4EF']],
  ])('groups %s as %j', (code, groups) => {
    expect(codeGroups(code)).toEqual(groups);
    expect(codeGroups(code).join('')).toBe(code);
  });

  it.each(['123456', '', '1234-5678-9012', '1234 5678'])('keeps %j whole', (code) => {
    expect(codeGroups(code)).toEqual([code]);
  });
});

describe('GroupedCode', () => {
  it('shows the groups while its text stays the raw code (copy, screen readers)', () => {
    render(<GroupedCode code="531476939829" className="slip" testId="code" />);
    const code = screen.getByTestId('code');
    expect(code.textContent).toBe('531476939829');
    expect(code.className).toBe('ui-code slip');
    expect([...code.children].map((group) => group.textContent)).toEqual(['5314', '7693', '9829']);
  });
});
