/**
 * China's provinces under one key each (the GB/T 2260 code's first two digits), so the names an app
 * reports ("浙江省", "浙江", "Zhejiang Province", "330000") meet one another, the map's features
 * ("浙江") and the stored events whatever their form: ingestion stores this code (issue 34,
 * server/modules/stats/stats-regions.ts), and the pages and exports name it in the reader's
 * language. Shared by the server and the browser; small enough for any page (cities, with their
 * pinyin, are in cities.ts, loaded only where regions are shown). Each row: code, the Chinese
 * short name, the English name, then other spellings.
 */
export const PROVINCES: readonly (readonly [code: string, zh: string, en: string, ...aliases: string[]])[] = [
  ['11', '北京', 'Beijing', 'peking'],
  ['12', '天津', 'Tianjin'],
  ['13', '河北', 'Hebei'],
  ['14', '山西', 'Shanxi'],
  ['15', '内蒙古', 'Inner Mongolia', 'nei mongol', 'neimenggu'],
  ['21', '辽宁', 'Liaoning'],
  ['22', '吉林', 'Jilin'],
  ['23', '黑龙江', 'Heilongjiang'],
  ['31', '上海', 'Shanghai'],
  ['32', '江苏', 'Jiangsu'],
  ['33', '浙江', 'Zhejiang'],
  ['34', '安徽', 'Anhui'],
  ['35', '福建', 'Fujian'],
  ['36', '江西', 'Jiangxi'],
  ['37', '山东', 'Shandong'],
  ['41', '河南', 'Henan'],
  ['42', '湖北', 'Hubei'],
  ['43', '湖南', 'Hunan'],
  ['44', '广东', 'Guangdong'],
  ['45', '广西', 'Guangxi'],
  ['46', '海南', 'Hainan'],
  ['50', '重庆', 'Chongqing'],
  ['51', '四川', 'Sichuan'],
  ['52', '贵州', 'Guizhou'],
  ['53', '云南', 'Yunnan'],
  ['54', '西藏', 'Tibet', 'xizang'],
  ['61', '陕西', 'Shaanxi'],
  ['62', '甘肃', 'Gansu'],
  ['63', '青海', 'Qinghai'],
  ['64', '宁夏', 'Ningxia'],
  ['65', '新疆', 'Xinjiang'],
  ['71', '台湾', 'Taiwan'],
  ['81', '香港', 'Hong Kong', 'hongkong'],
  ['82', '澳门', 'Macau', 'macao', '澳門'],
];

// Longest first: "维吾尔自治区" must go before "自治区" leaves "新疆维吾尔". Migration 026 strips the
// same suffixes in SQL (tests/server/modules/stats/stats-regions.test.ts holds the two together).
export const PROVINCE_SUFFIXES = [
  '维吾尔自治区',
  '壮族自治区',
  '回族自治区',
  '特别行政区',
  '自治区',
  '省',
  '市',
  'specialadministrativeregion',
  'autonomousregion',
  'municipality',
  'province',
  'sar',
  'uygur',
  'uyghur',
  'uighur',
  'zhuang',
  'hui',
  'sheng',
  'shi',
] as const;

/** Lower case, letters and CJK only: "Inner Mongolia" and "inner-mongolia" read alike. */
export const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z\u4e00-\u9fff]/g, '');

/** Each province's spellings as squeeze() leaves them, to its code. */
export const PROVINCE_SPELLINGS = new Map<string, string>(PROVINCES.flatMap(([code, ...names]) => names.map((name) => [squeeze(name), code] as const)));
const BY_CODE = new Map(PROVINCES.map((row) => [row[0], row]));

/** The first known name met while taking suffixes off: "anhuiprovince" stops at "anhui", before "hui" goes too. */
function lookUp(squeezed: string): string | null {
  let rest = squeezed;
  for (let changed = true; changed; ) {
    const found = PROVINCE_SPELLINGS.get(rest);
    if (found) return found;
    changed = false;
    for (const suffix of PROVINCE_SUFFIXES) {
      if (rest.endsWith(suffix) && rest.length > suffix.length) {
        rest = rest.slice(0, -suffix.length);
        changed = true;
        break;
      }
    }
  }
  return null;
}

/** The province a name means, as its two-digit code; null for a name that is not a province of China. */
export function provinceCode(name: string | null | undefined): string | null {
  const text = (name ?? '').trim();
  // A GB/T 2260 code, of the province ("33") or of a place in it ("330100").
  const digits = /^(\d{2})(\d{4})?$/.exec(text);
  if (digits) return BY_CODE.has(digits[1]) ? digits[1] : null;
  return lookUp(squeeze(text));
}

/** Whether a language reads China's places in Chinese characters (Chinese and Japanese) rather than in pinyin or English. */
export const readsHanzi = (language: string) => /^(zh|ja)/.test(language);

/**
 * A province's name for the reader: Chinese characters for Chinese and Japanese, the English name
 * otherwise. A code is what the events hold; a name of another form (rows rolled before migration
 * 026 whose events are gone) is read as its province, and what is no province is shown as it came.
 * '' (the unknown region) stays '': the caller says "Unknown region" in its own words.
 */
export function provinceLabel(code: string, language: string): string {
  const row = BY_CODE.get(code) ?? BY_CODE.get(provinceCode(code) ?? '');
  if (!row) return code;
  return readsHanzi(language) ? row[1] : row[2];
}

/** Events per province code, summed over every spelling the API used; names that match no province are kept apart. */
export function eventsByProvince(rows: readonly { province: string; events: number }[]): { byCode: Map<string, number>; unmatched: number } {
  const byCode = new Map<string, number>();
  let unmatched = 0;
  for (const row of rows) {
    const code = provinceCode(row.province);
    if (code) byCode.set(code, (byCode.get(code) ?? 0) + row.events);
    else unmatched += row.events;
  }
  return { byCode, unmatched };
}
