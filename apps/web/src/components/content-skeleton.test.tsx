import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentSkeleton } from './content-skeleton';

describe('ContentSkeleton', () => {
  it('says it is loading to assistive technology and adds no empty heading to the page', () => {
    const { container } = render(<ContentSkeleton />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelectorAll('.ant-skeleton-paragraph li').length).toBe(4);
  });
});
