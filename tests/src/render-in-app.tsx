import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { createI18n } from '../../src/i18n/i18n.ts';

let english: Promise<I18n> | undefined;

/** One English i18n instance per test file: building it loads the English catalogue and every entity's texts. */
export function englishI18n(): Promise<I18n> {
  english ??= createI18n('en');
  return english;
}

/** Shows where the router is, so a test can assert on navigation the way the address bar would. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a piece of the shell in English inside a memory router at `path`. */
export async function renderInApp(ui: ReactNode, { path = '/', i18n }: { path?: string; i18n?: I18n } = {}) {
  const instance = i18n ?? (await englishI18n());
  return render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
