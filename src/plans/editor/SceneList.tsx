import { ArrowDownOutlined, ArrowUpOutlined, FlagOutlined } from '@ant-design/icons';
import { Button, Input, List, Space, Tag, Tooltip } from 'antd';
import type { SceneGraph } from '../../../resources/plans/scene-graph.ts';
import type { EditorAction, Scene } from './editor-state.ts';

interface Props {
  text(key: string): string;
  graph: SceneGraph;
  scene: Scene;
  dispatch(action: EditorAction): void;
}

/** The scenes in order: pick one, rename it, move it, make it the opening scene. */
export function SceneList({ text, graph, scene, dispatch }: Props) {
  const index = graph.scenes.findIndex((candidate) => candidate.id === scene.id);
  return (
    <section className="pano-editor-panel" aria-label={text('scenes')}>
      <h2>{text('scenes')}</h2>
      <List
        size="small"
        dataSource={graph.scenes}
        renderItem={(candidate) => (
          <List.Item
            className={candidate.id === scene.id ? 'selected' : undefined}
            onClick={() => dispatch({ type: 'selectScene', sceneId: candidate.id })}
            style={{ cursor: 'pointer' }}
            data-testid="scene-item"
          >
            <span>{candidate.name}</span>
            {candidate.id === graph.start && <Tag color="blue">{text('start')}</Tag>}
          </List.Item>
        )}
      />
      <Input
        value={scene.name}
        maxLength={50}
        aria-label={text('sceneName')}
        onChange={(event) => dispatch({ type: 'renameScene', name: event.target.value })}
        style={{ marginTop: 8 }}
      />
      <Space style={{ marginTop: 8 }} wrap>
        <Tooltip title={text('moveUp')}>
          <Button icon={<ArrowUpOutlined />} aria-label={text('moveUp')} disabled={index <= 0} onClick={() => dispatch({ type: 'moveScene', offset: -1 })} />
        </Tooltip>
        <Tooltip title={text('moveDown')}>
          <Button
            icon={<ArrowDownOutlined />}
            aria-label={text('moveDown')}
            disabled={index >= graph.scenes.length - 1}
            onClick={() => dispatch({ type: 'moveScene', offset: 1 })}
          />
        </Tooltip>
        <Button icon={<FlagOutlined />} disabled={graph.start === scene.id} onClick={() => dispatch({ type: 'setStart', sceneId: scene.id })}>
          {text('setStart')}
        </Button>
      </Space>
    </section>
  );
}
