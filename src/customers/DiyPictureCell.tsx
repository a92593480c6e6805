import { PictureOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { HOVER_PREVIEW_SIZE, LIST_THUMBNAIL_SIZE } from '../../resources/uploads/upload-kinds.ts';
import { previewUrl } from '../uploads/media-urls.ts';

const THUMB = 48;

/** A DIY work's picture: a thumbnail that opens the picture whole on click (antd's preview). */
export function DiyPicture({ url, name, size = THUMB }: { url: unknown; name: string; size?: number }) {
  if (typeof url !== 'string' || !url) return <PictureOutlined aria-hidden style={{ fontSize: size / 2, color: '#bfbfbf' }} />;
  return (
    <Image
      src={previewUrl(url, LIST_THUMBNAIL_SIZE)}
      alt={name}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      preview={{ src: previewUrl(url, HOVER_PREVIEW_SIZE) }}
      data-testid="diy-picture"
    />
  );
}

/** The DIY list's picture cell. */
export function DiyPictureCell({ row }: { row: Readonly<Record<string, unknown>> }) {
  return <DiyPicture url={row.picture} name={String(row.name ?? '')} />;
}
