import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotBuiltPage } from '../../../src/pages/NotBuiltPage.tsx';
import { renderInApp } from '../render-in-app.tsx';

describe('NotBuiltPage', () => {
  it.each([
    ['/content/recycleBin', 'Recycle bin'],
    ['/content/panoEditor/:id', 'Panorama editor'],
    ['/settingCenter/eventSubscription', 'Event subscription'],
  ])('names the route %s by its title and path', async (path, title) => {
    await renderInApp(<NotBuiltPage path={path} />);
    expect(screen.getByText('Not built yet')).toBeTruthy();
    const page = screen.getByText(/is part of Atrium/);
    expect(page.textContent).toContain(`“${title}” (${path})`);
    expect(page.textContent).toContain('Nothing on this page is real data yet.');
  });

  it('falls back to no-name for a path the route table does not know', async () => {
    await renderInApp(<NotBuiltPage path="/nowhere/atAll" />);
    expect(screen.getByText(/is part of Atrium/).textContent).toContain('“no-name” (/nowhere/atAll)');
  });
});
