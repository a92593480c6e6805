import {
  BugOutlined,
  CloudSyncOutlined,
  DownloadOutlined,
  GlobalOutlined,
  MoreOutlined,
  QuestionCircleOutlined,
  SearchOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useTranslation as useRefineTranslation } from '@refinedev/core';
import { useKBar } from '@refinedev/kbar';
import { Badge, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCES } from '../../resources/index.ts';
import type { SessionState } from '../../providers/session-store.ts';
import { JobCentreDrawer } from '../jobs/JobCentre.tsx';
import { canRunJobs } from '../jobs/job-access.ts';
import { useJobCentre } from '../jobs/useJobCentre.ts';
import { useErrorLog } from '../shell/error-log.ts';
import { languageChoices } from '../shell/LanguagePicker.tsx';
import { ErrorLogDialog } from './ErrorLogDialog.tsx';
import { TUTORIAL_PAGES, TUTORIALS } from './tutorial-pages.ts';

export interface TopBarMoreMenuProps {
  session: SessionState;
  showSettings: boolean;
  onOpenSettings: () => void;
  onOpenDownload: () => void;
}

/** What the job centre adds to the menu: its running count and a way to open it. */
interface JobsEntry {
  active: number;
  open: () => void;
}

type MenuItem = NonNullable<MenuProps['items']>[number];

const LANGUAGE_KEY = 'language:';

/**
 * The top bar's buttons folded into one "More" menu, for phones (issue 14): each entry does what
 * its button does on a wide screen. Only sessions that may run jobs poll for them.
 */
export function TopBarMoreMenu(props: TopBarMoreMenuProps) {
  const { routes, checker } = props.session;
  return canRunJobs(RESOURCES, routes, checker) ? <MoreMenuWithJobs {...props} /> : <MoreMenu {...props} jobs={null} />;
}

function MoreMenuWithJobs(props: TopBarMoreMenuProps) {
  const { open, setOpen, jobs, active, loading } = useJobCentre();
  return (
    <>
      <MoreMenu {...props} jobs={{ active, open: () => setOpen(true) }} />
      <JobCentreDrawer open={open} onClose={() => setOpen(false)} jobs={jobs} loading={loading} />
    </>
  );
}

function MoreMenu({ session, showSettings, onOpenSettings, onOpenDownload, jobs }: TopBarMoreMenuProps & { jobs: JobsEntry | null }) {
  const { t, i18n } = useTranslation();
  const { changeLocale } = useRefineTranslation();
  const { query } = useKBar();
  const errors = useErrorLog().length;
  const [errorLogOpen, setErrorLogOpen] = useState(false);
  const count = (value: number) => (value ? <Badge count={value} size="small" /> : undefined);

  const entries: (MenuItem | false | null)[] = [
    { key: 'palette', icon: <SearchOutlined aria-hidden />, label: t('palette.open') },
    jobs && { key: 'jobs', icon: <CloudSyncOutlined aria-hidden />, label: t('jobs.title'), extra: count(jobs.active) },
    errors > 0 && { key: 'errorLog', icon: <BugOutlined aria-hidden />, label: t('layout.errorLog'), extra: count(errors) },
    // A group, not a submenu: the tutorials' long names would run off a phone's edge in a side popup.
    { type: 'divider' },
    {
      type: 'group',
      key: 'tutorials',
      label: t('layout.tutorial'),
      children: TUTORIALS.map((key) => ({
        key: `tutorial:${key}`,
        icon: <QuestionCircleOutlined aria-hidden />,
        label: (
          <a href={TUTORIAL_PAGES[key]} target="_blank" rel="noreferrer">
            {t(`layout.tutorials.${key}`)}
          </a>
        ),
      })),
    },
    { type: 'divider' },
    session.checker.can('appDownload', 'read') && { key: 'appDownload', icon: <DownloadOutlined aria-hidden />, label: t('layout.appDownload') },
    {
      key: 'language',
      icon: <GlobalOutlined aria-hidden />,
      label: t('layout.language'),
      children: languageChoices(session.profile.permission.includes('zhEdu')).map((language) => ({
        key: `${LANGUAGE_KEY}${language}`,
        label: t(`languages.${language}`),
      })),
    },
    showSettings && { key: 'settings', icon: <SettingOutlined aria-hidden />, label: t('layout.settings') },
  ];
  const items = entries.filter((item) => !!item);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'palette') query.toggle();
    else if (key === 'jobs') jobs?.open();
    else if (key === 'errorLog') setErrorLogOpen(true);
    else if (key === 'appDownload') onOpenDownload();
    else if (key === 'settings') onOpenSettings();
    else if (key.startsWith(LANGUAGE_KEY)) void changeLocale(key.slice(LANGUAGE_KEY.length));
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items, onClick, selectedKeys: [`${LANGUAGE_KEY}${i18n.language}`], triggerSubMenuAction: 'click' }}
      >
        <Badge dot={(jobs?.active ?? 0) + errors > 0} offset={[-6, 6]}>
          <Button type="text" icon={<MoreOutlined />} aria-label={t('layout.more')} data-testid="top-bar-more" />
        </Badge>
      </Dropdown>
      <ErrorLogDialog open={errorLogOpen} onClose={() => setErrorLogOpen(false)} />
    </>
  );
}
