import {
  AppstoreOutlined,
  ContactsOutlined,
  ControlOutlined,
  DashboardOutlined,
  GiftOutlined,
  HomeOutlined,
  ProfileOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The route table names icons; this maps each name to its antd icon. */
export const MENU_ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  setting: <SettingOutlined />,
  team: <TeamOutlined />,
  order: <ProfileOutlined />,
  shop: <ShopOutlined />,
  appstore: <AppstoreOutlined />,
  dashboard: <DashboardOutlined />,
  gift: <GiftOutlined />,
  user: <UserOutlined />,
  contacts: <ContactsOutlined />,
  control: <ControlOutlined />,
};
