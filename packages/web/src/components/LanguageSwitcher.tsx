import { useId, type KeyboardEvent } from 'react';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@portal/domain';
import { switchLocale } from '../i18n';
import { useLocale } from '../hooks/useLocale';
import { usePopup } from '../hooks/usePopup';
import topBar from './TopBar.module.css';
import styles from './LanguageSwitcher.module.css';

/**
 * 中文 / English / ພາສາລາວ: each language named in itself; choosing one stores it and reloads (part 1 §1).
 * A menu button of its own (usePopup): the arrow keys, Home and End move through the languages.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const nameOf = (l: Locale) => i18n.getFixedT(l)('common.languageName');
  const { open, setOpen, rootProps, buttonProps } = usePopup();
  const menuId = useId();
  const items = () => [...(rootProps.ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all.at(index % all.length)?.focus();
  };
  const openWith = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  const choose = (l: Locale) => {
    setOpen(false);
    if (l !== locale) switchLocale(l);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1 + all.length, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <span {...rootProps} className={styles.switcher}>
      {/* Named by what it shows (the language), then what it does: a voice user says what they see. */}
      <button
        {...buttonProps}
        type="button"
        className={topBar.stripLink}
        aria-label={`${nameOf(locale)}, ${t('shell.language')}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        onKeyDown={onButtonKey}
      >
        <GlobalOutlined /> {nameOf(locale)} <DownOutlined className={topBar.caret} />
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={t('shell.language')} className={styles.menu} onKeyDown={onMenuKey}>
          {LOCALES.map((l) => (
            <li key={l} role="none">
              <button type="button" role="menuitem" lang={l} tabIndex={-1} aria-current={l === locale || undefined} className={styles.item} onClick={() => choose(l)}>
                {nameOf(l)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
