import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppShareCell } from '../../../src/apps/AppShareCell.tsx';
import { fakeDataProvider } from '../fake-data-provider.ts';
import { renderSignedIn } from '../render-signed-in.tsx';
import { sessionStateFor } from '../session-state.ts';

const renderCell = async (row: Record<string, unknown>) =>
  renderSignedIn(<AppShareCell row={row} />, fakeDataProvider(vi.fn()), await sessionStateFor(['/content/appManagement']), '/content/appManagement');

describe("the apps list's status cell", () => {
  it('shows the status, and Share once the app is published with its view id', async () => {
    await renderCell({ id: 1, name: 'Spring showroom', status: 'published', viewuuid: '0123456789abcdef0123456789abcdef' });
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Share/ })).toBeTruthy();
  });

  it('shows the status alone before the first publish', async () => {
    await renderCell({ id: 2, name: 'Autumn showroom', status: 'draft', viewuuid: null });
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
  });
});
