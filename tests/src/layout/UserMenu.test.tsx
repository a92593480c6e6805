import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MASTER_PERMISSIONS } from '../../../server/seed/demo-roles.ts';
import { UserMenu } from '../../../src/layout/UserMenu.tsx';
import { fakeDataProvider, renderInSession } from '../palette/refine-harness.tsx';

const MANAGER = { code: 'manager', name: 'Store manager' };
const GUIDE = { code: 'guide', name: 'Shopping guide' };

async function showUserMenu(roles: { code: string; name: string }[], active: string) {
  const profile = { id: 1, permission: [...MASTER_PERMISSIONS], roles, nickname: 'Duo', name: 'Duo', username: 'duo', avatar: '', active_role: active };
  await renderInSession(<UserMenu profile={profile as never} />, { permissions: MASTER_PERMISSIONS, dataProvider: fakeDataProvider(() => ({})).provider });
  return screen.findByTestId('user-menu');
}

describe('the user menu in the top bar (issue 35: the active role in sight)', () => {
  it('shows the role an account of several roles acts in beside its name, as visible text', async () => {
    const button = await showUserMenu([MANAGER, GUIDE], 'guide');
    expect(button.textContent).toContain('Duo');
    expect((await screen.findByTestId('active-role')).textContent).toBe('Shopping guide');
  });

  it('shows no role tag for an account of one role', async () => {
    await showUserMenu([MANAGER], 'manager');
    expect(screen.queryByTestId('active-role')).toBeNull();
  });
});
