import { DownOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useCustomMutation, useLogout } from '@refinedev/core';
import { Avatar, Button, Dropdown, type MenuProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserProfile } from '../../resources/session/session.schema.ts';
import { useSessionStore } from '../session/SessionContext.tsx';
import { clearSavedTabs } from '../shell/useTabs.ts';
import { roleDisplayName } from '../../resources/roles/built-in-roles.ts';

/** Spec §2 user menu: account management, role switch for accounts holding several roles, log out. */
export function UserMenu({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useSessionStore();
  const { mutate: logout } = useLogout();
  const { mutateAsync: post } = useCustomMutation();

  const switchRole = async (role: string) => {
    await post({ url: '/api/user/role', method: 'post', values: { role } });
    // Spec §4: a role switch refetches the profile, regenerates routes and clears open views.
    clearSavedTabs();
    const session = await store.reload();
    window.location.assign(session?.landing ?? '/');
  };

  const items: MenuProps['items'] = [
    { key: 'account', icon: <UserOutlined />, label: t('layout.account'), disabled: !profile.permission.length },
    ...(profile.roles.length > 1
      ? [
          { type: 'divider' as const },
          {
            key: 'roles',
            icon: <SwapOutlined />,
            label: t('layout.switchRole'),
            children: profile.roles.map((role) => ({
              key: `role:${role.code}`,
              label: roleDisplayName(role, t),
              disabled: role.code === profile.active_role,
            })),
          },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') navigate('/myAccount/accountManagement');
    else if (key === 'logout') logout();
    else if (key.startsWith('role:')) void switchRole(key.slice(5));
  };
  const activeRole = profile.roles.find((role) => role.code === profile.active_role);
  const roleName = activeRole && roleDisplayName(activeRole, t);
  // Who holds several roles reads the one they act in beside their name, not only on hover: what
  // they see and may change depends on it (issue 35); the menu right here switches it.
  const showsRole = roleName !== undefined && profile.roles.length > 1;
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" data-testid="user-menu" title={roleName ? t('layout.currentRole', { role: roleName }) : undefined}>
        <Avatar size="small" src={profile.avatar || undefined} icon={<UserOutlined />} />
        <span className="user-name">{profile.nickname || profile.name || profile.username}</span>
        {showsRole && (
          <Tag color="blue" bordered={false} style={{ marginInlineEnd: 0 }} data-testid="active-role">
            {roleName}
          </Tag>
        )}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
