import { ColorPicker, Drawer, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LayoutSettings } from '../shell/layout-settings.ts';

/** Spec §2 settings panel: theme colour, tags view, fixed header, sidebar logo. */
export function SettingsDrawer({
  open,
  onClose,
  settings,
  onChange,
}: {
  open: boolean;
  onClose: () => void;
  settings: LayoutSettings;
  onChange: (change: Partial<LayoutSettings>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} width={320}>
      <Form layout="horizontal" labelCol={{ span: 14 }} labelAlign="left">
        <Form.Item label={t('settings.themeColor')}>
          <ColorPicker value={settings.themeColor} onChangeComplete={(color) => onChange({ themeColor: color.toHexString() })} />
        </Form.Item>
        <Form.Item label={t('settings.tagsView')}>
          <Switch checked={settings.tagsView} onChange={(tagsView) => onChange({ tagsView })} data-testid="setting-tagsView" />
        </Form.Item>
        <Form.Item label={t('settings.fixedHeader')}>
          <Switch checked={settings.fixedHeader} onChange={(fixedHeader) => onChange({ fixedHeader })} />
        </Form.Item>
        <Form.Item label={t('settings.sidebarLogo')}>
          <Switch checked={settings.sidebarLogo} onChange={(sidebarLogo) => onChange({ sidebarLogo })} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
