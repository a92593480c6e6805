import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SceneGraph } from '../../../resources/plans/scene-graph.ts';
import { LazyPanoramaViewer } from '../viewer/LazyPanoramaViewer.tsx';

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
  const scene = graph.scenes.find((candidate) => candidate.id === sceneId) ?? graph.scenes[0]!;
  const follow = (hotspot: Hotspot) => {
    const target = hotspot.target as { kind: string; scene?: string; url?: string };
    if (target.kind === 'scene') setSceneId(target.scene!);
    else if (target.kind === 'link') window.open(target.url, '_blank', 'noopener,noreferrer');
    else setContent(hotspot);
  };
  const targetName = (hotspot: Hotspot) => {
    const target = hotspot.target as { kind: string; scene?: string; id?: number };
    if (target.kind === 'scene') return graph.scenes.find((candidate) => candidate.id === target.scene)?.name ?? target.scene;
    return t(`resources.${resourceName}.editor.targetKinds.${target.kind}`);
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
        {content && text('opens', { kind: targetName(content), id: (content.target as { id?: number }).id })}
      </Modal>
    </div>
  );
}
