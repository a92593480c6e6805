import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SceneGraph } from '../../../resources/plans/scene-graph.ts';
import { contentResourceOf, useRecordLinks } from '../../engine/useRecordLinks.ts';
import { LazyPanoramaViewer } from '../viewer/LazyPanoramaViewer.tsx';
import { useContentTargetNames } from './useContentTargetNames.ts';

type Hotspot = SceneGraph['scenes'][number]['hotspots'][number];

interface Props {
  graph: SceneGraph;
  mobile: boolean;
  resourceName: string;
}

/**
 * The preview as a viewer shows it: in a phone-sized frame for the mobile style, wide for PC. Its
 * hotspots are also listed under it as buttons, so the preview can be walked by keyboard (and
 * without WebGL): a scene hotspot moves to its scene, content opens its card, a link opens a tab.
 */
export function PreviewStage({ graph, mobile, resourceName }: Props) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`resources.${resourceName}.publish.${key}`, params);
  const [sceneId, setSceneId] = useState(graph.start);
  const [content, setContent] = useState<Hotspot | null>(null);
  const contentName = useContentTargetNames(graph);
  const link = useRecordLinks();
  const scene = graph.scenes.find((candidate) => candidate.id === sceneId) ?? graph.scenes[0]!;
  const follow = (hotspot: Hotspot) => {
    const target = hotspot.target as { kind: string; scene?: string; url?: string };
    if (target.kind === 'scene') setSceneId(target.scene!);
    else if (target.kind === 'link') window.open(target.url, '_blank', 'noopener,noreferrer');
    else setContent(hotspot);
  };
  const kindOf = (hotspot: Hotspot) => t(`resources.${resourceName}.editor.targetKinds.${(hotspot.target as { kind: string }).kind}`);
  /** What a hotspot opens: a scene by its name, content by its kind and name (issue 34: names, not ids). */
  const targetName = (hotspot: Hotspot) => {
    const target = hotspot.target as { kind: string; scene?: string; id?: number };
    if (target.kind === 'scene') return graph.scenes.find((candidate) => candidate.id === target.scene)?.name ?? target.scene;
    const named = contentName(target.kind, target.id);
    return named && 'name' in named ? `${kindOf(hotspot)} · ${named.name}` : kindOf(hotspot);
  };
  /** The content a hotspot opens, linked to its page where the session may open it; said to be gone once it is deleted. */
  const opened = (hotspot: Hotspot) => {
    const target = hotspot.target as { kind: string; id?: number };
    const named = contentName(target.kind, target.id);
    const to = link(contentResourceOf(target.kind) ?? [], target.id);
    return (
      <>
        <Typography.Paragraph>{text('opens', { kind: kindOf(hotspot) })}</Typography.Paragraph>
        {named && 'name' in named && (
          <Typography.Paragraph strong data-testid="preview-target">
            {to ? <Link to={to}>{named.name}</Link> : named.name}
          </Typography.Paragraph>
        )}
        {named && 'gone' in named && (
          <Typography.Paragraph type="warning" data-testid="preview-target-gone">
            {text('gone')}
          </Typography.Paragraph>
        )}
      </>
    );
  };
  return (
    <div className="publish-stage" data-testid={mobile ? 'preview-mobile' : 'preview-pc'}>
      <div className={mobile ? 'publish-phone' : 'publish-pc'}>
        <LazyPanoramaViewer
          graph={graph}
          sceneId={scene.id}
          onSceneChange={setSceneId}
          onHotspotClick={(hotspot) => follow(hotspot)}
          device={mobile ? 'phone' : 'desktop'}
          height={mobile ? '100%' : 'calc(100vh - 220px)'}
          ariaLabel={scene.name}
          unavailableText={t(`resources.${resourceName}.ui.viewerUnavailable`)}
        />
      </div>
      <aside className="publish-hotspots" aria-label={text('hotspotsOf', { scene: scene.name })}>
        <Typography.Title level={2} style={{ fontSize: 15 }} data-testid="preview-scene">
          {scene.name}
        </Typography.Title>
        <Space direction="vertical">
          {scene.hotspots.map((hotspot) => (
            <Button key={hotspot.id} onClick={() => follow(hotspot)}>
              {hotspot.title || targetName(hotspot)}
            </Button>
          ))}
        </Space>
      </aside>
      <Modal open={content !== null} title={content?.title || (content && targetName(content))} footer={null} onCancel={() => setContent(null)}>
        {content && opened(content)}
      </Modal>
    </div>
  );
}
