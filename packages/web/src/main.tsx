import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLocale, initI18n } from './i18n';
import { loadLocaleMessages } from './i18n/localeMessages';
import { App } from './App';
import './accessibility.css';

const locale = currentLocale();
await initI18n(locale, loadLocaleMessages(locale));
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
