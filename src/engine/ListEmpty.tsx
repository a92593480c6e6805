import { CloudUploadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { isRequired } from './form-values.ts';

interface Props {
  resource: ResourceDefinition;
  /** The list is filtered (search included): nothing matches rather than nothing exists. */
  filtered: boolean;
  /** The session may create records here. */
  canCreate: boolean;
  onCreate: () => void;
  onClearFilters: () => void;
}

/** A record is one uploaded file (a video, a document) when its create asks for exactly one file. */
export const createsByUpload = (resource: ResourceDefinition) =>
  resource.fieldList.some((field) => field.kind === 'media' && !field.readOnly && !field.upload?.multiple && isRequired(field));

/**
 * What an empty list says: after filtering, that nothing matches, with "Clear filters"; else what
 * the page holds and the next step ("Create your first album", "Upload your first video").
 */
export function ListEmpty({ resource, filtered, canCreate, onCreate, onClearFilters }: Props) {
  const { t, i18n } = useTranslation();
  if (filtered) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('engine.emptyFiltered')}>
        <Button onClick={onClearFilters}>{t('engine.clearFilters')}</Button>
      </Empty>
    );
  }
  const record = t(`resources.${resource.name}.record`);
  // The resource's plural word ("No settings yet."), not its page title lowercased ("No configuration
  // yet.", and wrong in languages that capitalise nouns); without one, the engine's own sentence.
  const recordsKey = `resources.${resource.name}.records`;
  const none = i18n.exists(recordsKey) ? t('engine.emptyNone', { items: t(recordsKey) }) : t('engine.empty');
  const upload = createsByUpload(resource);
  return (
    <Empty
      description={
        <>
          <div>{none}</div>
          {canCreate && <div style={{ color: 'rgba(0, 0, 0, 0.45)' }}>{t(upload ? 'engine.emptyHintUpload' : 'engine.emptyHintCreate', { record })}</div>}
        </>
      }
    >
      {canCreate && (
        <Button type="primary" icon={upload ? <CloudUploadOutlined /> : <PlusOutlined />} onClick={onCreate}>
          {t(upload ? 'engine.uploadFirst' : 'engine.createFirst', { record })}
        </Button>
      )}
    </Empty>
  );
}
