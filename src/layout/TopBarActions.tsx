import { DownloadOutlined, QuestionCircleOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionState } from '../../providers/session-store.ts';
import { JobCentre } from '../jobs/JobCentre.tsx';
import { PaletteButton } from '../palette/PaletteButton.tsx';
import { LanguagePicker } from '../shell/LanguagePicker.tsx';
import { UploadList } from '../uploads/UploadList.tsx';
import { ErrorLogButton } from './ErrorLogButton.tsx';
import { UserMenu } from './UserMenu.tsx';

const TUTORIALS = ['quickStart', 'content', 'faq'] as const;
const TUTORIAL_PAGES: Record<(typeof TUTORIALS)[number], string> = {
  quickStart: '/help/quick-start.html',
  content: '/help/content.html',
  faq: '/help/faq.html',
};

interface Props {
  session: SessionState;
  showSettings: boolean;
  onOpenSettings: () => void;
  onOpenDownload: () => void;
}

/** The right side of the top bar (spec §2): command palette, tutorials, app download, uploads, jobs, error log, language, settings, user. */
export function TopBarActions({ session, showSettings, onOpenSettings, onOpenDownload }: Props) {
  const { t } = useTranslation();
  const { checker, profile } = session;
  return (
    <Space size={4} className="top-bar-actions">
      <PaletteButton />
      <Dropdown
        trigger={['click']}
        menu={{
          items: TUTORIALS.map((key) => ({
            key,
            label: (
              <a href={TUTORIAL_PAGES[key]} target="_blank" rel="noreferrer">
                {t(`layout.tutorials.${key}`)}
              </a>
            ),
          })),
        }}
      >
        <Button type="text" icon={<QuestionCircleOutlined />} data-testid="tutorial-menu">
          {t('layout.tutorial')}
        </Button>
      </Dropdown>
      {checker.can('appDownload', 'read') && (
        <Button type="text" icon={<DownloadOutlined />} onClick={onOpenDownload} data-testid="app-download">
          {t('layout.appDownload')}
        </Button>
      )}
      <UploadList />
      <JobCentre />
      <ErrorLogButton />
      <LanguagePicker schoolChinese={profile.permission.includes('zhEdu')} />
      {showSettings && <Button type="text" icon={<SettingOutlined />} onClick={onOpenSettings} aria-label={t('layout.settings')} data-testid="open-settings" />}
      <UserMenu profile={profile} />
    </Space>
  );
}
