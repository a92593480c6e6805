import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { COMMODITY_RIGHTS, commodityApi } from '../commodities/commodity-fixtures.ts';
import { englishI18n } from '../render-in-app.tsx';
import { renderResourcePage } from './engine-harness.tsx';

afterEach(async () => {
  await (await englishI18n()).changeLanguage('en');
});

// Spec §5 "at least one item must be selected before batch actions", in the words of spec §8.
const SELECT_FIRST = {
  en: 'Please select items first before export, copy, delete or submit.',
  zh: '请先选择要导出、复制、删除或提交的数据',
  es: 'Seleccione primero los elementos que desea exportar, copiar, eliminar o enviar.',
  ja: 'エクスポート、コピー、削除、送信するデータを先に選択してください。',
};

describe('bulk actions with nothing selected (issue 35, spec §5 and §8)', () => {
  it.each(Object.entries(SELECT_FIRST))('stay enabled and, clicked, ask to select first in %s, each click again', async (language, words) => {
    await (await englishI18n()).changeLanguage(language);
    const { api } = await renderResourcePage(commodities, { api: commodityApi(), permissions: COMMODITY_RIGHTS });
    await screen.findByText('Oak bed');
    for (const id of ['batch-delete', 'batch-actions', 'export']) expect((screen.getByTestId(id) as HTMLButtonElement).disabled, id).toBe(false);
    fireEvent.click(screen.getByTestId('batch-delete'));
    expect(await screen.findByText(words)).toBeTruthy();
    fireEvent.click(screen.getByTestId('batch-delete'));
    await screen.findAllByText(words).then((shown) => expect(shown).toHaveLength(2));
    expect(api.custom.mock.calls.filter(([call]) => call.method === 'post')).toEqual([]);
  });
});
