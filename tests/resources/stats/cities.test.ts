import { describe, expect, it } from 'vitest';
import { CITIES, cityCode, cityLabel, regionLabels, romanise, storedRegion } from '../../../resources/stats/cities.ts';
import { DEMO_REGIONS } from '../../../resources/stats/stats-kinds.ts';

describe('cities', () => {
  it('holds each prefecture-level city and directly governed county-level city once, under its province', () => {
    expect(CITIES.length).toBeGreaterThan(390);
    expect(new Set(CITIES.map((city) => city.code)).size).toBe(CITIES.length);
    for (const city of CITIES) {
      expect(city.code, city.full).toMatch(/^\d{6}$/);
      // The short name readers use: no 市, 地区, 自治州 or its peoples.
      expect(city.zh, city.full).not.toMatch(/(市|地区|自治州|自治县|族)$/);
      // Pinyin or English, never a Chinese character.
      expect(city.latin, city.full).toMatch(/^[A-Z][A-Za-zü' ]+$/);
    }
    const inProvince = CITIES.map((city) => `${city.code.slice(0, 2)}:${city.zh}`);
    expect(new Set(inProvince).size).toBe(inProvince.length);
    for (const [province, city] of DEMO_REGIONS) expect(cityCode(city, province)).toBe(city);
  });

  it('writes pinyin as place names are written', () => {
    expect(romanise('深圳')).toBe('Shenzhen');
    expect(romanise('西安')).toBe("Xi'an");
    expect(romanise('定安县')).toBe("Ding'an Xian");
    expect(cityLabel('653100', 'en')).toBe('Kashi');
    expect(cityLabel('810200', 'en')).toBe('Kowloon');
  });

  it.each([
    ['深圳', null, '440300'],
    ['深圳市', '44', '440300'],
    ['Shenzhen', null, '440300'],
    ['Shenzhen City', '44', '440300'],
    ['440300', null, '440300'],
    ['440305', '44', '440300'],
    ['南山区', '44', '440300'],
    ['恩施州', null, '422800'],
    ['Fuzhou', '35', '350100'],
    ['Fuzhou', '36', '361000'],
    ['朝阳区', '11', '110100'],
    ['Chaoyang District', '11', '110100'],
    ['Xinzhu County', '71', '711300'],
    ['仙桃市', null, '429004'],
  ])('reads %j (province %j) as city %s', (name, province, code) => {
    expect(cityCode(name, province)).toBe(code);
  });

  it.each([
    ['Fuzhou', null],
    ['南山区', null],
    ['杭州', '44'],
    ['Osaka', null],
    ['', null],
  ])('reads %j (province %j) as no city', (name, province) => {
    expect(cityCode(name, province)).toBeNull();
  });

  it('stores a region as codes, the unknown as ""', () => {
    expect(storedRegion('广东省', '深圳市')).toEqual({ province: '44', city: '440300' });
    expect(storedRegion(undefined, 'Shenzhen')).toEqual({ province: '44', city: '440300' });
    expect(storedRegion('Tokyo', undefined)).toEqual({ province: '' });
    expect(storedRegion('Tokyo', 'Osaka')).toEqual({ province: '', city: '' });
    expect(storedRegion(undefined, undefined)).toEqual({});
  });

  it('names a region in the reader’s language', () => {
    const english = regionLabels('en', 'Unknown region');
    expect([english.province('44'), english.city('440300'), english.province('')]).toEqual(['Guangdong', 'Shenzhen', 'Unknown region']);
    const chinese = regionLabels('zh-CN', '未知地区');
    expect([chinese.province('44'), chinese.city('440300')]).toEqual(['广东', '深圳']);
    // What is no place of China is shown as it came.
    expect(english.city('Atlantis')).toBe('Atlantis');
  });
});
