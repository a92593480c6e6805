import { describe, expect, it } from 'vitest';
import { skuIssues } from '../../../resources/commodities/commodity.schema.ts';
import { generateSkus, matchesAttributes, propNames, usableAttributes } from '../../../src/commodities/sku-combinations.ts';

const COLOUR = { name: 'Colour', values: ['Oak', 'Walnut'] };
const SIZE = { name: 'Size', values: ['1.8m', '2.0m'] };

describe('SKUs from attributes (spec §3: prop_name is name:value;name:value)', () => {
  it('makes one prop_name per combination, in attribute order', () => {
    expect(propNames([COLOUR, SIZE])).toEqual(['Colour:Oak;Size:1.8m', 'Colour:Oak;Size:2.0m', 'Colour:Walnut;Size:1.8m', 'Colour:Walnut;Size:2.0m']);
    expect(propNames([])).toEqual([]);
  });

  it('makes SKUs the shared rule accepts', () => {
    expect(
      skuIssues(
        [COLOUR, SIZE],
        propNames([COLOUR, SIZE]).map((prop_name) => ({ prop_name })),
      ),
    ).toEqual([]);
  });

  it('keeps the numbers of rows that still exist and prices new ones at the goods price', () => {
    const existing = [
      { prop_name: 'Colour:Oak', offer: 4, price: 10, promoPrice: 9 },
      { prop_name: 'Colour:Teak', offer: 1, price: 1 },
    ];
    expect(generateSkus([COLOUR], existing, 12)).toEqual([
      { prop_name: 'Colour:Oak', offer: 4, price: 10, promoPrice: 9 },
      { prop_name: 'Colour:Walnut', offer: 0, price: 12 },
    ]);
  });

  it('uses only attributes with a name and values, trimmed and without repeats', () => {
    expect(usableAttributes([{ name: ' Colour ', values: [' Oak', 'Oak', ''] }, { name: '', values: ['x'] }, { name: 'Size', values: [] }, null])).toEqual([
      { name: 'Colour', values: ['Oak'] },
    ]);
  });

  it('tells whether the rows are exactly the combinations', () => {
    expect(matchesAttributes([COLOUR], [{ prop_name: 'Colour:Walnut' }, { prop_name: 'Colour:Oak' }])).toBe(true);
    expect(matchesAttributes([COLOUR], [{ prop_name: 'Colour:Oak' }])).toBe(false);
  });
});
