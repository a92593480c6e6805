import {
  CustomerServiceOutlined,
  PlayCircleFilled,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileWordOutlined,
  FolderFilled,
  SoundOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Material } from '../../resources/materials/material-record.schema.ts';
import { fileTypeOf } from '../../resources/media/file-types.ts';
import { MediaThumb } from '../uploads/MediaThumb.tsx';

const FILE_ICONS = { pdf: [FilePdfOutlined, '#e5484d'], word: [FileWordOutlined, '#1182fb'], ppt: [FilePptOutlined, '#f76808'] } as const;

/** A material's picture: the file itself for images and videos (with the hover preview), an icon for the rest. */
export function MaterialVisual({ material, size }: { material: Pick<Material, 'kind' | 'name' | 'url'>; size: number }) {
  const style = { fontSize: Math.round(size * 0.5) };
  if ((material.kind === 'image' || material.kind === 'video') && material.url) {
    const thumb = <MediaThumb url={material.url} size={size} style={{ width: '100%', height: size }} />;
    if (material.kind === 'image') return thumb;
    // A video whose first frame the browser cannot show would be a blank box: the play mark says what it is.
    return (
      <span className="material-visual material-visual--video" style={{ height: size }}>
        {thumb}
        <PlayCircleFilled className="material-visual__play" style={{ fontSize: Math.round(size * 0.3) }} />
      </span>
    );
  }
  const box = (icon: ReactNode) => (
    <span className="material-visual" style={{ height: size }}>
      {icon}
    </span>
  );
  if (material.kind === 'folder') return box(<FolderFilled style={{ ...style, color: '#f5b90f' }} />);
  if (material.kind === 'audio') return box(<SoundOutlined style={{ ...style, color: '#13a8a8' }} />);
  if (material.kind === 'speech') return box(<CustomerServiceOutlined style={{ ...style, color: '#7262fd' }} />);
  const type = fileTypeOf(material.name);
  const [Icon, color] = type ? FILE_ICONS[type] : [FileOutlined, '#8c8c8c'];
  return box(<Icon style={{ ...style, color }} />);
}
