import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  customerActivitiesList,
  customerSignupSchema,
  customerSignupsPage,
  signInBody,
  signupBody,
  signupsQuery,
} from '../../../resources/activities/activity-signups.schema.ts';
import {
  customerAppointmentBody,
  customerAppointmentSchema,
  customerAppointmentsPage,
  customerAppointmentsQuery,
} from '../../../resources/appointments/customer-appointments.schema.ts';
import { CUSTOMER_API_PREFIX, CUSTOMER_TOKEN_KEYWORD } from '../../../resources/customers/customer-api.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { idParams } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { scopeForKeyHolder } from '../../tenancy/scope.ts';
import { activitiesForCustomer, signInOwn, signUpAsCustomer, signupsForCustomer } from '../activities/activity-signups.service.ts';
import { appointmentsForCustomer, bookAppointment } from '../appointments/appointments.service.ts';
import { customerApi } from './customer-api.service.ts';
import { ownCustomer } from './own-customer.service.ts';

const TAGS = ['customer-api'];
const LIMITS_NOTE = 'Limited per customer (CUSTOMER_API_PER_IDENTITY_PER_MINUTE) and per address (CUSTOMER_API_PER_ADDRESS_PER_MINUTE), code 429 past either';

/**
 * Activities and appointments on the customer-facing API (issue 37), signed in as every
 * `/app-api/customer/...` route past the login is (customer-api.routes.ts): the merchant's
 * publishable `customer` key, the customer's token, the same limits. A customer lists the
 * merchant's live activities, signs up (its answers judged against the activity's form) and signs
 * itself in with its own code, reads its own sign-ups; books appointments with the merchant's
 * stores and reads its own. Every statement names the key's merchant and the caller's customer.
 */
export function customerActivityRoutes(app: FastifyInstance, deps: Pick<RouteDeps, 'db' | 'env' | 'limits' | 'storage' | 'resources'>): void {
  const api = customerApi(deps);
  const { db } = deps;
  const scopeOf = (request: FastifyRequest) => scopeForKeyHolder(request.keyHolder!);
  const customerOf = (request: FastifyRequest) => ownCustomer(db, request.keyHolder!, request.customerIdentity!);

  void app.register(async (signedIn) => {
    signedIn.decorateRequest('customerIdentity', null);
    signedIn.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, [CUSTOMER_TOKEN_KEYWORD]: true } as typeof route.schema;
    });
    signedIn.addHook('onRequest', async (request) => {
      request.customerIdentity = await api.authenticate(request.keyHolder!, request.headers.authorization);
    });
    signedIn.addHook('preHandler', async (request) => api.spend(request.customerIdentity!, request.ip));

    addRoute(signedIn, {
      method: 'GET',
      url: `${CUSTOMER_API_PREFIX}/activities`,
      access: 'public',
      publishableKey: 'customer',
      summary: `The merchant's activities (not paused, not deleted), newest first: what the activity page shows, its form, the state it shows now, whether sign-up is open and whether the caller signed up. ${LIMITS_NOTE}`,
      tags: TAGS,
      response: customerActivitiesList,
      handler: async (request) => activitiesForCustomer(db, scopeOf(request), request.customerIdentity!.customer_id),
    });
    addRoute(signedIn, {
      method: 'POST',
      url: `${CUSTOMER_API_PREFIX}/activities/:id/signup`,
      access: 'public',
      publishableKey: 'customer',
      summary: `Sign up for one of the merchant's activities, once, with the answers its form asks (each of its kind; code 400 on \`answers.<key>\` otherwise). Refused (409) when sign-up is closed: paused or deleted, sign-up off, past the deadline or the end. Answers the sign-up and its code. ${LIMITS_NOTE}`,
      tags: TAGS,
      params: idParams,
      body: signupBody,
      response: customerSignupSchema,
      handler: async (request) => signUpAsCustomer(db, scopeOf(request), await customerOf(request), request.params.id, request.body.answers),
    });
    addRoute(signedIn, {
      method: 'POST',
      url: `${CUSTOMER_API_PREFIX}/activities/:id/sign-in`,
      access: 'public',
      publishableKey: 'customer',
      summary: `Sign in to an activity the caller signed up for, with its own sign-up's code, once: between the activity's start and end, when the activity takes sign-ins (409 otherwise). ${LIMITS_NOTE}`,
      tags: TAGS,
      params: idParams,
      body: signInBody,
      response: customerSignupSchema,
      handler: async (request) => signInOwn(db, scopeOf(request), (await customerOf(request)).id, request.params.id, request.body.code),
    });
    addRoute(signedIn, {
      method: 'GET',
      url: `${CUSTOMER_API_PREFIX}/signups`,
      access: 'public',
      publishableKey: 'customer',
      summary: `The caller's own sign-ups, newest first, with their codes, answers and record progress (the sign-in window: not started, ongoing, ended). ${LIMITS_NOTE}`,
      tags: TAGS,
      querystring: signupsQuery,
      response: customerSignupsPage,
      handler: async (request) => signupsForCustomer(db, scopeOf(request), (await customerOf(request)).id, request.query),
    });
    addRoute(signedIn, {
      method: 'POST',
      url: `${CUSTOMER_API_PREFIX}/appointments`,
      access: 'public',
      publishableKey: 'customer',
      summary: `Book an appointment with one of the merchant's stores, in the future, optionally for one of its activities and with one of its guides (code 400 on the field otherwise); the phone is the customer's when none is sent. Pending until the store confirms it. ${LIMITS_NOTE}`,
      tags: TAGS,
      body: customerAppointmentBody,
      response: customerAppointmentSchema,
      handler: async (request) => bookAppointment(deps, scopeOf(request), await customerOf(request), request.body),
    });
    addRoute(signedIn, {
      method: 'GET',
      url: `${CUSTOMER_API_PREFIX}/appointments`,
      access: 'public',
      publishableKey: 'customer',
      summary: `The caller's own appointments, latest time first. ${LIMITS_NOTE}`,
      tags: TAGS,
      querystring: customerAppointmentsQuery,
      response: customerAppointmentsPage,
      handler: async (request) => appointmentsForCustomer(db, scopeOf(request), (await customerOf(request)).id, request.query),
    });
  });
}
