import { activities } from '../../resources/activities/activities.resource.ts';
import { coupons } from '../../resources/coupons/coupons.resource.ts';

/** The spec's marketing pages (§2): `edit/new` creates a coupon, as the spec has no create view for coupons. */
export const NEW_COUPON = 'new';
export const couponEditPath = (id: unknown) => `${coupons.route}/edit/${id === NEW_COUPON ? NEW_COUPON : Number(id)}`;
export const couponDetailPath = (id: unknown) => `${coupons.route}/detail/${Number(id)}`;
export const activityCreatePath = () => `${activities.route}/create`;
export const activityEditPath = (id: unknown) => `${activities.route}/edit/${Number(id)}`;

/** A route's `:id` as a record id, or null for anything else. */
export const positiveId = (value: string | undefined) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);
