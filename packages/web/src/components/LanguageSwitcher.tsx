import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@portal/domain';
import { switchLocale } from '../i18n';
import { useLocale } from '../hooks/useLocale';
import topBar from './TopBar.module.css';
import styles from './LanguageSwitcher.module.css';

/**
 * 中文 / English / ພາສາລາວ: each language named in itself; choosing one stores it and reloads (part 1 §1).
 * A menu button of its own (no antd Dropdown on every page's first load, docs/decisions/bundle.md): it opens
 * on hover or click, the arrow keys move through the languages, Escape closes it and gives the focus back.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const nameOf = (l: Locale) => i18n.getFixedT(l)('common.languageName');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // Opened by the mouse coming over it, a click keeps it open (the click that follows the hover); else a click toggles.
  const hovered = useRef(false);

  // A click or a touch anywhere else closes it; so does Escape, wherever the focus is.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
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
    <span
      ref={root}
      className={styles.switcher}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        hovered.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
    >
      {/* Named by what it shows (the language), then what it does: a voice user says what they see. */}
      <button
        ref={button}
        type="button"
        className={topBar.stripLink}
        aria-label={`${nameOf(locale)}, ${t('shell.language')}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          const keep = hovered.current;
          hovered.current = false;
          setOpen((now) => keep || !now);
        }}
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
