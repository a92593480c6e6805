import { describe, expect, it } from 'vitest';
import { contentTargets, isExternalLink, sceneGraphSchema } from '../../../resources/plans/scene-graph.ts';

const sphere = (name: string) => ({ kind: 'sphere', base: `/files/panoramas/7/${name}`, width: 4096 });
const graph = (extra: Record<string, unknown> = {}) => ({
  start: 'hall',
  scenes: [
    {
      id: 'hall',
      name: 'Hall',
      image: sphere('hall'),
      hotspots: [
        { id: 'to-kitchen', yaw: 30, pitch: -5, target: { kind: 'scene', scene: 'kitchen' } },
        { id: 'sofa', yaw: -60, pitch: -10, icon: 'goods', title: 'Sofa', target: { kind: 'commodity', id: 7 } },
      ],
    },
    { id: 'kitchen', name: 'Kitchen', image: sphere('kitchen'), hotspots: [{ id: 'album', yaw: 0, pitch: 0, target: { kind: 'album', id: 3 } }] },
  ],
  ...extra,
});
const issues = (value: unknown) => {
  const result = sceneGraphSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the scene graph (issue 20)', () => {
  it('takes a graph whose references all hold, with defaults for the initial view, icon and title', () => {
    const parsed = sceneGraphSchema.parse(graph());
    expect(parsed.scenes[0].initialView).toEqual({ yaw: 0, pitch: 0, fov: 90 });
    expect(parsed.scenes[1].hotspots[0]).toMatchObject({ icon: 'arrow', title: '' });
    expect(contentTargets(parsed)).toEqual({ commodity: [7], album: [3], video: [], document: [] });
  });

  it.each([
    ['a start that is no scene', graph({ start: 'attic' }), 'start: validation.noSuchScene'],
    [
      'a hotspot to a missing scene',
      graph({
        scenes: [{ id: 'hall', name: 'Hall', image: sphere('h'), hotspots: [{ id: 'x', yaw: 0, pitch: 0, target: { kind: 'scene', scene: 'attic' } }] }],
      }),
      'scenes.0.hotspots.0.target.scene: validation.noSuchScene',
    ],
    [
      'two scenes with one id',
      graph({
        scenes: [
          { id: 'hall', name: 'A', image: sphere('a') },
          { id: 'hall', name: 'B', image: sphere('b') },
        ],
      }),
      'scenes.1.id: validation.duplicate',
    ],
    [
      'a link that is no external link',
      graph({
        scenes: [
          { id: 'hall', name: 'Hall', image: sphere('h'), hotspots: [{ id: 'x', yaw: 0, pitch: 0, target: { kind: 'link', url: 'javascript:alert(1)' } }] },
        ],
      }),
      'scenes.0.hotspots.0.target.url: validation.externalLink',
    ],
  ])('refuses %s', (_name, value, expected) => {
    expect(issues(value)).toContain(expected);
  });

  it('refuses a view out of range, a cube without a size and an image outside the panorama store', () => {
    expect(issues(graph({ scenes: [{ id: 'hall', name: 'Hall', image: sphere('h'), initialView: { yaw: 200, pitch: 0 } }] })).join()).toContain(
      'initialView.yaw',
    );
    const cube = { kind: 'cube', base: '/files/panoramas/7/c', size: 0 };
    expect(issues(graph({ scenes: [{ id: 'hall', name: 'Hall', image: cube }] })).join()).toContain('image.size');
    for (const base of ['https://evil.example.com/p', '/files/panoramas/7/../8/x', '/files/other/7/x', '/files/panoramas/seven/x'])
      expect(issues(graph({ scenes: [{ id: 'hall', name: 'Hall', image: { kind: 'sphere', base, width: 2048 } }] }))).toContain(
        'scenes.0.image.base: validation.panoramaBase',
      );
  });

  it('knows external links as spec §5 says: http:, https:, mailto: and tel:', () => {
    expect(['http://a.b', 'HTTPS://a.b', 'mailto:a@b.c', 'tel:+8610'].map(isExternalLink)).toEqual([true, true, true, true]);
    expect(['ftp://a.b', 'javascript:x', '/relative', 'www.a.b'].map(isExternalLink)).toEqual([false, false, false, false]);
  });
});
