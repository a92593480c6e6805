import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShareBar, sharePercent } from '../../../src/cockpit/ShareBar.tsx';

describe('a share bar', () => {
  it('reads a part of the whole in percent, one decimal', () => {
    expect([sharePercent(1, 3), sharePercent(3, 3), sharePercent(0, 0), sharePercent(2, 0)]).toEqual([33.3, 100, 0, 0]);
  });

  it('shows a whole share as "100%" in the normal colour, never a green done tick', () => {
    const { container } = render(<ShareBar part={1_630} whole={1_630} />);
    const bar = container.querySelector('[data-testid="share-bar"]') as HTMLElement;
    expect(bar.className).toContain('ant-progress-status-normal');
    expect(bar.className).not.toContain('ant-progress-status-success');
    expect(bar.querySelector('.anticon-check-circle')).toBeNull();
    expect(bar.querySelector('.ant-progress-text')?.textContent).toBe('100%');
  });

  it('shows a part as its percentage', () => {
    const { container } = render(<ShareBar part={1} whole={3} />);
    expect(container.querySelector('.ant-progress-text')?.textContent).toBe('33.3%');
  });
});
