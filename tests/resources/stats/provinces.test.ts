import chinaGeoJson from 'china-geojson/src/geojson/china.json';
import { describe, expect, it } from 'vitest';
import { DEMO_REGIONS } from '../../../resources/stats/stats-kinds.ts';
import { eventsByProvince, provinceCode, provinceLabel } from '../../../resources/stats/provinces.ts';

describe('province names', () => {
  it.each([
    ['浙江省', '33'],
    ['浙江', '33'],
    ['Zhejiang', '33'],
    ['Zhejiang Province', '33'],
    ['  zhejiang ', '33'],
    ['上海市', '31'],
    ['Shanghai Municipality', '31'],
    ['广西壮族自治区', '45'],
    ['Guangxi Zhuang Autonomous Region', '45'],
    ['内蒙古自治区', '15'],
    ['Inner Mongolia', '15'],
    ['Nei Mongol', '15'],
    ['新疆维吾尔自治区', '65'],
    ['Xinjiang Uygur Autonomous Region', '65'],
    ['宁夏回族自治区', '64'],
    ['西藏自治区', '54'],
    ['Tibet', '54'],
    ['Xizang', '54'],
    ['香港特别行政区', '81'],
    ['Hong Kong SAR', '81'],
    ['Macao', '82'],
    ['Anhui Province', '34'],
    ['Shanxi', '14'],
    ['Shaanxi', '61'],
    ['330000', '33'],
    ['44', '44'],
  ])('reads %j as province %s', (name, code) => {
    expect(provinceCode(name)).toBe(code);
  });

  it.each([[''], [null], ['未知'], ['California'], ['990000'], ['省']])('reads %j as no province', (name) => {
    expect(provinceCode(name)).toBeNull();
  });

  it("matches every province of the demo data and every one of the map's outlines", () => {
    for (const [province] of DEMO_REGIONS) expect(provinceCode(province), province).not.toBeNull();
    const names = (chinaGeoJson as { features: { properties: { name: string } }[] }).features.map((feature) => feature.properties.name);
    const unmatched = names.filter((name) => provinceCode(name) === null);
    // The South China Sea inset is drawn but is no province.
    expect(unmatched).toEqual(['南海诸岛']);
    expect(new Set(names.map(provinceCode)).size).toBe(names.length);
  });

  it('names a province in the reader’s language', () => {
    expect(provinceLabel('44', 'en')).toBe('Guangdong');
    expect(provinceLabel('44', 'zh-CN')).toBe('广东');
    expect(provinceLabel('44', 'ja')).toBe('广东');
    expect(provinceLabel('44', 'es')).toBe('Guangdong');
  });

  it('adds up the spellings of one province and keeps unknown places apart', () => {
    const { byCode, unmatched } = eventsByProvince([
      { province: '广东省', events: 10 },
      { province: '广东', events: 5 },
      { province: 'Guangdong', events: 1 },
      { province: '未知', events: 7 },
    ]);
    expect([...byCode]).toEqual([['44', 16]]);
    expect(unmatched).toBe(7);
  });
});
