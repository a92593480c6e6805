import { useTranslation } from 'react-i18next';
import type { Material } from '../../resources/materials/material-record.schema.ts';
import { MoveDialog } from './MoveDialog.tsx';
import { NameDialog } from './NameDialog.tsx';
import { SpeechDialog } from './SpeechDialog.tsx';
import type { MaterialLibrary } from './useMaterialLibrary.ts';
import type { MaterialWrites } from './useMaterialWrites.ts';

export type DialogState =
  | { type: 'folder' }
  | { type: 'rename'; material: Material }
  | { type: 'speech'; material?: Material }
  | { type: 'move'; ids: number[] }
  | null;

interface Props {
  dialog: DialogState;
  library: MaterialLibrary;
  writes: MaterialWrites;
  onClose: () => void;
  onMoved: (ids: number[]) => void;
}

/** The library's one open dialog; what each creates goes into the open folder. */
export function MaterialDialogs({ dialog, library, writes, onClose, onMoved }: Props) {
  const { t } = useTranslation();
  const folder = library.folder ?? null;
  if (!dialog) return null;
  if (dialog.type === 'folder') {
    return (
      <NameDialog
        title={t('resources.materials.library.newFolder')}
        label={t('resources.materials.library.folderName')}
        onSubmit={(name) => writes.createFolder(name, folder)}
        onClose={onClose}
      />
    );
  }
  if (dialog.type === 'rename') {
    return (
      <NameDialog
        title={t('resources.materials.library.rename')}
        label={t('resources.materials.fields.name')}
        initial={dialog.material.name}
        onSubmit={(name) => writes.rename(dialog.material.id, name)}
        onClose={onClose}
      />
    );
  }
  if (dialog.type === 'speech') {
    const { material } = dialog;
    return (
      <SpeechDialog
        material={material}
        onSubmit={(values) => (material ? writes.updateSpeech(material.id, values) : writes.createSpeech(values, folder))}
        onClose={onClose}
      />
    );
  }
  return (
    <MoveDialog
      tree={library.tree}
      ids={dialog.ids}
      from={folder}
      onMove={async (pid) => {
        const result = await writes.move(dialog.ids, pid);
        onMoved(result.ok);
        return result;
      }}
      onClose={onClose}
    />
  );
}
