import { describe, expect, it } from 'vitest';
import { materialsTexts } from '../../../resources/materials/materials.texts.ts';
import { statsTexts } from '../../../resources/stats/stats.texts.ts';
import { ENTITIES, RESOURCES, resourceNamed } from '../../../resources/index.ts';
import { loadCatalogue, translate } from '../../../resources/messages/index.ts';
import { shopTypesTexts } from '../../../resources/shop-types/shop-types.texts.ts';

const LANGUAGES = ['en', 'zh', 'es', 'ja'] as const;

describe('the entity registry', () => {
  it('lists each declaration once, in registry order', () => {
    const names = RESOURCES.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 4)).toEqual(['shop-types', 'versions', 'system-config', 'audit-logs']);
    expect(names).toEqual(ENTITIES.flatMap((entry) => entry.resources.map((resource) => resource.name)));
    expect(resourceNamed('commodities')?.table).toBe('commodities');
    expect(resourceNamed('materials')).toBeUndefined();
  });

  it.each(LANGUAGES)('gives every declared resource its texts in %s, and the materials and statistics modules their own', async (language) => {
    const { resources } = await loadCatalogue(language);
    const untitled = RESOURCES.filter(({ name }) => !resources[name]?.title || !resources[name]?.record).map(({ name }) => name);
    expect(untitled).toEqual([]);
    expect(resources.materials).toEqual(materialsTexts[language]);
    expect(resources.stats).toEqual(statsTexts[language]);
    // Nothing beyond the registry: a texts key without a declaration would be a typo.
    expect(Object.keys(resources).sort()).toEqual([...RESOURCES.map(({ name }) => name), 'materials', 'stats'].sort());
  });

  it('serves entity texts to the server synchronously, in every language', () => {
    for (const language of LANGUAGES) expect(translate(language, 'resources.shop-types.title')).toBe(shopTypesTexts[language].title);
    expect(translate('zhEdu', 'resources.materials.title')).toBe(materialsTexts.zh.title);
  });
});
