import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field, type FieldOptions } from '../engine/fields.ts';
import type { Machine } from '../engine/machines.ts';
import { httpLinkOrEmpty, optionalMediaUrl } from '../media/media-url.ts';
import { shareSchemaFor, VISIBILITIES } from '../shared/public-library.ts';
import { ONLINE_CHANNELS, SHOWROOM_LIST_STYLES } from '../shared/showroom-terms.ts';

export const APP_NAME_MAX_LENGTH = 50;
/** The engine's choices route of the stores an app is shared with (server/engine/choice-routes.ts), which the share dialog picks from. */
export const APP_STORE_CHOICES_PATH = '/api/apps/choices/visible_store_ids';
/** Spec §5: the verify-view password is 4–10 characters (none: the showroom is open to anyone with its address). */
export const VIEW_PASSWORD_MIN = 4;
export const VIEW_PASSWORD_MAX = 10;
/** Items of one kind an app shows when chosen one by one (a showroom page, not a catalogue). */
export const APP_CONTENT_MAX = 100;
/** Plan tags an app gathers plans and halls by. */
export const APP_PLAN_TAGS_MAX = 20;
export const SHARE_DESCRIPTION_MAX = 200;
/** The languages a showroom speaks to its visitors. */
export const APP_LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
/** An app's list style: its style template's, or one of its own. */
export const APP_LIST_STYLES = ['template', ...SHOWROOM_LIST_STYLES] as const;

export const APP_STATUSES = ['draft', 'submitted', 'published'] as const;
export type AppStatus = (typeof APP_STATUSES)[number];

/**
 * How an app moves (spec §4 names submit and publish, not the transitions: our design, as plans
 * have it). A draft is submitted; a draft or submitted app is published, which gives it its view id
 * and puts it on the shelf; publishing again is "Status unchanged". Nothing leads back: an app
 * leaves its customers by going off shelf, or to the recycle bin.
 */
export const APP_MACHINE: Machine<AppStatus> = {
  states: APP_STATUSES,
  moves: [
    { action: 'submit', from: ['draft'], to: 'submitted' },
    { action: 'publish', from: ['draft', 'submitted'], to: 'published' },
  ],
};

/** The shelf (spec §4 "items can be on or off shelf"): only a published app on shelf opens at its public address. */
export const APP_SHELF_MACHINE: Machine<boolean> = {
  states: [true, false],
  moves: [
    { action: 'shelve', from: [false], to: true },
    { action: 'unshelve', from: [true], to: false },
  ],
};

/** The content kinds an app shows, each a list of the merchant's own records' ids (the field's name). */
export const APP_CONTENT_FIELDS = ['plan_ids', 'hall_ids', 'commodity_ids', 'album_ids', 'video_ids', 'document_ids', 'coupon_ids', 'activity_ids'] as const;
export type AppContentField = (typeof APP_CONTENT_FIELDS)[number];

const options = (group: string, values: readonly (string | number)[]) => values.map((value) => ({ value, label: `resources.apps.${group}.${value}` }));
const hidden: FieldOptions = { list: { defaultHidden: true } };
const picture = (recommended?: string, section = 'look') =>
  field.media(
    optionalMediaUrl,
    { kind: 'cover', ...(recommended ? { recommended: `resources.apps.recommended.${recommended}` } : {}) },
    { list: false, section },
  );
const content = () =>
  field.reference(z.array(z.number().int().positive()).max(APP_CONTENT_MAX).default([]), { multiple: true, list: false, section: 'content' });

/**
 * Apps (spec §3 "App", §4, §5, §9): a merchant's branded showroom over its plans, halls, goods,
 * albums, videos, documents, coupons and activities, opened by its customers at
 * `/smartStore/<viewuuid>` once published and on shelf. Deleted apps go to the recycle bin (spec
 * §4). The backgrounds are picked from the merchant's background library (App settings); the
 * verify-view password is kept sealed (encrypted) and shown to those who edit the app, since the
 * merchant hands it to its customers. Server side: server/modules/apps.
 */
export const apps = defineResource({
  name: 'apps',
  route: '/content/appManagement',
  table: 'apps',
  tenancy: 'merchant',
  titleField: 'name',
  defaultSort: '-updated_at',
  deletion: 'soft',
  tagArea: 'app',
  sections: ['basics', 'look', 'content', 'sharing'],
  recordActions: [
    { name: 'submit', action: 'submit' },
    { name: 'copy', action: 'copy' },
    { name: 'share', action: 'share', body: shareSchemaFor(APP_STORE_CHOICES_PATH) },
    { name: 'unshare', action: 'share' },
    { name: 'shelve', action: 'edit' },
    { name: 'unshelve', action: 'edit' },
    { name: 'publish', action: 'publish' },
  ],
  machines: { status: APP_MACHINE, on_shelf: APP_SHELF_MACHINE },
  fields: {
    name: field.text(z.string().trim().min(1).max(APP_NAME_MAX_LENGTH), { list: { sortable: true, width: 220 }, filter: 'like', search: true }),
    // The list shows the 16:9 thumbnail, else the thumbnail, else the cover (spec §3 "cover image sources").
    cover_pic: field.media(optionalMediaUrl, { kind: 'cover', recommended: 'resources.apps.recommended.cover' }, { list: { width: 112 } }),
    thumb: field.media(optionalMediaUrl, { kind: 'thumbnail' }, { list: false }),
    wide_thumb: field.media(optionalMediaUrl, { kind: 'thumbnail', recommended: 'resources.apps.recommended.wide_thumb' }, { list: false }),
    status: field.select(z.enum(APP_STATUSES), options('statuses', APP_STATUSES), { readOnly: true, filter: 'eq' }),
    on_shelf: field.switch(z.boolean(), { readOnly: true, filter: 'eq' }),
    channel: field.select(z.literal(ONLINE_CHANNELS).default(0), options('channels', ONLINE_CHANNELS), { ...hidden, filter: 'eq' }),
    language: field.select(z.enum(APP_LANGUAGES).default('zh'), options('languages', APP_LANGUAGES), hidden),
    share_description: field.textarea(z.string().trim().max(SHARE_DESCRIPTION_MAX).default(''), { list: false, section: 'sharing' }),
    view_password: field.text(
      z
        .string()
        .trim()
        .refine((text) => text === '' || (text.length >= VIEW_PASSWORD_MIN && text.length <= VIEW_PASSWORD_MAX), { error: 'validation.viewPassword' })
        .default(''),
      { list: false, sealed: true, section: 'sharing', help: 'resources.apps.help.view_password' },
    ),
    coupon_link: field.url(httpLinkOrEmpty, { list: false, section: 'sharing' }),
    custom_link: field.url(httpLinkOrEmpty, { list: false, section: 'sharing' }),
    style_template_id: field.reference(z.number().int().positive().nullable().default(null), { ...hidden, section: 'look' }),
    list_style: field.select(z.enum(APP_LIST_STYLES).default('template'), options('listStyles', APP_LIST_STYLES), { list: false, section: 'look' }),
    pc_background: field.text(optionalMediaUrl, { list: false, section: 'look', widget: 'app-background' }),
    mobile_background: field.text(optionalMediaUrl, { list: false, section: 'look', widget: 'app-background' }),
    logo: picture('logo'),
    open_screen: picture('open_screen'),
    guide_image: picture(),
    activity_image: picture(),
    music: field.media(optionalMediaUrl, { kind: 'audio' }, { list: false, section: 'look' }),
    plan_tags: field.stringList(z.array(z.string().trim().min(1).max(15)).max(APP_PLAN_TAGS_MAX).default([]), {
      list: false,
      section: 'content',
      help: 'resources.apps.help.plan_tags',
    }),
    plan_ids: content(),
    hall_ids: content(),
    commodity_ids: content(),
    album_ids: content(),
    video_ids: content(),
    document_ids: content(),
    coupon_ids: content(),
    activity_ids: content(),
    visibility: field.select(z.enum(VISIBILITIES), options('visibilities', VISIBILITIES), { readOnly: true, filter: 'eq', list: { defaultHidden: true } }),
    visible_store_ids: field.reference(z.array(z.number().int().positive()), { multiple: true, list: false, readOnly: true }),
    // The public address's id, given by the first publish; the list's share button uses it.
    viewuuid: field.text(z.string().nullable(), { readOnly: true, list: false, readInLists: true, detailWhenSet: true }),
    published_at: field.datetime(z.string().nullable(), { readOnly: true, list: { sortable: true, defaultHidden: true } }),
  },
});
