import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLocale, initI18n } from './i18n';
import { loadLocaleMessages } from './i18n/localeMessages';
import { loadAntdLocale } from './i18n/antdLocale';
import { App } from './App';
import './accessibility.css';

const locale = currentLocale();
const [antdLocale] = await Promise.all([loadAntdLocale(locale), initI18n(locale, loadLocaleMessages(locale))]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App antdLocale={antdLocale} />
  </StrictMode>,
);
