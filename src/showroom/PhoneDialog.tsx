import { type FormEvent, useState } from 'react';
import { PHONE_PATTERN } from '../../resources/validation/patterns.ts';
import { failureText } from './api-call.ts';
import { Overlay } from './Overlay.tsx';
import { useWords } from './useWords.ts';

type Props = { save(phone: string): Promise<void>; onDone(saved: boolean): void };

/**
 * Asks a guest for its phone the first time it claims or signs up (a guest becomes the merchant's
 * customer by leaving one); the server's refusal (a phone another customer has) is shown here.
 */
export function PhoneDialog({ save, onDone }: Props) {
  const { words } = useWords();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = phone.trim();
    if (!PHONE_PATTERN.test(value)) {
      setError(words.customer.invalid);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await save(value);
      onDone(true);
    } catch (failure) {
      setError(failureText(failure, words.customer.failed, words.page.offline));
      setBusy(false);
    }
  };

  return (
    <Overlay label={words.customer.title} onClose={() => onDone(false)} testId="showroom-phone">
      <form className="sr-form" onSubmit={submit} noValidate>
        <h2>{words.customer.title}</h2>
        <p className="sr-muted">{words.customer.text}</p>
        <label className="sr-field">
          <span>{words.customer.phone}</span>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={20}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            aria-invalid={error ? true : undefined}
            // biome-ignore lint/a11y/noAutofocus: the dialog asks this one thing
            autoFocus
          />
        </label>
        {error && (
          <p className="sr-error" role="alert">
            {error}
          </p>
        )}
        <div className="sr-form-actions">
          <button type="button" className="sr-button sr-button--ghost" onClick={() => onDone(false)}>
            {words.customer.cancel}
          </button>
          <button type="submit" className="sr-button" disabled={busy}>
            {words.customer.continue}
          </button>
        </div>
      </form>
    </Overlay>
  );
}
