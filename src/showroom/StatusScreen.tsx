import { useWords } from './useWords.ts';

type Props = { status: 'loading' } | { status: 'missing' } | { status: 'failed'; message: string; onRetry(): void };

/** What the page shows instead of a showroom: loading, not available, or a failure to try again. */
export function StatusScreen(props: Props) {
  const { words } = useWords();
  if (props.status === 'loading')
    return (
      <main className="sr-status" aria-busy="true">
        <span className="sr-spinner" aria-hidden="true" />
        <p>{words.page.loading}</p>
      </main>
    );
  if (props.status === 'missing')
    return (
      <main className="sr-status" data-testid="showroom-missing">
        <svg className="sr-status-icon" viewBox="0 0 48 48" aria-hidden="true">
          <rect x="8" y="12" width="32" height="26" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M8 19h32M18 27l12 6M30 27l-12 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <h1>{words.page.notAvailable}</h1>
        <p>{words.page.notAvailableText}</p>
      </main>
    );
  return (
    <main className="sr-status" role="alert">
      <h1>{words.page.loadFailed}</h1>
      <p>{props.message}</p>
      <button type="button" className="sr-button" onClick={props.onRetry}>
        {words.page.retry}
      </button>
    </main>
  );
}
