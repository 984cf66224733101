import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CountedTextarea } from './counted-textarea.tsx';

function Description() {
  const [text, setText] = useState('');
  return <CountedTextarea label="Description" value={text} onChange={setText} maxLength={10} />;
}

describe('CountedTextarea', () => {
  it('counts what was typed and ignores anything past the limit', () => {
    render(<Description />);
    const box = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    expect(box.maxLength).toBe(10);
    fireEvent.change(box, { target: { value: 'hello' } });
    expect(screen.getByTestId('text-count').textContent).toBe('5/10');
    // A paste longer than the room left is cut at the limit.
    fireEvent.change(box, { target: { value: 'hello, wonderful world' } });
    expect(box.value).toBe('hello, won');
    expect(screen.getByTestId('text-count').textContent).toBe('10/10');
  });
});
