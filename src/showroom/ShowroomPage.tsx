import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Showroom, ShowroomPageConfig } from '../../resources/apps/showroom.schema.ts';
import { ApiError, failureText } from './api-call.ts';
import { backgroundOf } from './Backdrop.tsx';
import { PasswordGate } from './PasswordGate.tsx';
import { ShowroomView } from './ShowroomView.tsx';
import { StatusScreen } from './StatusScreen.tsx';
import { showroomSource } from './showroom-source.ts';
import { themeVariables } from './theme.ts';
import { WordsContext } from './useWords.ts';
import { useViewportMode } from './useViewportMode.ts';
import { pickLanguage, type ShowroomLanguage, wordsOf } from './words.ts';

type State = { phase: 'loading' } | { phase: 'missing' } | { phase: 'failed'; message: string } | { phase: 'ready'; showroom: Showroom };

/**
 * The public showroom (`/smartStore/<viewuuid>`) and the back office's preview of an app: loads the
 * showroom, then shows its password gate, or the showroom itself, in the app's language and style.
 */
export function ShowroomPage({ config }: { config: ShowroomPageConfig | null }) {
  const [state, setState] = useState<State>(config ? { phase: 'loading' } : { phase: 'missing' });
  const [language, setLanguage] = useState<ShowroomLanguage>(() => pickLanguage(undefined, navigator.languages));
  const spoken = useRef(language);
  spoken.current = language;
  const source = useMemo(() => (config ? showroomSource(config, () => spoken.current) : null), [config]);
  const mode = useViewportMode(config?.preview?.mode);
  const words = useMemo(() => ({ language, words: wordsOf(language) }), [language]);

  const load = useCallback(async () => {
    if (!source) return;
    try {
      const showroom = await source.load();
      const chosen = pickLanguage(showroom.app.language, navigator.languages);
      spoken.current = chosen;
      setLanguage(chosen);
      setState({ phase: 'ready', showroom });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setState({ phase: 'missing' });
      else setState({ phase: 'failed', message: failureText(error, wordsOf(spoken.current).page.loadFailed, wordsOf(spoken.current).page.offline) });
    }
  }, [source]);
  useEffect(() => {
    void load();
  }, [load]);

  const app = state.phase === 'ready' ? state.showroom.app : null;
  useEffect(() => {
    document.documentElement.lang = language;
    if (app) document.title = app.name;
  }, [language, app]);

  const retry = () => {
    setState({ phase: 'loading' });
    void load();
  };
  const body = () => {
    if (state.phase === 'loading') return <StatusScreen status="loading" />;
    if (state.phase === 'missing') return <StatusScreen status="missing" />;
    if (state.phase === 'failed') return <StatusScreen status="failed" message={state.message} onRetry={retry} />;
    const { showroom } = state;
    if (showroom.locked || !showroom.content)
      return (
        <PasswordGate
          app={showroom.app}
          mode={mode}
          onUnlock={async (password) => {
            await source!.unlock(password);
            await load();
          }}
        />
      );
    return <ShowroomView showroom={showroom} content={showroom.content} config={config!} source={source!} mode={mode} />;
  };

  return (
    <WordsContext.Provider value={words}>
      <div
        className={`sr sr--${mode} sr--${app?.style.style ?? 'simple'}${app && !backgroundOf(app, mode) ? ' sr--plain' : ''}`}
        style={app ? themeVariables(app.style) : undefined}
        data-mode={mode}
        data-testid="showroom"
      >
        {body()}
      </div>
    </WordsContext.Provider>
  );
}
