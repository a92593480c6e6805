import { DeleteOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Flex, Popconfirm, Progress, Spin, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../providers/http.ts';
import {
  APP_BACKGROUND_NAME_MAX,
  APP_BACKGROUND_RECOMMENDED,
  APP_BACKGROUND_ROUTES,
  APP_BACKGROUND_UPLOAD_KINDS,
  type AppBackground,
  type AppBackgroundKind,
  appBackgroundPath,
} from '../../resources/apps/app-backgrounds.schema.ts';
import { uploadRule } from '../../resources/uploads/upload-kinds.ts';
import { AppBackgroundThumb } from '../apps/AppBackgroundThumb.tsx';
import { useAppBackgrounds } from '../apps/useAppBackgrounds.ts';
import { useMainApi } from '../engine/useMainApi.ts';
import { formatBytes } from '../lib/numbers.ts';
import { type UploadItem, uploads } from '../uploads/upload-manager.ts';
import { useUploads } from '../uploads/useUploads.ts';

/** Tiles of about 180 px fill the card's width, two abreast on a phone; each picture is 3:2 whatever the tile's width. */
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, calc(50% - 8px)), 1fr))', gap: 16 } as const;
const TILE = { width: '100%', aspectRatio: '3 / 2' };

/** A file's name as the library shows it: no extension, at most the name's length. */
const backgroundName = (fileName: string) => fileName.replace(/\.[^.]+$/, '').slice(0, APP_BACKGROUND_NAME_MAX);
const acceptedOf = (kind: AppBackgroundKind) => uploadRule(APP_BACKGROUND_UPLOAD_KINDS[kind]).accept.replaceAll('.', '').toUpperCase().replaceAll(',', ', ');

/**
 * The merchant's background library under App settings (spec §9: at most 10 images or videos,
 * which the app form picks its PC and mobile backgrounds from). A file is uploaded as its kind
 * (images as covers: JPG or PNG up to 2 MB; MP4 videos up to 100 MB), then added to the library;
 * the server judges both again. Holding the page's `edit` lets one upload and delete.
 */
export function AppBackgroundsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const api = useMainApi();
  const { list, max, error: loadError, refetch } = useAppBackgrounds();
  const [failure, setFailure] = useState<string>();
  const [deleting, setDeleting] = useState<number>();
  // The uploads this card started, shown as tiles until they are in the library.
  const mine = useRef(new Set<number>());
  const pending = useUploads().filter((item) => mine.current.has(item.id) && item.status !== 'done');
  const inputs = { image: useRef<HTMLInputElement>(null), video: useRef<HTMLInputElement>(null) };
  const count = list?.length ?? 0;
  const room = max - count - pending.filter((item) => item.status !== 'failed').length;

  const add = async (kind: AppBackgroundKind, item: UploadItem) => {
    mine.current.delete(item.id);
    if (item.status === 'failed' || !item.result) {
      setFailure(item.error ?? t('uploads.failed'));
      return;
    }
    try {
      const values = { kind, url: item.result.url, name: backgroundName(item.result.name) };
      await api.custom!({ url: APP_BACKGROUND_ROUTES.list, method: 'post', payload: values, meta: { silent: true } });
      setFailure(undefined);
      void message.success(t('appBackgrounds.added'), 3);
    } catch (error) {
      setFailure((error as ApiError).message);
    }
    refetch();
  };

  const choose = (kind: AppBackgroundKind, files: FileList | null) => {
    const file = files?.[0];
    if (inputs[kind].current) inputs[kind].current.value = '';
    if (!file) return;
    setFailure(undefined);
    mine.current.add(uploads.add(file, APP_BACKGROUND_UPLOAD_KINDS[kind], (item) => void add(kind, item)).id);
  };

  const remove = async (background: AppBackground) => {
    setDeleting(background.id);
    try {
      await api.custom!({ url: appBackgroundPath(background.id), method: 'delete', meta: { silent: true } });
      setFailure(undefined);
      void message.success(t('appBackgrounds.deleted'), 3);
    } catch (error) {
      setFailure((error as ApiError).message);
    } finally {
      setDeleting(undefined);
      refetch();
    }
  };

  const uploadButton = (kind: AppBackgroundKind) => (
    <>
      <Button
        icon={kind === 'image' ? <PictureOutlined /> : <VideoCameraOutlined />}
        disabled={room <= 0 || list === undefined}
        onClick={() => inputs[kind].current?.click()}
        data-testid={`upload-background-${kind}`}
      >
        {t(kind === 'image' ? 'appBackgrounds.uploadImage' : 'appBackgrounds.uploadVideo')}
      </Button>
      <input
        ref={inputs[kind]}
        type="file"
        hidden
        style={{ display: 'none' }}
        accept={uploadRule(APP_BACKGROUND_UPLOAD_KINDS[kind]).accept}
        onChange={(event) => choose(kind, event.target.files)}
        data-testid={`background-input-${kind}`}
      />
    </>
  );

  return (
    <Card
      title={t('appBackgrounds.title')}
      extra={
        list && (
          <Typography.Text type={count >= max ? 'warning' : 'secondary'} aria-label={t('appBackgrounds.count')} data-testid="background-count">
            {count} / {max}
          </Typography.Text>
        )
      }
      data-testid="app-backgrounds"
    >
      <Typography.Paragraph type="secondary">{t('appBackgrounds.help', { max })}</Typography.Paragraph>
      {canEdit ? (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Flex wrap gap={8}>
            {uploadButton('image')}
            {uploadButton('video')}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('appBackgrounds.imageRule', {
              accepted: acceptedOf('image'),
              limit: formatBytes(uploadRule(APP_BACKGROUND_UPLOAD_KINDS.image).maxBytes),
              ...APP_BACKGROUND_RECOMMENDED,
            })}{' '}
            {t('appBackgrounds.videoRule', { accepted: acceptedOf('video'), limit: formatBytes(uploadRule(APP_BACKGROUND_UPLOAD_KINDS.video).maxBytes) })}
          </Typography.Text>
          {list && count >= max && <Alert type="info" showIcon message={t('appBackgrounds.full')} data-testid="library-full" />}
        </Flex>
      ) : (
        <Typography.Paragraph type="secondary">{t('appBackgrounds.readOnly')}</Typography.Paragraph>
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setFailure(undefined)}
          message={failure}
          style={{ marginBottom: 16 }}
          data-testid="background-error"
        />
      )}
      {loadError ? (
        <Alert
          type="error"
          showIcon
          message={t('appBackgrounds.loadFailed', { reason: loadError.message })}
          action={<Button onClick={refetch}>{t('appSettings.retry')}</Button>}
        />
      ) : list === undefined ? (
        <Spin />
      ) : list.length === 0 && pending.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(canEdit ? 'appBackgrounds.empty' : 'appBackgrounds.emptyReadOnly')} />
      ) : (
        <div style={GRID} data-testid="background-list">
          {list.map((background) => (
            <Flex key={background.id} vertical gap={6} style={{ minWidth: 0 }} data-testid="background-tile">
              <span style={{ position: 'relative', display: 'block' }}>
                <Tag style={{ position: 'absolute', top: 6, left: 6, zIndex: 1, marginInlineEnd: 0 }}>{t(`appBackgrounds.${background.kind}`)}</Tag>
                <AppBackgroundThumb background={background} {...TILE} />
              </span>
              <Flex align="center" gap={4}>
                <Typography.Text ellipsis={{ tooltip: background.name }} style={{ flex: 1, minWidth: 0 }}>
                  {background.name}
                </Typography.Text>
                {canEdit && (
                  <Popconfirm
                    title={t('appBackgrounds.deleteConfirm')}
                    okText={t('appBackgrounds.delete')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('appBackgrounds.cancel')}
                    onConfirm={() => remove(background)}
                  >
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      loading={deleting === background.id}
                      aria-label={`${t('appBackgrounds.delete')} ${background.name}`}
                    />
                  </Popconfirm>
                )}
              </Flex>
            </Flex>
          ))}
          {pending.map((item) => (
            <Flex key={item.id} vertical gap={6} align="center" justify="center" style={{ ...TILE, border: '1px dashed #d9d9d9', borderRadius: 6, padding: 8 }}>
              <Progress type="circle" size={48} percent={item.progress} status={item.status === 'failed' ? 'exception' : 'active'} />
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%', fontSize: 12 }}>
                {t('appBackgrounds.uploading', { name: item.file.name })}
              </Typography.Text>
            </Flex>
          ))}
        </div>
      )}
    </Card>
  );
}
