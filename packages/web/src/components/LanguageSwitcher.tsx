import { Dropdown } from 'antd';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@portal/domain';
import { switchLocale } from '../i18n';
import { useLocale } from '../hooks/useLocale';
import styles from './TopBar.module.css';

/** 中文 / English / ພາສາລາວ: each language named in itself; choosing one stores it and reloads (part 1 §1). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const nameOf = (l: Locale) => i18n.getFixedT(l)('common.languageName');
  return (
    <Dropdown
      trigger={['hover', 'click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((l) => ({ key: l, label: <span lang={l}>{nameOf(l)}</span> })),
        onClick: ({ key }) => key !== locale && switchLocale(key as Locale),
      }}
    >
      {/* Named by what it shows (the language), then what it does: a voice user says what they see. */}
      <button type="button" className={styles.stripLink} aria-label={`${nameOf(locale)}, ${t('shell.language')}`}>
        <GlobalOutlined /> {nameOf(locale)} <DownOutlined className={styles.caret} />
      </button>
    </Dropdown>
  );
}
