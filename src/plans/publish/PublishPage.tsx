import { useCustomMutation, useOne } from '@refinedev/core';
import { App, Button, Result, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ShareViewButton } from '../../apps/ShareViewButton.tsx';
import { formatDateTime } from '../../engine/date-format.ts';
import { useResourceAbilities } from '../../engine/useResourceAbilities.ts';
import { type PreviewStyle, PreviewStyleSwitch } from '../../lib/PreviewStyleSwitch.tsx';
import { useRequiredSession } from '../../session/SessionContext.tsx';
import { ReadOnlyBanner } from '../editor/ReadOnlyBanner.tsx';
import { planPageOf } from '../plan-pages.ts';
import { usePlanScenes } from '../usePlanScenes.ts';
import { ChannelsButton } from './ChannelsButton.tsx';
import { PreviewStage } from './PreviewStage.tsx';

/**
 * `/content/publish/{id}` (spec §2, issue 20): the draft previewed in PC or mobile style (a real
 * phone-sized frame), and publishing it. What viewers see changes only on publish.
 */
export function PublishPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const page = planPageOf(search.get('of'));
  const { t, i18n } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`resources.${page.name}.publish.${key}`, params);
  const { message } = App.useApp();
  const [style, setStyle] = useState<PreviewStyle>('pc');
  const { scenes, loading, failed, refetch } = usePlanScenes(page.path, id);
  const { mutateAsync, mutation } = useCustomMutation();
  // Who may not publish (a guide) previews only: no Publish button, and a banner saying why.
  const canPublish = useRequiredSession().checker.can(page.resource.route, 'publish');
  const editable = useResourceAbilities(page.resource).edit;
  // A merchant's published plan or hall is shared by its view id, which the record carries (templates have none).
  const published = Boolean(scenes?.published_at);
  const { result: record, query: recordQuery } = useOne<{ viewuuid?: string | null }>({
    resource: page.name,
    id,
    queryOptions: { enabled: page.contentTargets && published && id !== undefined, retry: false },
    errorNotification: false,
  });

  if (loading) return <Spin fullscreen />;
  if (failed || !scenes?.graph)
    return (
      <Result
        status="warning"
        title={t(`resources.${page.name}.ui.loadFailed`)}
        extra={
          <Space>
            <Button onClick={() => refetch()}>{t(`resources.${page.name}.ui.retry`)}</Button>
            <Link to={page.route}>{t(`resources.${page.name}.editor.back`)}</Link>
          </Space>
        }
      />
    );

  const upToDate = scenes.published_revision === scenes.revision;
  const publish = async () => {
    try {
      await mutateAsync({ url: `${page.path}/${scenes.id}/publish`, method: 'post', values: {}, successNotification: false, errorNotification: false });
    } catch {
      return; // the HTTP client has said why
    }
    void message.success(text('published'));
    await Promise.all([refetch(), page.contentTargets ? recordQuery.refetch() : undefined]);
  };

  return (
    <div className="publish-page">
      <header className="pano-editor-bar">
        <Space wrap>
          <Link to={page.route}>{t(`resources.${page.name}.editor.back`)}</Link>
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            {scenes.name}
          </Typography.Title>
          {scenes.published_at ? (
            <Tag color={upToDate ? 'green' : 'orange'}>
              {upToDate ? text('upToDate', { time: formatDateTime(scenes.published_at, i18n.language) }) : text('draftNewer')}
            </Tag>
          ) : (
            <Tag>{text('notPublished')}</Tag>
          )}
        </Space>
        <Space wrap>
          <PreviewStyleSwitch value={style} onChange={setStyle} labels={{ pc: text('pc'), mobile: text('mobile'), style: text('style') }} />
          {editable && <Link to={`/content/panoEditor/${scenes.id}${page.query}`}>{t(`resources.${page.name}.ui.editor`)}</Link>}
          {page.contentTargets && <ChannelsButton contentId={scenes.id} published={published} resourceName={page.name} />}
          {page.contentTargets && record?.viewuuid && <ShareViewButton viewuuid={record.viewuuid} name={scenes.name} />}
          {canPublish && (
            <Button type="primary" disabled={upToDate} loading={mutation.isPending} onClick={() => void publish()} data-testid="publish">
              {t(`resources.${page.name}.actions.publish`)}
            </Button>
          )}
        </Space>
      </header>
      {!canPublish && <ReadOnlyBanner resource={page.resource} reason="readOnlyPublish" />}
      <PreviewStage key={style} graph={scenes.graph} mobile={style === 'mobile'} resourceName={page.name} />
    </div>
  );
}
