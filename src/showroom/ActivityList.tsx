import { useState } from 'react';
import type { ActionOutcome } from './action-outcome.ts';
import { type Answers, signupOpen } from './activity-form.ts';
import type { ActivityItem } from './content-kinds.ts';
import { SignupForm } from './SignupForm.tsx';
import { hideBroken } from './hide-broken.ts';
import { useWords } from './useWords.ts';
import { day, fill } from './words.ts';

type Props = { activities: ActivityItem[]; image: string; onSignUp(activity: ActivityItem, answers: Answers): Promise<ActionOutcome> };

/** The app's activities under its activity image: when each runs, until when it takes sign-ups, and its button. */
export function ActivityList({ activities, image, onSignUp }: Props) {
  const { words, language } = useWords();
  const [open, setOpen] = useState<ActivityItem | null>(null);
  return (
    <div className="sr-activities">
      {image && <img className="sr-banner" src={image} alt="" loading="lazy" onError={hideBroken} />}
      <ul className="sr-activity-list">
        {activities.map((activity) => {
          const taking = signupOpen(activity);
          return (
            <li key={activity.id} className="sr-activity" data-testid="showroom-activity">
              {activity.entrance_image && <img src={activity.entrance_image} alt="" loading="lazy" />}
              <div className="sr-activity-body">
                <h3>{activity.name}</h3>
                <p className="sr-muted">{fill(words.activities.when, { start: day(activity.starts_at, language), end: day(activity.ends_at, language) })}</p>
                {activity.signup_deadline && <p className="sr-muted">{fill(words.activities.deadline, { date: day(activity.signup_deadline, language) })}</p>}
                <button type="button" className="sr-button" disabled={!taking} onClick={() => setOpen(activity)}>
                  {taking ? activity.button_text || words.activities.signUp : words.activities.closed}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {open && <SignupForm activity={open} onClose={() => setOpen(null)} onSubmit={(answers) => onSignUp(open, answers)} />}
    </div>
  );
}
