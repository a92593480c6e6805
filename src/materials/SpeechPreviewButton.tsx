import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPEECH_PREVIEW_MAX_LENGTH } from '../../resources/materials/material-constants.ts';
import { previewText, type SpeechSettings, speakPreview, speechAvailable } from './speech-preview.ts';

/**
 * Reads the first 100 characters aloud in the browser with the form's voice, speed and volume
 * (spec §5, §9); a second click stops. Disabled, with the reason, where the browser cannot speak.
 */
export function SpeechPreviewButton({ settings }: { settings: () => SpeechSettings }) {
  const { t, i18n } = useTranslation();
  const [speaking, setSpeaking] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  const available = speechAvailable();

  // Closing the dialog stops the voice too.
  useEffect(() => () => stop.current?.(), []);

  const toggle = () => {
    if (stop.current) {
      stop.current();
      return;
    }
    const current = settings();
    if (!previewText(current.content ?? '')) return;
    setSpeaking(true);
    stop.current = speakPreview(current, i18n.language, () => {
      stop.current = null;
      setSpeaking(false);
    });
  };

  const button = (
    <Button icon={speaking ? <PauseCircleOutlined /> : <PlayCircleOutlined />} disabled={!available} onClick={toggle} data-testid="speech-preview">
      {speaking ? t('resources.materials.library.stopPreview') : t('resources.materials.library.preview')}
    </Button>
  );
  return (
    <Space wrap>
      {available ? button : <Tooltip title={t('resources.materials.library.noSpeech')}>{button}</Tooltip>}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {available ? t('resources.materials.library.previewHint', { max: SPEECH_PREVIEW_MAX_LENGTH }) : t('resources.materials.library.noSpeech')}
      </Typography.Text>
    </Space>
  );
}
