import { sql } from 'kysely';
import type { BodyOf } from '../../resources/engine/resource-types.ts';
import type { styleTemplates } from '../../resources/style-templates/style-templates.resource.ts';
import type { Db } from '../db/database.ts';

/** A template as its create body names it (the declaration's writable fields). */
type DemoTemplate = Required<BodyOf<typeof styleTemplates>>;

/** The operators' system templates, one of each style, both open: what every merchant's apps may pick. */
const SYSTEM_TEMPLATES: DemoTemplate[] = [
  {
    name: 'Fresh morning',
    style: 'simple',
    primary_color: '#2f9e77',
    background_color: '#f7fbf9',
    text_color: '#1f2d27',
    font: 'sans',
    layout: 'tabs',
    list_style: 'grid',
  },
  {
    name: 'Night studio',
    style: 'technology',
    primary_color: '#3ab8ff',
    background_color: '#0d1526',
    text_color: '#e6edf7',
    font: 'sans',
    layout: 'sections',
    list_style: 'large',
  },
];

/** Demo Living's own template: its brand's warm colours, made from the refreshing style. */
const LIVING_TEMPLATE: DemoTemplate = {
  name: 'Living warm oak',
  style: 'simple',
  primary_color: '#b5651d',
  background_color: '#fffaf3',
  text_color: '#3b2a1a',
  font: 'serif',
  layout: 'tabs',
  list_style: 'list',
};

async function insertTemplate(trx: Db, merchantId: number | null, template: DemoTemplate): Promise<void> {
  await sql`
    INSERT INTO style_templates (merchant_id, name, style, primary_color, background_color, text_color, font, layout, list_style)
    VALUES (${merchantId}, ${template.name}, ${template.style}, ${template.primary_color}, ${template.background_color},
      ${template.text_color}, ${template.font}, ${template.layout}, ${template.list_style})`.execute(trx);
}

/**
 * Issue 38's style templates: two open system ones (refreshing and technology) and a custom one of
 * Demo Living's, which the demo apps (seed-apps.ts, seeded after) pick from.
 */
export async function seedStyleTemplatesDemo(trx: Db, merchantIds: ReadonlyMap<string, number>): Promise<void> {
  for (const template of SYSTEM_TEMPLATES) await insertTemplate(trx, null, template);
  const living = merchantIds.get('living');
  if (living !== undefined) await insertTemplate(trx, living, LIVING_TEMPLATE);
}
