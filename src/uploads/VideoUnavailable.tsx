import { VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Below this size the words do not fit: the box keeps the icon and says it on hover. */
const WORDS_FROM_PX = 96;

/** What a video's box shows when its file cannot be played (missing, 404, not a video). */
export function VideoUnavailable({ size }: { size: number }) {
  const { t } = useTranslation();
  const text = t('uploads.videoUnavailable');
  return (
    <span
      data-testid="video-unavailable"
      title={text}
      style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 4, color: 'rgba(0,0,0,.45)', textAlign: 'center' }}
    >
      <VideoCameraOutlined style={{ fontSize: Math.min(size * 0.4, 32) }} />
      {size >= WORDS_FROM_PX && <span style={{ fontSize: 12, lineHeight: 1.3 }}>{text}</span>}
    </span>
  );
}
