import { describe, expect, it } from 'vitest';
import { permissionWords } from '../../../src/roles/permission-words.ts';
import { englishI18n } from '../render-in-app.tsx';

const ROLES = 'merchant-roles';

describe('a permission in words (issue 35: no raw paths in the role editor)', () => {
  it('says an action as its page title and the action word, a wildcard as "all", a page by its title', async () => {
    const { t } = await englishI18n();
    expect(permissionWords('/customManagement/customList/edit', t, ROLES)).toBe('Customer list › Edit');
    expect(permissionWords('/content/*', t, ROLES)).toBe('Content · all');
    expect(permissionWords('/customManagement/order', t, ROLES)).toBe('Intention orders');
  });

  it('says a flag by its name, and a page no longer in the product by the nearest page above it, in words', async () => {
    const { t } = await englishI18n();
    expect(permissionWords('appDownload', t, ROLES)).toBe('App download');
    expect(permissionWords('legacyFlag', t, ROLES)).toBe('legacy flag');
    expect(permissionWords('/content/retiredPage', t, ROLES)).toBe('Content › retired page');
    expect(permissionWords('/retiredSection/oldPage/delete', t, ROLES)).toBe('retired section › old page › Delete');
  });

  it('says a guide role’s data scope without the column name', async () => {
    const { t } = await englishI18n();
    expect(t('organisation.roleTags.seller_sale')).toBe('Own customers only');
  });
});
