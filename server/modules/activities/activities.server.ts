import { activities } from '../../../resources/activities/activities.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { setFields } from '../../engine/record-actions.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import { handOverSignups } from './activity-signups.repository.ts';
import { activitySignupRoutes } from './activity-signups.routes.ts';

/**
 * Activities' server side: the status moves through the declared machine
 * (resources/activities/activities.resource.ts), and the participants' routes (the list, the
 * sign-in by code at the store, the export); customers sign up through the customer-facing API.
 */
export const activitiesServer = entityPlugin(activities, {
  // The declaration takes any text as a time: one that is none is a 422 here, not the database's 500.
  validate: async ({ values }) => {
    const times = { starts_at: values.starts_at, ends_at: values.ends_at, signup_deadline: values.signup_deadline };
    const errors: FieldErrors = {};
    for (const [name, value] of Object.entries(times)) if (value !== null && Number.isNaN(Date.parse(String(value)))) errors[name] = ['validation.dateTime'];
    if (Object.keys(errors).length) throw invalid(errors);
  },
  actions: {
    pause: { run: setFields(() => ({ status: 'paused' })) },
    resume: { run: setFields(() => ({ status: 'live' })) },
    remove: { run: setFields(() => ({ status: 'deleted' })) },
  },
  // The sign-ups carry their customer's guide (the participants' scope): they move with the customers.
  handOver: handOverSignups,
  routes: activitySignupRoutes,
});
