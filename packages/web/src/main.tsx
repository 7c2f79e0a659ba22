import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLocale, initI18n } from './i18n';
import { loadLocaleMessages } from './i18n/localeMessages';
import { loadAntdLocale } from './i18n/antdLocale';
import { rememberView } from './api/firstView';
import { router } from './router';
import { App } from './App';
import './accessibility.css';

const locale = currentLocale();
// The next index.html is written in this language and zone (its readable first view and its answers).
rememberView(locale);
/** The router has loaded the first page's code (its lazy route). */
const routed = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});
const [antdLocale] = await Promise.all([loadAntdLocale(locale), initI18n(locale, loadLocaleMessages(locale)), routed]);
// Rendered once the page itself can be drawn: until then index.html's first view (the server's readable text, or the
// skeleton) stays on screen instead of an empty shell.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App antdLocale={antdLocale} />
  </StrictMode>,
);
