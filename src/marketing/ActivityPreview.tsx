import { CalendarOutlined, ClockCircleOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Carousel, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../engine/date-format.ts';
import { previewUrl } from '../uploads/media-urls.ts';
import { fieldRowsOf } from './ActivityFieldsEditor.tsx';
import { PreviewSignupForm } from './PreviewSignupForm.tsx';

const text = (key: string) => `activityPages.preview.${key}`;
const IMAGE_SIZE = 1200;
/** The entrance image's recommended shape (spec §9: 1008 × 222). */
const ENTRANCE_RATIO = '1008 / 222';

const timeOf = (value: unknown): Dayjs | null => (dayjs.isDayjs(value) ? value : typeof value === 'string' && value ? dayjs(value) : null);
const urlsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string' && !!url) : typeof value === 'string' && value ? [value] : [];

/** The days and "04:12:55" left to `until`, ticking each second; null once it has passed. */
function useCountdown(until: Dayjs | null): { days: number; clock: string } | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!until) return null;
  const left = Math.floor((until.valueOf() - now) / 1000);
  if (left <= 0) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  const [days, hours, minutes, seconds] = [Math.floor(left / 86400), Math.floor((left % 86400) / 3600), Math.floor((left % 3600) / 60), left % 60];
  return { days, clock: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}

/** The header images, turning by themselves; the entrance image stands in when there are none. */
function PreviewImages({ header, entrance }: { header: string[]; entrance: string[] }) {
  const { t } = useTranslation();
  const shown = header.length ? header : entrance;
  if (!shown.length)
    return (
      <Flex align="center" justify="center" vertical gap={4} style={{ height: 180, background: '#e6f4ff', color: '#1677ff' }} data-testid="preview-no-image">
        <PictureOutlined style={{ fontSize: 32 }} />
        <Typography.Text type="secondary">{t(text('noImages'))}</Typography.Text>
      </Flex>
    );
  const image = (url: string) => (
    <img
      key={url}
      src={previewUrl(url, IMAGE_SIZE)}
      alt=""
      style={{
        display: 'block',
        width: '100%',
        height: header.length ? 220 : 'auto',
        objectFit: 'cover',
        aspectRatio: header.length ? undefined : ENTRANCE_RATIO,
      }}
    />
  );
  return shown.length === 1 ? (
    image(shown[0]!)
  ) : (
    <Carousel autoplay dots>
      {shown.map((url) => (
        <div key={url}>{image(url)}</div>
      ))}
    </Carousel>
  );
}

/**
 * The activity page as a participant sees it on a phone (375 × 667), drawn from the form's values
 * as they are typed: header images, name, times, the countdown when on, the description, the
 * sign-up form and its button; below it, how the entrance image stands in the activity list.
 */
export function ActivityPreview({ values }: { values: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const starts = timeOf(values.starts_at);
  const ends = timeOf(values.ends_at);
  const deadline = timeOf(values.signup_deadline);
  const beforeStart = Boolean(starts?.isAfter(dayjs()));
  const countdown = useCountdown(values.countdown ? (beforeStart ? starts : ends) : null);
  const when = (time: Dayjs | null) => (time ? formatDateTime(time.toISOString(), i18n.language) : '—');
  const name = String(values.name ?? '').trim();
  const signup = values.signup_enabled !== false;
  const entrance = urlsOf(values.entrance_image);
  return (
    <Flex vertical gap={12} align="center" data-testid="activity-preview">
      <Typography.Text type="secondary">{t(text('title'))}</Typography.Text>
      <div className="activity-phone" role="img" aria-label={t(text('title'))}>
        <div className="activity-phone-screen">
          <PreviewImages header={urlsOf(values.header_images)} entrance={entrance} />
          <Flex vertical gap={12} style={{ padding: 16, background: '#fff' }}>
            <Typography.Title level={4} style={{ margin: 0 }} translate="no" data-testid="preview-name">
              {name || t(text('unnamed'))}
            </Typography.Title>
            <Typography.Text type="secondary">
              <CalendarOutlined /> {starts || ends ? `${when(starts)} – ${when(ends)}` : t(text('noTimes'))}
            </Typography.Text>
            {deadline && signup && (
              <Typography.Text type="secondary">
                <ClockCircleOutlined /> {t(text('deadline'), { time: when(deadline) })}
              </Typography.Text>
            )}
            {countdown && (
              <div style={{ background: '#fff1f0', color: '#cf1322', borderRadius: 6, padding: '6px 10px' }} data-testid="preview-countdown">
                {t(beforeStart ? text('startsIn') : text('endsIn'), { time: t(text('countdown'), countdown) })}
              </div>
            )}
          </Flex>
          {String(values.description ?? '').trim() && (
            <Typography.Paragraph
              style={{ margin: '8px 0 0', padding: 16, background: '#fff', whiteSpace: 'pre-wrap' }}
              translate="no"
              data-testid="preview-description"
            >
              {String(values.description)}
            </Typography.Paragraph>
          )}
          {signup && (
            <div style={{ marginTop: 8, padding: 16, background: '#fff' }}>
              <PreviewSignupForm rows={fieldRowsOf(values.form_fields)} />
            </div>
          )}
        </div>
        <div className="activity-phone-footer">
          <Button type="primary" block size="large" shape="round" disabled={!signup} data-testid="preview-button" translate="no">
            {signup ? String(values.button_text ?? '').trim() || t(text('buttonFallback')) : t(text('signupOff'))}
          </Button>
        </div>
      </div>
      <Flex vertical gap={6} style={{ width: 355, maxWidth: '100%' }}>
        <Typography.Text type="secondary">{t(text('entrance'))}</Typography.Text>
        <div
          style={{ position: 'relative', aspectRatio: ENTRANCE_RATIO, borderRadius: 8, overflow: 'hidden', background: '#f0f0f0' }}
          data-testid="preview-entrance"
        >
          {entrance.length ? (
            <img src={previewUrl(entrance[0]!, IMAGE_SIZE)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Flex align="center" justify="center" style={{ height: '100%' }}>
              <Typography.Text type="secondary">{t(text('noEntrance'))}</Typography.Text>
            </Flex>
          )}
        </div>
      </Flex>
    </Flex>
  );
}
