import { DownloadOutlined, QuestionCircleOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, Grid, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { JobCentre } from '../jobs/JobCentre.tsx';
import { PaletteButton } from '../palette/PaletteButton.tsx';
import { LanguagePicker } from '../shell/LanguagePicker.tsx';
import { UploadList } from '../uploads/UploadList.tsx';
import { ErrorLogButton } from './ErrorLogButton.tsx';
import { TopBarMoreMenu, type TopBarMoreMenuProps } from './TopBarMoreMenu.tsx';
import { TUTORIAL_PAGES, TUTORIALS } from './tutorial-pages.ts';
import { UserMenu } from './UserMenu.tsx';

/**
 * The right side of the top bar (spec §2): command palette, tutorials, app download, uploads, jobs,
 * error log, language, settings, user. On a phone the buttons fold into one "More" menu, so the
 * page title keeps its room; the upload list stays out, since it shows progress while it lasts.
 */
export function TopBarActions(props: TopBarMoreMenuProps) {
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <Space size={4} className="top-bar-actions">
      {wide ? (
        <TopBarButtons {...props} />
      ) : (
        <>
          <UploadList />
          <TopBarMoreMenu {...props} />
        </>
      )}
      <UserMenu profile={props.session.profile} />
    </Space>
  );
}

function TopBarButtons({ session, showSettings, onOpenSettings, onOpenDownload }: TopBarMoreMenuProps) {
  const { t } = useTranslation();
  const { checker, profile } = session;
  return (
    <Space size={4}>
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
    </Space>
  );
}
