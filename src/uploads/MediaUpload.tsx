import { CloseCircleFilled, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Progress, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaUploadOptions } from '../../resources/engine/fields.ts';
import { uploadRule } from '../../resources/uploads/upload-kinds.ts';
import { formatBytes } from '../lib/numbers.ts';
import { fileNameOf, mediaTypeOf } from './media-urls.ts';
import { MediaThumb } from './MediaThumb.tsx';
import { type UploadItem, uploads } from './upload-manager.ts';
import { useUploads } from './useUploads.ts';

type Value = string | string[] | null | undefined;

interface Props {
  upload: MediaUploadOptions;
  value?: Value;
  onChange?: (value: Value) => void;
  id?: string;
}

const asList = (value: Value): string[] => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * The form widget of a media field: the current file(s) with their thumbnails, and a button that
 * puts chosen files on the page's upload list. Each finished upload lands in the field even when
 * the user has gone elsewhere meanwhile and come back; failures are told once and can be retried
 * from the upload list.
 */
export function MediaUpload({ upload, value, onChange, id }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // Outside a form (the avatar picker) there is nothing else to fill.
  const form = Form.useFormInstance();
  const input = useRef<HTMLInputElement>(null);
  const mine = useRef(new Set<number>());
  const latest = useRef<Value>(value);
  latest.current = value;
  const items = useUploads().filter((item) => mine.current.has(item.id) && item.status !== 'done');
  const rule = uploadRule(upload.kind);
  const current = asList(value);
  const max = upload.multiple ? (upload.max ?? Infinity) : 1;

  const settled = (item: UploadItem) => {
    if (item.status === 'failed') {
      void message.error(item.error ?? t('uploads.failed'), 5);
      return;
    }
    mine.current.delete(item.id);
    const url = item.result!.url;
    const next = upload.multiple ? [...asList(latest.current), url].slice(0, max) : url;
    latest.current = next;
    onChange?.(next);
    if (upload.fill?.name) form?.setFieldValue(upload.fill.name, item.result!.name);
    if (upload.fill?.size) form?.setFieldValue(upload.fill.size, item.result!.size);
  };

  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const room = max - current.length - items.filter((item) => item.status !== 'failed').length;
    if (upload.multiple && chosen.length > room) void message.warning(t('uploads.maxCount', { count: upload.max }), 3);
    for (const file of upload.multiple ? chosen.slice(0, Math.max(0, room)) : chosen.slice(0, 1)) {
      mine.current.add(uploads.add(file, upload.kind, settled).id);
    }
    if (input.current) input.current.value = '';
  };

  const removeAt = (index: number) => onChange?.(upload.multiple ? current.filter((_, i) => i !== index) : null);

  return (
    <div id={id} data-testid="media-upload">
      <Flex wrap gap={8} align="center">
        {current.map((url, index) => (
          <span key={`${url}-${index}`} style={{ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <MediaThumb url={url} size={64} />
            {!upload.multiple && mediaTypeOf(url) === 'file' && (
              <Typography.Text ellipsis style={{ maxWidth: 200 }}>
                {fileNameOf(url)}
              </Typography.Text>
            )}
            <CloseCircleFilled
              role="button"
              aria-label={t('uploads.remove')}
              onClick={() => removeAt(index)}
              style={{ position: 'absolute', top: -6, right: -6, color: 'rgba(0,0,0,.45)', background: '#fff', borderRadius: '50%', cursor: 'pointer' }}
            />
          </span>
        ))}
        {items.map((item) => (
          <span key={item.id} style={{ width: 64, textAlign: 'center' }} title={item.error ?? item.file.name}>
            {item.status === 'failed' ? (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {t('uploads.failed')}
              </Typography.Text>
            ) : item.status === 'waiting' ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('uploads.waiting')}
              </Typography.Text>
            ) : (
              <Progress type="circle" size={48} percent={item.progress} format={() => <LoadingOutlined />} />
            )}
          </span>
        ))}
        {current.length < max && (
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="media-upload-button">
            {t('uploads.upload')}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          style={{ display: 'none' }}
          accept={rule.accept}
          multiple={Boolean(upload.multiple)}
          onChange={(event) => choose(event.target.files)}
          data-testid="media-upload-input"
        />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('uploads.limitHint', { accepted: rule.accept.replaceAll('.', '').toUpperCase().replaceAll(',', ', '), limit: formatBytes(rule.maxBytes) })}
        {upload.multiple && upload.max ? ` · ${t('uploads.maxCount', { count: upload.max })}` : ''}
        {upload.recommended ? ` · ${t('uploads.recommendedSize', { size: t(upload.recommended) })}` : ''}
      </Typography.Text>
    </div>
  );
}
