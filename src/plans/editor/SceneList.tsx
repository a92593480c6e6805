import { ArrowDownOutlined, ArrowUpOutlined, ExclamationCircleFilled, FlagOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, List, Space, Tag, Tooltip } from 'antd';
import type { SceneGraph } from '../../../resources/plans/scene-graph.ts';
import type { EditorAction, Scene } from './editor-state.ts';
import { errorStatus, type GraphFieldError, hasErrorsIn, messagesAt, messagesBesides } from './graph-errors.ts';

interface Props {
  text(key: string): string;
  graph: SceneGraph;
  scene: Scene;
  dispatch(action: EditorAction): void;
  /** What a save found wrong: marked on its scene, the name's message under the name. */
  errors: readonly GraphFieldError[];
  /** Shown, not changed: only picking a scene to look at. */
  readOnly: boolean;
}

/** The scenes in order: pick one, rename it, move it, make it the opening scene. */
export function SceneList({ text, graph, scene, dispatch, errors, readOnly }: Props) {
  const index = graph.scenes.findIndex((candidate) => candidate.id === scene.id);
  const nameErrors = messagesAt(errors, scene.id, undefined, ['name']);
  // What a scene's own fields cannot show (an image not stored for this merchant): said above its name.
  const other = messagesBesides(errors, scene.id, undefined, ['name']);
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
            <Space size={4}>
              {candidate.id === graph.start && <Tag color="blue">{text('start')}</Tag>}
              {hasErrorsIn(errors, candidate.id) && <ExclamationCircleFilled className="pano-editor-error-mark" aria-label={text('hasErrors')} />}
            </Space>
          </List.Item>
        )}
      />
      {other.length > 0 && <Alert type="error" showIcon style={{ marginTop: 8 }} message={other.join(' ')} />}
      {!readOnly && (
        <>
          <Form layout="vertical" style={{ marginTop: 8 }}>
            <Form.Item label={text('sceneName')} required {...errorStatus(nameErrors)}>
              <Input
                value={scene.name}
                maxLength={50}
                aria-label={text('sceneName')}
                onChange={(event) => dispatch({ type: 'renameScene', name: event.target.value })}
              />
            </Form.Item>
          </Form>
          <Space wrap>
            <Tooltip title={text('moveUp')}>
              <Button
                icon={<ArrowUpOutlined />}
                aria-label={text('moveUp')}
                disabled={index <= 0}
                onClick={() => dispatch({ type: 'moveScene', offset: -1 })}
              />
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
        </>
      )}
    </section>
  );
}
