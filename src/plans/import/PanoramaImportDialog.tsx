import { useCustomMutation } from '@refinedev/core';
import { Alert, App, Form, Input, Modal, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUBE_FACE_NAMES } from '../../../resources/plans/scene-graph.ts';
import { type ChosenFile, usePanoramaUploads } from './usePanoramaUploads.ts';

type Source = 'gallery' | 'link' | 'kujiale';
type Shape = 'sphere' | 'cube';
type Face = (typeof CUBE_FACE_NAMES)[number];

interface Props {
  open: boolean;
  resourceName: string;
  resourcePath: string;
  id: number;
  onStarted(): void;
  onClose(): void;
}

const stem = (name: string) => name.replace(/\.[^.]+$/, '');

/** A file input as a labelled button (the label names what to choose), with what was chosen beside it. */
function FilePick({ label, multiple, onFiles, file }: { label: string; multiple?: boolean; onFiles(files: File[]): void; file?: ChosenFile }) {
  return (
    <Space>
      <label className="ant-btn ant-btn-default" style={{ cursor: 'pointer' }}>
        {label}
        <input
          type="file"
          accept=".jpg,.jpeg,image/jpeg"
          multiple={multiple}
          aria-label={label}
          style={{ display: 'none' }}
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </label>
      {file && <Typography.Text type={file.error ? 'danger' : undefined}>{file.error ? `${file.name}: ${file.error}` : file.name}</Typography.Text>}
    </Space>
  );
}

/**
 * The four-source import of spec §3 but the batch excel (which the list's Import does): local
 * gallery spheres or a cube's six faces, a panorama link, or a Kujiale design link. The files go
 * through the page's upload list; the import itself runs in the job centre.
 */
export function PanoramaImportDialog({ open, resourceName, resourcePath, id, onStarted, onClose }: Props) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`resources.${resourceName}.import.${key}`, params);
  const { message } = App.useApp();
  const [source, setSource] = useState<Source>('gallery');
  const [shape, setShape] = useState<Shape>('sphere');
  const [link, setLink] = useState('');
  const spheres = usePanoramaUploads<string>();
  const cube = usePanoramaUploads<Face>();
  const { mutateAsync, mutation } = useCustomMutation();
  const uploading = spheres.pending + cube.pending;

  const body = () => {
    if (source !== 'gallery') return { source, link };
    if (shape === 'cube') {
      const faces = Object.fromEntries(CUBE_FACE_NAMES.flatMap((face) => (cube.chosen[face]?.url ? [[face, cube.chosen[face]!.url]] : [])));
      return { source, panoramas: [{ kind: 'cube', faces }] };
    }
    const files = Object.values(spheres.chosen) as ChosenFile[];
    return { source, panoramas: files.filter((file) => file.url).map((file) => ({ kind: 'sphere', name: stem(file.name), file: file.url })) };
  };
  const close = () => {
    spheres.reset();
    cube.reset();
    setLink('');
    onClose();
  };
  const start = async () => {
    try {
      await mutateAsync({ url: `${resourcePath}/${id}/panoramas`, method: 'post', values: body(), successNotification: false, errorNotification: false });
    } catch {
      return; // the HTTP client has said why (a 422 names the field, a 409 the state)
    }
    void message.success(text('started'));
    onStarted();
    close();
  };

  return (
    <Modal
      open={open}
      title={text('title')}
      onCancel={close}
      okText={text('start')}
      onOk={() => void start()}
      okButtonProps={{ disabled: uploading > 0, loading: mutation.isPending }}
      destroyOnHidden
      data-testid="import-dialog"
    >
      <Form layout="vertical">
        <Form.Item>
          <Segmented<Source>
            block
            value={source}
            onChange={setSource}
            options={(['gallery', 'link', 'kujiale'] as const).map((value) => ({ value, label: text(`sources.${value}`) }))}
          />
        </Form.Item>
        {source === 'gallery' && (
          <>
            <Form.Item>
              <Segmented<Shape>
                value={shape}
                onChange={setShape}
                options={(['sphere', 'cube'] as const).map((value) => ({ value, label: text(`shapes.${value}`) }))}
              />
            </Form.Item>
            {shape === 'sphere' ? (
              <Form.Item extra={text('spheresHint')}>
                <Space direction="vertical">
                  <FilePick
                    label={text('chooseSpheres')}
                    multiple
                    onFiles={(files) => {
                      for (const [index, file] of files.entries()) spheres.choose(`${Date.now()}-${index}`, file);
                    }}
                  />
                  {(Object.values(spheres.chosen) as ChosenFile[]).map((file) => (
                    <Typography.Text key={file.name} type={file.error ? 'danger' : undefined}>
                      {file.error ? `${file.name}: ${file.error}` : file.name}
                    </Typography.Text>
                  ))}
                </Space>
              </Form.Item>
            ) : (
              <Form.Item extra={text('cubeHint')}>
                <Space direction="vertical">
                  {CUBE_FACE_NAMES.map((face) => (
                    <FilePick
                      key={face}
                      label={text('chooseFace', { face: text(`faces.${face}`) })}
                      onFiles={([file]) => file && cube.choose(face, file)}
                      file={cube.chosen[face]}
                    />
                  ))}
                </Space>
              </Form.Item>
            )}
            {uploading > 0 && <Alert type="info" showIcon message={text('uploading', { count: uploading })} />}
          </>
        )}
        {source !== 'gallery' && (
          <Form.Item label={text(source === 'link' ? 'linkLabel' : 'kujialeLabel')} required>
            <Input
              value={link}
              onChange={(event) => setLink(event.target.value)}
              placeholder="https://"
              aria-label={text(source === 'link' ? 'linkLabel' : 'kujialeLabel')}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
