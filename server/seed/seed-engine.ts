import type { Db } from '../db/database.ts';

/** Demo rows of the issue-4 screens: shop types, versions, settings and tag groups. */
const SHOP_TYPES = [
  ['Tmall', 0],
  ['Dedicated mall', 12],
  ['Youzan', 16],
  ['Flagship store', 19],
  ['Weimob', 21],
  ['Customer type A', 23],
  ['Customer type B', 25],
] as const;

const VERSIONS = [
  { platform: 'windows', version: '2.3.2', update_time: '2026-08-01T02:00:00Z', notes: 'Faster panorama loading.' },
  { platform: 'windows', version: '2.4.0', update_time: '2026-10-15T02:00:00Z', notes: 'Offline packages for apps.' },
  { platform: 'android', version: '2.4.1', update_time: '2026-10-20T02:00:00Z', notes: 'Sticker app preview.' },
];

const SETTINGS = [
  ['site.title', 'Site title', 'Atrium', 'Shown in the browser tab and the login page.'],
  ['recycle.retentionDays', 'Recycle bin retention (days)', '30', 'Spec §9: deleted plans, goods and apps are kept 30 days.'],
  ['stats.detailWindow', 'Statistics detail window', '10000', 'from + size may not exceed this.'],
  ['support.email', 'Support e-mail', 'support@atrium.test', ''],
] as const;

const MERCHANT_TAGS: [area: string, name: string, multiple: boolean, items: string[]][] = [
  ['commodity', 'Style', false, ['Modern', 'Nordic', 'Chinese', 'Industrial']],
  ['commodity', 'Room', true, ['Living room', 'Bedroom', 'Kitchen', 'Bathroom']],
  ['plan', 'Area', false, ['Under 90 m²', '90–140 m²', 'Over 140 m²']],
  ['hall', 'Theme', true, ['Wood', 'Stone', 'Light']],
  ['album', 'Season', false, ['Spring', 'Summer', 'Autumn', 'Winter']],
  ['customer', 'Intent', false, ['High', 'Medium', 'Low']],
];

export async function seedEngineDemo(trx: Db, demoMerchantId: number): Promise<void> {
  const stamp = { created_at: new Date(), updated_at: new Date() };
  for (const [name, style_id] of SHOP_TYPES) {
    await trx
      .insertInto('shop_types' as never)
      .values({ name, style_id, ...stamp } as never)
      .execute();
  }
  for (const version of VERSIONS) {
    await trx
      .insertInto('versions')
      .values({
        ...version,
        update_time: new Date(version.update_time),
        download_link: `https://downloads.atrium.test/${version.platform}/atrium-${version.version}`,
      })
      .execute();
  }
  for (const [config_key, name, config_value, description] of SETTINGS) {
    await trx
      .insertInto('system_config' as never)
      .values({ config_key, name, config_value, description } as never)
      .execute();
  }
  for (const [area, name, multiple, items] of MERCHANT_TAGS) {
    await trx
      .insertInto('tag_groups' as never)
      .values({ merchant_id: demoMerchantId, area, name, multiple, items } as never)
      .execute();
  }
  await trx
    .insertInto('tag_groups' as never)
    .values({ merchant_id: null, area: 'hall-template', name: 'Style', multiple: false, items: ['Modern', 'Classic'] } as never)
    .execute();
}
