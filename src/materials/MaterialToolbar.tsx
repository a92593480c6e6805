import { DeleteOutlined, DragOutlined, FolderAddOutlined, SoundOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOADED_KINDS } from '../../resources/materials/material-constants.ts';
import { UPLOAD_KINDS } from '../../resources/uploads/upload-kinds.ts';
import { formatBytes } from '../../resources/format/numbers.ts';
import { MATERIAL_ACCEPT, UPLOAD_KIND_OF } from './material-kinds.ts';
import type { MaterialAbilities } from './useMaterialAbilities.ts';

interface Props {
  abilities: MaterialAbilities;
  selectedCount: number;
  onNewFolder: () => void;
  onUpload: (files: File[]) => void;
  onNewSpeech: () => void;
  onMove: () => void;
  onDelete: () => void;
}

/** The library's actions: create (folder, upload, speech), batch move and delete, as far as the session may. */
export function MaterialToolbar(props: Props) {
  const { abilities, selectedCount } = props;
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const text = (key: string) => t(`resources.materials.library.${key}`);
  const limits = Object.fromEntries(UPLOADED_KINDS.map((kind) => [kind, formatBytes(UPLOAD_KINDS[UPLOAD_KIND_OF[kind]].maxBytes)]));

  return (
    <div className="material-toolbar">
      <Space wrap size={8}>
        {abilities.create && (
          <>
            <Button type="primary" icon={<FolderAddOutlined />} onClick={props.onNewFolder} data-testid="new-folder">
              {text('newFolder')}
            </Button>
            <Tooltip title={t('resources.materials.library.uploadHint', limits)}>
              <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="upload">
                {t('uploads.upload')}
              </Button>
            </Tooltip>
            <Button icon={<SoundOutlined />} onClick={props.onNewSpeech} data-testid="new-speech">
              {text('newSpeech')}
            </Button>
          </>
        )}
        {abilities.edit && (
          <Button icon={<DragOutlined />} onClick={props.onMove} data-testid="batch-move">
            {text('move')}
          </Button>
        )}
        {abilities.delete && (
          <Button danger icon={<DeleteOutlined />} onClick={props.onDelete} data-testid="batch-delete">
            {t('engine.delete')}
          </Button>
        )}
        {selectedCount > 0 && <Typography.Text type="secondary">{t('engine.selected', { count: selectedCount })}</Typography.Text>}
      </Space>
      {abilities.create && (
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={MATERIAL_ACCEPT}
          data-testid="upload-input"
          onChange={(event) => {
            props.onUpload([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      )}
    </div>
  );
}
