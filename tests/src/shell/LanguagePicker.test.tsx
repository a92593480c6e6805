import { I18nContext } from '@refinedev/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../providers/i18n-provider.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { LanguagePicker } from '../../../src/shell/LanguagePicker.tsx';
import { renderInApp } from '../render-in-app.tsx';

/** Renders the picker with refine's i18n provider over a fresh instance, since choosing a language changes it. */
async function showPicker(schoolChinese?: boolean) {
  const i18n = await createI18n('en');
  await renderInApp(
    <I18nContext.Provider value={{ i18nProvider: createI18nProvider(i18n) }}>
      <LanguagePicker schoolChinese={schoolChinese} />
    </I18nContext.Provider>,
    { i18n },
  );
  return i18n;
}

async function offeredLanguages(): Promise<string[]> {
  fireEvent.click(screen.getByRole('button', { name: 'Language' }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
}

afterEach(() => {
  document.cookie = 'atrium_lang=; path=/; max-age=0';
});

describe('LanguagePicker (spec §1 languages, §6 zhEdu)', () => {
  it.each<[string, boolean | undefined]>([
    ['by default', undefined],
    ['when not asked', false],
  ])('offers the four general languages %s, without school Chinese', async (_, schoolChinese) => {
    await showPicker(schoolChinese);
    expect(await offeredLanguages()).toEqual(['English', '简体中文', 'Español', '日本語']);
  });

  it('adds school Chinese when asked to', async () => {
    await showPicker(true);
    expect(await offeredLanguages()).toEqual(['English', '简体中文', '简体中文（教育）', 'Español', '日本語']);
  });

  it('names the current language on its button', async () => {
    await showPicker();
    expect(screen.getByRole('button', { name: 'Language' }).textContent).toBe('English');
  });

  it('switches the interface and remembers the choice in the language cookie', async () => {
    const i18n = await showPicker();
    await offeredLanguages();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Español' }));
    await waitFor(() => expect(i18n.language).toBe('es'));
    expect(document.cookie).toContain('atrium_lang=es');
    await waitFor(() => expect(screen.getByTestId('language-picker').textContent).toBe('Español'));
  });

  it('shows no raw key while the chosen language loads', async () => {
    await showPicker();
    const button = screen.getByTestId('language-picker');
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(button.textContent ?? ''));
    observer.observe(button, { subtree: true, childList: true, characterData: true });
    await offeredLanguages();
    fireEvent.click(screen.getByRole('menuitem', { name: '日本語' }));
    await waitFor(() => expect(button.textContent).toBe('日本語'));
    observer.disconnect();
    expect(shown.filter((text) => text !== '日本語')).toEqual([]);
  });
});
