import { type FormEvent, useMemo, useState } from 'react';
import type { ActivityField } from '../../resources/activities/activity-fields.schema.ts';
import type { ActionOutcome } from './action-outcome.ts';
import { type Answers, checkAnswers, questionsOf } from './activity-form.ts';
import type { ActivityItem } from './content-kinds.ts';
import { Overlay } from './Overlay.tsx';
import { useWords } from './useWords.ts';

type Props = { activity: ActivityItem; onClose(): void; onSubmit(answers: Answers): Promise<ActionOutcome> };

/** An activity's sign-up form, built from its questions (text, phone, e-mail, single, multiple, date). */
export function SignupForm({ activity, onClose, onSubmit }: Props) {
  const { words } = useWords();
  const questions = useMemo(() => questionsOf(activity.form_fields), [activity.form_fields]);
  const [answers, setAnswers] = useState<Answers>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const set = (key: string, value: string | string[]) => setAnswers((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAnswers(questions, answers, words.activities);
    setProblems(checked.problems);
    if (Object.keys(checked.problems).length) return;
    setBusy(true);
    setOutcome(null);
    const result = await onSubmit(checked.sent);
    setBusy(false);
    setOutcome(result);
    if (result && !result.ok && result.fields) {
      const byKey = Object.entries(result.fields).map(([path, messages]) => [path.replace(/^answers\./, ''), messages.join(' ')]);
      setProblems(Object.fromEntries(byKey));
    }
  };

  const done = outcome?.ok === true;
  return (
    <Overlay label={activity.name} onClose={onClose} testId="showroom-signup">
      <form className="sr-form" onSubmit={submit} noValidate>
        <h2>{activity.name}</h2>
        {questions.map((question) => (
          <Question
            key={question.key}
            question={question}
            value={answers[question.key]}
            problem={problems[question.key]}
            disabled={done}
            onChange={(value) => set(question.key, value)}
          />
        ))}
        {outcome && (
          <p className={outcome.ok ? 'sr-success' : 'sr-error'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </p>
        )}
        {done ? (
          <button type="button" className="sr-button sr-button--block" onClick={onClose}>
            {words.page.close}
          </button>
        ) : (
          <button type="submit" className="sr-button sr-button--block" disabled={busy}>
            {busy ? words.activities.sending : activity.button_text || words.activities.submit}
          </button>
        )}
      </form>
    </Overlay>
  );
}

type QuestionProps = {
  question: ActivityField;
  value: string | string[] | undefined;
  problem?: string;
  disabled: boolean;
  onChange(value: string | string[]): void;
};

function Question({ question, value, problem, disabled, onChange }: QuestionProps) {
  const id = `sr-q-${question.key}`;
  const described = problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};
  const label = (
    <>
      {question.label}
      {question.required && (
        <span className="sr-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
  const error = problem && (
    <span id={`${id}-problem`} className="sr-error">
      {problem}
    </span>
  );
  if (question.kind === 'multiple' || question.kind === 'single') {
    const picked = Array.isArray(value) ? value : value ? [value] : [];
    const multiple = question.kind === 'multiple';
    return (
      <fieldset className="sr-field sr-choices" {...described}>
        <legend>{label}</legend>
        {question.options.map((option) => (
          <label key={option} className="sr-choice">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              checked={picked.includes(option)}
              disabled={disabled}
              onChange={(event) => onChange(multiple ? (event.target.checked ? [...picked, option] : picked.filter((one) => one !== option)) : option)}
            />
            <span>{option}</span>
          </label>
        ))}
        {error}
      </fieldset>
    );
  }
  const types = { text: 'text', phone: 'tel', email: 'email', date: 'date' } as const;
  return (
    <label className="sr-field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        type={types[question.kind]}
        inputMode={question.kind === 'phone' ? 'numeric' : undefined}
        autoComplete={question.kind === 'phone' ? 'tel' : question.kind === 'email' ? 'email' : 'off'}
        maxLength={200}
        value={typeof value === 'string' ? value : ''}
        required={question.required}
        disabled={disabled}
        placeholder={question.kind === 'date' ? 'YYYY-MM-DD' : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...described}
      />
      {error}
    </label>
  );
}
