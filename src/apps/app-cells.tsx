import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RowCell } from '../engine/resource-ui.ts';
import { MediaThumb } from '../uploads/MediaThumb.tsx';

/** Where an app's preview page is (`/content/publish/{id}?of=apps`). */
export const appPreviewPath = (id: unknown) => `/content/publish/${Number(id)}?of=apps`;

/** The list's cover (spec §3 "cover image sources"): the 16:9 thumbnail, else the thumbnail, else the cover. */
export const AppCoverCell: RowCell = ({ row }) => {
  const url = [row.wide_thumb, row.thumb, row.cover_pic].find((candidate) => typeof candidate === 'string' && candidate !== '') as string | undefined;
  return url ? <MediaThumb url={url} size={64} /> : null;
};

/** The list's name with the link to the app's preview page, where it is also published and shared. */
export const AppNameCell: RowCell = ({ row }) => {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={0}>
      <span translate="no">{String(row.name ?? '')}</span>
      <Link to={appPreviewPath(row.id)} data-testid="app-preview-link">
        {t('appPages.preview')}
      </Link>
    </Space>
  );
};
