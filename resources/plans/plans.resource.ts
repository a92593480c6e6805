import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field, type FieldOptions } from '../engine/fields.ts';
import type { Machine } from '../engine/machines.ts';
import { mediaSharingFields } from '../media/media-fields.ts';
import type { TemplatePrivilege } from '../shared/merchant-terms.ts';
import { shareSchemaFor, VISIBILITIES } from '../shared/public-library.ts';

export const PLAN_NAME_MAX_LENGTH = 50;
export const PLAN_KINDS = ['plan', 'hall'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
/** The widest level viewers are served (the import keeps 2K, 4K and 8K; spec §3 "resolution"). */
export const PLAN_RESOLUTIONS = ['2k', '4k', '8k'] as const;
/** Spec §3: ordinary roaming, or real-time rendering (which needs the merchant's rendering permission). */
export const PLAN_TYPES = ['roaming', 'rendering'] as const;
/** What a plan takes when nothing names its resolution or type (a template's create; a merchant's without an import config). */
export const PLAN_DEFAULTS = { resolution: '4k', type: 'roaming' } as const;
export const PLAN_SOURCES = ['kujiale', 'gallery', 'link', 'excel', 'template', 'copy'] as const;
/** One status a user reads (issue 32): published means viewers see a revision; the editor may go on with the draft. */
export const PLAN_STATUSES = ['draft', 'submitted', 'published'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
/** Templates are not submitted: the operators publish them for merchants to copy. */
export const TEMPLATE_STATUSES = ['draft', 'published'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/**
 * How a merchant's plan moves (spec §4 names submit and publish, not the transitions: this is our
 * design). A draft is submitted; a draft or submitted plan is published; a published plan is
 * published again when its draft has a newer revision (the same revision again is "Status
 * unchanged", which the publish action judges, since it needs the revisions). Nothing leads back:
 * editing a published plan changes its draft, never what viewers see.
 */
export const PLAN_MACHINE: Machine<PlanStatus> = {
  states: PLAN_STATUSES,
  moves: [
    { action: 'submit', from: ['draft'], to: 'submitted' },
    { action: 'publish', from: ['draft', 'submitted', 'published'], to: 'published', allowSame: true },
  ],
};

/** A template is published, and published again with a newer revision. */
export const TEMPLATE_MACHINE: Machine<TemplateStatus> = {
  states: TEMPLATE_STATUSES,
  moves: [{ action: 'publish', from: ['draft', 'published'], to: 'published', allowSame: true }],
};
export const IMPORT_STATUSES = ['importing', 'ready', 'failed'] as const;
/** Which templates a merchant may copy: the basic template privilege copies basic ones, `all` any. */
export const TEMPLATE_TIERS = ['basic', 'premium'] as const;
export type TemplateTier = (typeof TEMPLATE_TIERS)[number];
/** The tiers each template privilege opens (provider administration's `template_privilege`). */
export const TIERS_OF_PRIVILEGE: Readonly<Record<TemplatePrivilege, readonly TemplateTier[]>> = { none: [], basic: ['basic'], all: ['basic', 'premium'] };

/** Longest import link (a panorama's or a Kujiale design's). */
export const IMPORT_LINK_MAX = 2000;
/** An import link: http or https, and a URL at all (the SSRF guard judges where it leads). */
export const isHttpLink = (link: string) => /^https?:\/\//i.test(link) && URL.canParse(link);

const hidden: FieldOptions = { list: { defaultHidden: true } };
const serverSet = <const O extends FieldOptions>(options: O) => ({ ...options, readOnly: true as const });
const options = (name: string, group: string, values: readonly string[]) => values.map((value) => ({ value, label: `resources.${name}.${group}.${value}` }));

/**
 * What plans, halls and both kinds of template have: the spec §3 fields and what imports and the
 * editor keep. A merchant's create that names no resolution or type takes its import config's
 * (plan-import-config.schema.ts; `configured`), a template's the product's defaults.
 */
function planFields(name: string, configured = false) {
  const resolution = z.enum(PLAN_RESOLUTIONS);
  const type = z.enum(PLAN_TYPES);
  const configurable = configured ? { help: `resources.${name}.help.configured` } : {};
  return {
    // Wide enough for the name's cell to hold its two links ("Edit scenes", "Preview and publish") on one line.
    name: field.text(z.string().trim().min(1).max(PLAN_NAME_MAX_LENGTH), { list: { sortable: true, width: 240 }, filter: 'like', search: true }),
    // The 96 px cover button (src/plans/plans.css) and its cell's padding.
    cover: field.media(z.string(), { kind: 'cover' }, serverSet({ list: { width: 112 } })),
    // Resolution and type are how a plan was made, seen in its details: the list at 1440 px keeps
    // room for what a merchant acts on (import, status, public library); the column chooser has them.
    resolution: field.select(
      configured ? resolution.optional() : resolution.default(PLAN_DEFAULTS.resolution),
      options(name, 'resolutions', PLAN_RESOLUTIONS),
      {
        ...hidden,
        filter: 'eq',
        ...configurable,
      },
    ),
    type: field.select(configured ? type.optional() : type.default(PLAN_DEFAULTS.type), options(name, 'types', PLAN_TYPES), {
      ...hidden,
      filter: 'eq',
      help: `resources.${name}.help.${configured ? 'configuredType' : 'type'}`,
    }),
    layer_support: field.switch(z.boolean().default(false), { ...hidden, filter: 'eq' }),
    hidden_ends: { ...mediaSharingFields(name).hidden_ends, help: `resources.${name}.help.hidden_ends` },
    source: field.select(z.enum(PLAN_SOURCES), options(name, 'sources', PLAN_SOURCES), serverSet({ ...hidden, filter: 'eq' })),
    // Given on create (a batch excel row's column too): the panoramas are imported from it then.
    source_link: field.text(
      z
        .string()
        .trim()
        .max(IMPORT_LINK_MAX)
        .refine((link) => link === '' || isHttpLink(link), { error: 'validation.importLinkHttp' })
        .default(''),
      { list: false, createOnly: true, help: `resources.${name}.help.source_link` },
    ),
    scene_count: field.number(z.number().int(), serverSet({ unit: 'count', list: { sortable: true } })),
    import_status: field.select(z.enum(IMPORT_STATUSES), options(name, 'importStatuses', IMPORT_STATUSES), serverSet({ filter: 'eq' })),
    // Why the last import failed, in words; the details leave it out when nothing failed.
    import_error: field.text(z.string(), serverSet({ list: false, detailWhenSet: true })),
    // Internal to the server and the list's actions, never shown: "Import failed: No" is the import
    // status said twice, and revision numbers mean nothing to a merchant (the status says "Published").
    upload_failed: field.switch(z.boolean(), serverSet({ list: false, hidden: true })),
    revision: field.number(z.number().int(), serverSet({ list: false, hidden: true })),
    published_revision: field.number(z.number().int().nullable(), serverSet({ list: false, hidden: true })),
    // When viewers last got a new revision; the list's status says whether it is published at all.
    published_at: field.datetime(z.string().nullable(), serverSet({ list: { sortable: true, defaultHidden: true } })),
  };
}

/** A merchant's plans or halls: store scope, public library, state and the guide who made them. */
function merchantPlanFields(name: string) {
  return {
    ...planFields(name, true),
    store_ids: field.reference(z.array(z.number().int().positive()).max(1_000).default([]), {
      ...hidden,
      multiple: true,
      help: `resources.${name}.help.store_ids`,
    }),
    status: field.select(z.enum(PLAN_STATUSES), options(name, 'statuses', PLAN_STATUSES), serverSet({ filter: 'eq' })),
    visibility: field.select(z.enum(VISIBILITIES), options(name, 'visibilities', VISIBILITIES), serverSet({ filter: 'eq' })),
    visible_store_ids: field.json(z.array(z.number()), serverSet({ list: false, readInLists: true })),
    // The guide's account id: a number that names no one to a reader, so it is never shown.
    sale_id: field.number(z.number().nullable(), serverSet({ list: false, hidden: true })),
    // The public address's id (/smartStore/<viewuuid>), given by the first publish and kept; the share dialog uses it.
    viewuuid: field.text(z.string().nullable(), serverSet({ list: false, readInLists: true, detailWhenSet: true })),
  };
}

/**
 * Spec §4's content actions: submit, copy, share to the public library (three ranges) and back,
 * and publish (the draft's scenes become what viewers see). The server side is
 * server/modules/plans/plans.actions.ts.
 */
const merchantActions = (name: string) =>
  [
    { name: 'submit', action: 'submit' },
    { name: 'copy', action: 'copy' },
    // The stores to pick are the store scope's choices, under the plans' own page.
    { name: 'share', action: 'share', body: shareSchemaFor(storeChoicesPath(name)) },
    { name: 'unshare', action: 'share' },
    { name: 'publish', action: 'publish' },
  ] as const;

/** The engine's choices route of the store scope field (server/engine/choice-routes.ts). */
export const storeChoicesPath = (name: string) => `/api/${name}/choices/store_ids`;

function merchantPlans<const N extends string>(name: N, kind: PlanKind, route: string) {
  return defineResource({
    name,
    route,
    table: 'plans',
    tenancy: 'merchant',
    fixed: { kind, template: false },
    titleField: 'name',
    defaultSort: '-updated_at',
    deletion: 'soft',
    tagArea: kind,
    // Spec §9: a batch excel import brings at most 100 rows; each row names a panorama link.
    import: { key: ['name'] },
    recordActions: merchantActions(name),
    machines: { status: PLAN_MACHINE },
    fields: merchantPlanFields(name),
  });
}

/** Plans (spec §3): one panoramic space, a flat or a room set. Page /content/planManagement. */
export const plans = merchantPlans('plans', 'plan', '/content/planManagement');
/** Halls (spec §3): a showroom of several spaces joined by hotspots. Page /content/hallManagement. */
export const halls = merchantPlans('halls', 'hall', '/content/hallManagement');

function templates<const N extends string>(name: N, kind: PlanKind, route: string, tagArea: string) {
  return defineResource({
    name,
    route,
    table: 'plans',
    tenancy: 'platform',
    fixed: { kind, template: true, merchant_id: null },
    titleField: 'name',
    defaultSort: '-updated_at',
    // Templates are the platform's own: deleted outright (the recycle bin is a merchant's).
    deletion: 'hard',
    tagArea,
    recordActions: [{ name: 'publish', action: 'publish' }] as const,
    machines: { status: TEMPLATE_MACHINE },
    fields: {
      ...planFields(name),
      status: field.select(z.enum(TEMPLATE_STATUSES), options(name, 'statuses', TEMPLATE_STATUSES), serverSet({ filter: 'eq' })),
      template_tier: field.select(z.enum(TEMPLATE_TIERS).default('basic'), options(name, 'tiers', TEMPLATE_TIERS), {
        filter: 'eq',
        help: `resources.${name}.help.template_tier`,
      }),
    },
  });
}

/** The operators' hall templates (/systemManagement/hallTemplate): merchants start a hall by copying one. */
export const hallTemplates = templates('hall-templates', 'hall', '/systemManagement/hallTemplate', 'hall-template');
/** The operators' real-time rendering plan templates (/systemManagement/realTimeRenderingPlanTemplate). */
export const planTemplates = templates('plan-templates', 'plan', '/systemManagement/realTimeRenderingPlanTemplate', 'plan-template');
