import { useEffect, useState } from 'react';
import { plansMessages } from '../../resources/plans/plans.messages.ts';
import { panoramaFiles } from '../../resources/plans/scene-graph.ts';
import type { Hotspot } from '../plans/viewer/markers.ts';
import PanoramaViewer from '../plans/viewer/PanoramaViewer.tsx';
import { failureText } from './api-call.ts';
import type { Opened, PlanItem } from './content-kinds.ts';
import { Overlay } from './Overlay.tsx';
import type { PlanScenes } from './showroom-source.ts';
import { watchStay } from './stats-recorder.ts';
import { useShowroom } from './useShowroom.ts';
import { useWords } from './useWords.ts';

// This module is loaded on demand (ContentOverlay): it and the viewer it imports are never in the first download.

type Graph = PlanScenes['graph'];

/** What a hotspot is called in the list: its title, else what it opens (a scene's or an item's name, a link's host). */
function hotspotName(hotspot: Hotspot, graph: Graph, targets: PlanScenes['targets']): string {
  if (hotspot.title) return hotspot.title;
  const target = hotspot.target as { kind: string; scene?: string; id?: number; url?: string };
  if (target.kind === 'scene') return graph.scenes.find((scene) => scene.id === target.scene)?.name ?? '';
  if (target.kind === 'link' && target.url && URL.canParse(target.url)) return new URL(target.url).host;
  const named = (targets as Record<string, Record<string, { name: string }> | undefined>)[target.kind]?.[String(target.id)];
  return named?.name ?? '';
}

/**
 * The scene's hotspots as buttons beside the viewer: followed by keyboard and touch alike, and
 * where the browser cannot show 360° images at all.
 */
function HotspotList(props: {
  scene?: Graph['scenes'][number];
  graph: Graph;
  targets: PlanScenes['targets'];
  label: string;
  onFollow(hotspot: Hotspot): void;
}) {
  const spots = (props.scene?.hotspots ?? [])
    .map((hotspot) => ({ hotspot, name: hotspotName(hotspot as Hotspot, props.graph, props.targets) }))
    .filter((spot) => spot.name);
  if (!spots.length) return null;
  return (
    <nav className="sr-hotspots" aria-label={props.label}>
      {spots.map(({ hotspot, name }) => (
        <button key={hotspot.id} type="button" className="sr-hotspot" onClick={() => props.onFollow(hotspot as Hotspot)}>
          {name}
        </button>
      ))}
    </nav>
  );
}

type State = { phase: 'loading' } | { phase: 'failed'; message: string } | ({ phase: 'ready' } & PlanScenes);

type Props = { plan: PlanItem; onClose(): void; onOpen(next: Opened): void };

/**
 * A plan or hall in the 360° viewer over the whole screen: its published scenes, a strip to jump
 * between them, scene hotspots followed, content hotspots opening their goods, album, video or
 * document, link hotspots their address in a new tab. The time it stays open is recorded.
 */
export default function PlanOverlay({ plan, onClose, onOpen }: Props) {
  const { source, stats, aloneId } = useShowroom();
  const { words, language } = useWords();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [sceneId, setSceneId] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    let current = true;
    setState({ phase: 'loading' });
    source.scenes(plan.id).then(
      (scenes) => {
        if (!current) return;
        setState({ phase: 'ready', ...scenes });
        setSceneId(scenes.graph.start);
      },
      (error: unknown) => current && setState({ phase: 'failed', message: failureText(error, words.viewer.loadFailed, words.page.offline) }),
    );
    return () => {
      current = false;
    };
  }, [source, plan.id, attempt]);

  // The time it is seen, the page hidden or left included (watchStay); a plan shown alone is the visit's own stay.
  useEffect(() => (aloneId === plan.id ? undefined : watchStay(window, (seconds) => stats.stay({ plan_id: plan.id }, seconds))), [stats, plan.id, aloneId]);

  /** A content hotspot opens its goods, album or video over the viewer, a document or link hotspot its address in a new tab. */
  const followHotspot = (hotspot: Hotspot) => {
    if (state.phase !== 'ready') return;
    const target = hotspot.target as { kind: string; id?: number; url?: string };
    const key = String(target.id);
    const { commodity, album, video, document } = state.targets;
    if (target.kind === 'link' && target.url) window.open(target.url, '_blank', 'noopener');
    else if (target.kind === 'document' && document[key]) {
      stats.view({ document_id: document[key].id });
      window.open(document[key].url, '_blank', 'noopener');
    } else if (target.kind === 'commodity' && commodity[key]) onOpen({ kind: 'goods', item: commodity[key] });
    else if (target.kind === 'album' && album[key]) onOpen({ kind: 'album', item: album[key] });
    else if (target.kind === 'video' && video[key]) onOpen({ kind: 'video', item: video[key] });
  };

  /** A hotspot followed from the list: a scene one moves there, any other opens as its marker would. */
  const follow = (hotspot: Hotspot) => {
    const target = hotspot.target as { kind: string; scene?: string };
    if (target.kind === 'scene' && target.scene) setSceneId(target.scene);
    else followHotspot(hotspot);
  };

  const body = () => {
    if (state.phase === 'loading')
      return (
        <div className="sr-viewer-status">
          <span className="sr-spinner" aria-hidden="true" />
          <p>{words.viewer.loading}</p>
        </div>
      );
    if (state.phase === 'failed')
      return (
        <div className="sr-viewer-status" role="alert">
          <p>{state.message}</p>
          <button type="button" className="sr-button" onClick={() => setAttempt((count) => count + 1)}>
            {words.page.retry}
          </button>
        </div>
      );
    const { graph, targets } = state;
    if (!graph.scenes.length)
      return (
        <div className="sr-viewer-status">
          <p>{words.viewer.noScenes}</p>
        </div>
      );
    return (
      <div className="sr-viewer">
        <PanoramaViewer
          graph={graph}
          sceneId={sceneId}
          onSceneChange={setSceneId}
          onHotspotClick={followHotspot}
          height="100%"
          ariaLabel={plan.name}
          texts={plansMessages[language].viewer}
          unavailableText={words.viewer.unavailable}
        />
        <HotspotList
          scene={graph.scenes.find((scene) => scene.id === sceneId)}
          graph={graph}
          targets={targets}
          label={words.viewer.hotspots}
          onFollow={follow}
        />
        {graph.scenes.length > 1 && (
          <nav className="sr-scenes" aria-label={words.viewer.scenes}>
            {graph.scenes.map((scene) => (
              <button
                key={scene.id}
                type="button"
                className="sr-scene"
                aria-current={scene.id === sceneId ? 'true' : undefined}
                onClick={() => setSceneId(scene.id)}
              >
                <img src={panoramaFiles.thumbnail(scene.image)} alt="" loading="lazy" />
                <span>{scene.name}</span>
              </button>
            ))}
          </nav>
        )}
      </div>
    );
  };

  return (
    <Overlay label={plan.name} onClose={onClose} variant="full" title={plan.name} testId="showroom-viewer">
      {body()}
    </Overlay>
  );
}
