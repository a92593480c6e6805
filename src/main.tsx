import '@ant-design/v5-patch-for-react-19';
import 'nprogress/nprogress.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLanguage } from '../providers/i18n-provider.ts';
import { installValidationMessages } from '../resources/validation/error-map.ts';
import { App } from './App.tsx';
import { createI18n } from './i18n/i18n.ts';
import { captureGlobalErrors } from './shell/error-log.ts';

captureGlobalErrors();
// The shared zod schemas report message keys; the forms translate them.
installValidationMessages();
void createI18n(initialLanguage(document.cookie, navigator.languages)).then((i18n) => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
});
