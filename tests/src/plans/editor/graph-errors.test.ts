import { describe, expect, it } from 'vitest';
import type { SceneGraph } from '../../../../resources/plans/scene-graph.ts';
import { graphFieldErrors, hasErrorsIn, messagesAt } from '../../../../src/plans/editor/graph-errors.ts';
import { hotspotOf, sceneOf } from '../scene-fixtures.ts';

const spot = (id: string) => hotspotOf(id, { kind: 'commodity', id: 0 });
const graph: SceneGraph = { start: 'a', scenes: [sceneOf('a', 'A', [spot('h1')]), sceneOf('b', 'B', [spot('h1'), spot('h7')])] };

describe('graphFieldErrors (a save’s 422 errors on the scenes and hotspots they name)', () => {
  const errors = graphFieldErrors(
    {
      'graph.scenes.1.hotspots.1.target.id': ['Choose what this hotspot opens.'],
      'graph.scenes.0.name': ['Required.'],
      'graph.start': ['This scene does not exist in the plan.'],
      // The browser's own check words its keys without the body's `graph.`.
      'scenes.0.hotspots.0.title': ['At most 30 characters.'],
    },
    graph,
  );

  it('names each by the ids of its scene and hotspot, in the graph’s order (the first is revealed)', () => {
    expect(errors).toEqual([
      { sceneId: undefined, hotspotId: undefined, field: 'start', messages: ['This scene does not exist in the plan.'] },
      { sceneId: 'a', hotspotId: undefined, field: 'name', messages: ['Required.'] },
      { sceneId: 'a', hotspotId: 'h1', field: 'title', messages: ['At most 30 characters.'] },
      { sceneId: 'b', hotspotId: 'h7', field: 'target.id', messages: ['Choose what this hotspot opens.'] },
    ]);
  });

  it('gives a field its messages, and marks the scene and hotspot that hold one', () => {
    expect(messagesAt(errors, 'b', 'h7', ['target.id'])).toEqual(['Choose what this hotspot opens.']);
    expect(messagesAt(errors, 'b', 'h1', ['target.id'])).toEqual([]);
    expect(hasErrorsIn(errors, 'b')).toBe(true);
    expect(hasErrorsIn(errors, 'b', 'h1')).toBe(false);
  });
});
