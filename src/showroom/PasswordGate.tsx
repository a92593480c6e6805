import { type FormEvent, useState } from 'react';
import type { Showroom } from '../../resources/apps/showroom.schema.ts';
import { ApiError, failureText } from './api-call.ts';
import { Backdrop } from './Backdrop.tsx';
import type { ShowroomMode } from './useViewportMode.ts';
import { hideBroken } from './hide-broken.ts';
import { useWords } from './useWords.ts';

type Props = { app: Showroom['app']; mode: ShowroomMode; onUnlock(password: string): Promise<void> };

/**
 * The verify-view password gate: the app's look (background, logo, name) and a password form. The
 * server judges the password and limits the tries; its refusal (wrong, or too many tries) is said as it wrote it.
 */
export function PasswordGate({ app, mode, onUnlock }: Props) {
  const { words } = useWords();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    setError('');
    try {
      await onUnlock(password);
    } catch (failure) {
      // A wrong password is a field error of `password`; too many tries (429) says how long to wait in its message.
      const wrong = failure instanceof ApiError ? failure.fields.password?.[0] : undefined;
      setError(wrong ?? failureText(failure, words.gate.wrong, words.page.offline));
      setBusy(false);
    }
  };

  return (
    <>
      <Backdrop app={app} mode={mode} />
      <main className="sr-gate">
        <form className="sr-panel sr-gate-card" onSubmit={submit} data-testid="showroom-gate">
          {app.logo && <img className="sr-gate-logo" src={app.logo} alt="" onError={hideBroken} />}
          <p className="sr-gate-name">{app.name}</p>
          <h1>{words.gate.title}</h1>
          <p className="sr-muted">{words.gate.text}</p>
          <label className="sr-field">
            <span>{words.gate.password}</span>
            <input
              type="password"
              autoComplete="off"
              maxLength={64}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'sr-gate-error' : undefined}
              // biome-ignore lint/a11y/noAutofocus: the gate is the whole page and its one field
              autoFocus
            />
          </label>
          {error && (
            <p id="sr-gate-error" className="sr-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="sr-button sr-button--block" disabled={!password || busy}>
            {words.gate.open}
          </button>
        </form>
      </main>
    </>
  );
}
