import { Form, Input, Modal, Radio, Slider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../providers/http.ts';
import { MATERIAL_NAME_MAX_LENGTH, SPEECH_CONTENT_MAX_LENGTH, SPEECH_SPEED, SPEECH_VOLUME, VOICE_TYPES } from '../../resources/materials/material-constants.ts';
import type { Material } from '../../resources/materials/material-record.schema.ts';
import { speechBody } from '../../resources/materials/material.schema.ts';
import { fieldErrorsToAntd, zodRule } from '../shell/zod-rule.ts';
import { speechFieldErrors } from './dialog-errors.ts';
import { SpeechPreviewButton } from './SpeechPreviewButton.tsx';
import type { SpeechValues } from './useMaterialWrites.ts';

const FIELDS = ['voice_type', 'name', 'content', 'speed', 'volume'] as const;
const DEFAULTS: SpeechValues = { voice_type: VOICE_TYPES[0], name: '', content: '', speed: SPEECH_SPEED.default, volume: SPEECH_VOLUME.default };

interface Props {
  /** The speech material to edit; none creates one. */
  material?: Material;
  onSubmit: (values: SpeechValues) => Promise<unknown>;
  onClose: () => void;
}

/** Spec §3 speech synthesis: voice type, name, content, speed, volume, with a preview in the browser. */
export function SpeechDialog({ material, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SpeechValues>();
  const [saving, setSaving] = useState(false);
  const label = (field: string) => t(`resources.materials.fields.${field}`);
  const required = { required: true, whitespace: true, message: t('validation.required') };
  const initialValues = material
    ? {
        voice_type: material.voice_type ?? DEFAULTS.voice_type,
        name: material.name,
        content: material.content ?? '',
        speed: material.speed ?? DEFAULTS.speed,
        volume: material.volume ?? DEFAULTS.volume,
      }
    : DEFAULTS;

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit({ ...values, name: values.name.trim(), content: values.content.trim() });
      onClose();
    } catch (error) {
      form.setFields(fieldErrorsToAntd(speechFieldErrors((error as ApiError).errors, FIELDS)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(material ? 'resources.materials.library.editSpeech' : 'resources.materials.library.newSpeech')}
      okText={t('engine.save')}
      cancelText={t('engine.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item name="voice_type" label={label('voice_type')} rules={[zodRule(speechBody.shape.voice_type, t)]}>
          <Radio.Group optionType="button" options={VOICE_TYPES.map((voice) => ({ value: voice, label: t(`resources.materials.voices.${voice}`) }))} />
        </Form.Item>
        <Form.Item name="name" label={label('name')} rules={[required, zodRule(speechBody.shape.name, t)]}>
          <Input maxLength={MATERIAL_NAME_MAX_LENGTH} data-testid="speech-name" />
        </Form.Item>
        <Form.Item name="content" label={label('content')} rules={[required, zodRule(speechBody.shape.content, t)]}>
          <Input.TextArea rows={4} maxLength={SPEECH_CONTENT_MAX_LENGTH} showCount data-testid="speech-content" />
        </Form.Item>
        <Form.Item name="speed" label={label('speed')}>
          <Slider
            min={SPEECH_SPEED.min}
            max={SPEECH_SPEED.max}
            step={0.1}
            marks={{ [SPEECH_SPEED.min]: `${SPEECH_SPEED.min}×`, 1: '1×', [SPEECH_SPEED.max]: `${SPEECH_SPEED.max}×` }}
            tooltip={{ formatter: (value) => `${value}×` }}
          />
        </Form.Item>
        <Form.Item name="volume" label={label('volume')}>
          <Slider
            min={SPEECH_VOLUME.min}
            max={SPEECH_VOLUME.max}
            marks={{ [SPEECH_VOLUME.min]: String(SPEECH_VOLUME.min), [SPEECH_VOLUME.max]: String(SPEECH_VOLUME.max) }}
          />
        </Form.Item>
        <SpeechPreviewButton settings={() => ({ ...DEFAULTS, ...form.getFieldsValue() })} />
      </Form>
    </Modal>
  );
}
