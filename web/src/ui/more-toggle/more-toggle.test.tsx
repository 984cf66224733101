import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoreToggle } from './more-toggle';

const ROWS = ['Loan amount', 'Interest', 'Penalty', 'Due date'];

function Rows() {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? ROWS : ROWS.slice(0, 2);
  return (
    <>
      <ul id="rows">
        {shown.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      <MoreToggle expanded={expanded} onToggle={() => setExpanded(!expanded)} controls="rows" />
    </>
  );
}

describe('MoreToggle', () => {
  it("says 'More' while collapsed and 'Hide' while expanded, and drives the list", () => {
    render(<Rows />);
    const toggle = screen.getByRole('button');
    expect(toggle.textContent).toBe('More');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('rows');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Hide');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(ROWS);
    fireEvent.click(toggle);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
