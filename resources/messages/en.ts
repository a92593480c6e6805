import { uploadsEn } from './uploads-en.ts';
import { engineEn, engineValidationEn } from './engine-en.ts';
import { mediaMessages } from '../media/media.messages.ts';
import { storesMessages } from '../stores/stores.messages.ts';
import { accountsMessages } from '../accounts/accounts.messages.ts';
import { rolesMessages } from '../roles/roles.messages.ts';
import { merchantsMessages } from '../merchants/merchants.messages.ts';
import { shopsMessages } from '../shops/shops.messages.ts';
import { ordersMessages } from '../orders/orders.messages.ts';
import { customersMessages } from '../customers/customers.messages.ts';
import { intentionOrdersMessages } from '../intention-orders/intention-orders.messages.ts';
import { couponsMessages } from '../coupons/coupons.messages.ts';
import { activitiesMessages } from '../activities/activities.messages.ts';
import { appointmentsMessages } from '../appointments/appointments.messages.ts';
import { plansMessages } from '../plans/plans.messages.ts';
import { systemResourcesMessages } from '../system-resources/system-resources.messages.ts';
import { appsMessages } from '../apps/apps.messages.ts';
import { styleTemplatesMessages } from '../style-templates/style-templates.messages.ts';
/** Messages the server sends and the browser shows, in English (the fallback language). */
export const en = {
  organisation: { ...accountsMessages.en.organisation, ...rolesMessages.en.organisation, ...storesMessages.en.organisation },
  panoramaViewer: plansMessages.en.viewer,
  activitySignups: activitiesMessages.en.signups,
  couponClaims: couponsMessages.en.claims,
  errors: {
    ...mediaMessages.en.errors,
    ...storesMessages.en.errors,
    ...accountsMessages.en.errors,
    ...rolesMessages.en.errors,
    ...merchantsMessages.en.errors,
    ...shopsMessages.en.errors,
    ...ordersMessages.en.errors,
    ...customersMessages.en.errors,
    ...couponsMessages.en.errors,
    ...activitiesMessages.en.errors,
    ...plansMessages.en.errors,
    ...appsMessages.en.errors,
    ...styleTemplatesMessages.en.errors,
    tenantRequired: 'Name the merchant to act for with the tenant-id header.',
    unauthenticated: 'Your login information has expired, please log in again.',
    publishableKeyRequired: 'Send a valid publishable key in the X-Publishable-Key header (App settings shows it).',
    merchantExpired: 'Your account has expired; contact the operator to renew.',
    merchantDisabled: 'Your account has been disabled; contact the operator.',
    accountStopped: 'This account has been stopped; contact your administrator.',
    forbidden: "Sorry, you don't have this permission.",
    csrf: 'This request was refused for your safety: refresh the page and try again.',
    tenantMismatch: "Sorry, you don't have this permission: the request names another merchant.",
    notFound: 'The record does not exist or has been deleted.',
    routeNotFound: "Sorry, the page you visited doesn't exist.",
    validation: 'Some fields are not valid: correct them and try again.',
    badRequest: 'The request could not be read: {{detail}}',
    badJson: 'The request body is not valid JSON (keys named __proto__ or constructor are refused).',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'Unsupported content type: send JSON.',
    loginFailed: 'Incorrect username or password.',
    rateLimited: 'Too many requests. Try again in {{seconds}} seconds.',
    tooManyAttempts: 'Too many failed attempts. Try again in {{minutes}} minutes.',
    internal: 'Server error, please try again later.',
    unavailable: 'The service is temporarily unavailable, please try again later.',
    roleNotHeld: 'You do not hold this role.',
    windowTooLarge: 'from + size must not exceed {{max}}.',
    statusUnchanged: 'Status unchanged.',
    moveRefused: 'This {{record}} cannot move from “{{from}}” to “{{to}}” this way.',
  },
  validation: {
    ...engineValidationEn,
    ...mediaMessages.en.validation,
    ...storesMessages.en.validation,
    ...accountsMessages.en.validation,
    ...rolesMessages.en.validation,
    ...merchantsMessages.en.validation,
    ...shopsMessages.en.validation,
    ...ordersMessages.en.validation,
    ...customersMessages.en.validation,
    ...intentionOrdersMessages.en.validation,
    ...couponsMessages.en.validation,
    ...activitiesMessages.en.validation,
    ...appointmentsMessages.en.validation,
    ...plansMessages.en.validation,
    ...systemResourcesMessages.en.validation,
    ...appsMessages.en.validation,
    ...styleTemplatesMessages.en.validation,
    required: 'Required.',
    invalidType: 'Invalid value.',
    invalidValue: 'Invalid value.',
    invalidFormat: 'Invalid format.',
    tooShort: 'At least {{minimum}} characters.',
    unstorableText: 'Contains a character that cannot be stored (NUL, or half of a surrogate pair).',
    timeZoneOffset: 'Use a time zone offset between -12:00 and +14:00.',
    statsEventWindow: 'Send events from the last 7 days, not from the future.',
    statsEventContent: 'Name the app or the content the event is about.',
    statsTimeZone: 'Choose a time zone whose offset is a whole number of hours.',
    statsDayStart: 'Start the period at 00:00:00 of a real day (YYYY-MM-DD 00:00:00).',
    statsDayEnd: 'End the period at 23:59:59 of a real day (YYYY-MM-DD 23:59:59).',
    statsPeriodOrRange: 'Send either a period or a begin and end time, not both.',
    statsRange: 'The period must end on or after its first day and last at most 366 days.',
    statsDetailWindow: 'Detail lists reach at most 10,000 rows: from plus size must not pass 10,000.',
    statsUseAt: 'Use the format YYYY-MM-DD HH:mm:ss, optionally followed by a time zone offset such as +08:00 or Z.',
    tooLong: 'At most {{maximum}} characters.',
    tooSmall: 'Must be at least {{minimum}}.',
    tooBig: 'Must be at most {{maximum}}.',
    tooFew: 'Choose at least {{minimum}}.',
    tooMany: 'Choose at most {{maximum}}.',
    unknownField: 'This field is not accepted.',
    ownershipField: 'This field is set by the server and cannot be sent.',
    email: 'Please enter a valid email address.',
    emailTaken: 'This e-mail address is already used by another account.',
    phone: 'Please enter a phone number of at least 3 digits.',
    loginPasswordLength: 'Enter a password of at least 6 characters.',
    passwordLength: 'The password must be 6 to 20 characters.',
    passwordSpaces: 'The password cannot begin or end with a space.',
    passwordSameAsOld: 'The new password must differ from the old one.',
    passwordMismatch: 'Password mismatch: the confirmation does not match the new password.',
    passwordWrong: 'The old password is incorrect.',
  },
  ...engineEn,
  ...uploadsEn,
};

export type MessageCatalogue = typeof en;
