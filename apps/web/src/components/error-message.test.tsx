import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage (spec §8)', () => {
  it('stays 5 seconds', () => {
    expect(errorMessage('Error').duration).toBe(5);
  });

  it("shows the server's HTML sanitized", () => {
    const { container } = render(
      errorMessage('Order <b>DCG25010001</b> is locked<img src=x onerror="alert(1)">').content,
    );
    expect(container.querySelector('b')?.textContent).toBe('DCG25010001');
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.textContent).toBe('Order DCG25010001 is locked');
  });
});
