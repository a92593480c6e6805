import { useCustomMutation, useOne } from '@refinedev/core';
import { App, Button, Result, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apps } from '../../resources/apps/apps.resource.ts';
import { showroomPaths } from '../../resources/apps/showroom.schema.ts';
import { type PreviewStyle, PreviewStyleSwitch } from '../lib/PreviewStyleSwitch.tsx';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { ShareViewButton } from './ShareViewButton.tsx';
import './apps.css';

type AppRecord = { id: number; name: string; status: string; on_shelf: boolean; viewuuid: string | null };

/**
 * An app's preview (`/content/publish/{id}?of=apps`, spec §2 "a preview page with a switch between
 * PC and mobile style"): the public showroom's own page in a frame, wide or in a 375 × 667 phone,
 * read through the session (any state, never locked), so it is exactly what customers will see;
 * publishing it and sharing the published showroom from here.
 */
export function AppPreviewPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [style, setStyle] = useState<PreviewStyle>('mobile');
  const [shown, setShown] = useState(0);
  const { result: app, query } = useOne<AppRecord>({ resource: apps.name, id, errorNotification: false });
  const { mutateAsync, mutation } = useCustomMutation();
  const canPublish = useRequiredSession().checker.can(apps.route, 'publish');

  if (query.isLoading) return <Spin fullscreen />;
  if (query.isError || !app?.id)
    return (
      <Result
        status="warning"
        title={t('appPages.loadFailed')}
        extra={
          <Space>
            <Button onClick={() => void query.refetch()}>{t('appPages.retry')}</Button>
            <Link to={apps.route}>{t('appPages.back')}</Link>
          </Space>
        }
      />
    );

  const published = app.status === 'published';
  const publish = async () => {
    try {
      await mutateAsync({ url: `${apps.path}/${app.id}/publish`, method: 'post', values: {}, successNotification: false, errorNotification: false });
    } catch {
      return; // the HTTP client has said why
    }
    void message.success(t('appPages.published'));
    await query.refetch();
    setShown((count) => count + 1);
  };

  return (
    <div className="publish-page">
      <header className="pano-editor-bar">
        <Space wrap>
          <Link to={apps.route}>{t('appPages.back')}</Link>
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            {app.name}
          </Typography.Title>
          <Tag color={published ? 'green' : undefined}>{t(`resources.apps.statuses.${app.status}`)}</Tag>
          {published && !app.on_shelf && <Tag color="orange">{t('appPages.offShelf')}</Tag>}
        </Space>
        <Space wrap>
          <PreviewStyleSwitch value={style} onChange={setStyle} labels={{ pc: t('appPages.pc'), mobile: t('appPages.mobile'), style: t('appPages.style') }} />
          <Button onClick={() => setShown((count) => count + 1)}>{t('appPages.reload')}</Button>
          {published && app.viewuuid && <ShareViewButton viewuuid={app.viewuuid} />}
          {canPublish && !published && (
            <Button type="primary" loading={mutation.isPending} onClick={() => void publish()} data-testid="publish">
              {t('resources.apps.actions.publish')}
            </Button>
          )}
        </Space>
      </header>
      <div className="app-preview-stage" data-testid={`app-preview-${style}`}>
        <div className={style === 'mobile' ? 'app-preview-phone' : 'app-preview-pc'}>
          <iframe
            key={`${style}-${shown}`}
            className="app-preview-frame"
            title={t('appPages.frameTitle', { name: app.name })}
            src={showroomPaths.preview(app.id, style)}
          />
        </div>
      </div>
    </div>
  );
}
