import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { provinceLabel } from '../../resources/stats/provinces.ts';

type Cities = typeof import('../../resources/stats/cities.ts');

// The city tables and pinyin-pro (resources/stats/cities.ts) are a chunk of their own, fetched the
// first time a page shows regions (the cockpit's regions, the event lists), never with the first
// download; once here they serve every page.
let cities: Cities | undefined;
let loading: Promise<Cities> | undefined;
function loadCities(): Promise<Cities> {
  loading ??= import('../../resources/stats/cities.ts').then(
    (module) => {
      cities = module;
      return module;
    },
    (error: unknown) => {
      // A failed fetch (a new deployment, a lost connection) is tried again by the next page.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface RegionNames {
  /** A province code ("44") as the reader reads it ("Guangdong", 广东); '' is the unknown region. */
  province(code: string | null): string;
  /** A city code ("440300") as the reader reads it ("Shenzhen", 深圳); '' until the city names are in. */
  city(code: string | null): string;
}

/**
 * Regions in the reader's language (issue 34): the events keep GB/T 2260 codes, which read as
 * Chinese characters in Chinese and Japanese and as pinyin or English in the other languages.
 * Provinces are named at once; cities once their chunk has arrived (the hook renders again then).
 */
export function useRegionNames(): RegionNames {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState(cities);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadCities().then(
      (module) => live && setLoaded(module),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  const language = i18n.language;
  const unknown = t('resources.stats.unknownRegion');
  return useMemo(
    () => ({
      province: (code) => (code === null ? '' : code === '' ? unknown : provinceLabel(code, language)),
      city: (code) => (code === null || !loaded ? '' : loaded.cityLabel(code, language)),
    }),
    [loaded, language, unknown],
  );
}
