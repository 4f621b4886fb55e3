import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage (spec §8)', () => {
  it('stays 5 seconds', () => {
    expect(errorMessage('Error').duration).toBe(5);
  });

  it("shows the server's HTML sanitized", async () => {
    const { container } = render(
      errorMessage('Order <b>DCG25010001</b> is locked<img src=x onerror="alert(1)">').content,
    );
    // The sanitizer loads with the first message that carries markup.
    expect((await screen.findByTestId('error-message')).querySelector('b')?.textContent).toBe('DCG25010001');
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.textContent).toBe('Order DCG25010001 is locked');
  });

  it('shows plain text as it is, at once', () => {
    render(errorMessage('The account name or the password is wrong').content);
    expect(screen.getByTestId('error-message').textContent).toBe('The account name or the password is wrong');
  });
});
