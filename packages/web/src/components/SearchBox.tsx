import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_SEARCH_LENGTH } from '@portal/domain';
import { TENDER_LIST_PATH } from '../hooks/listState';
import { emitSearch, searchAction } from './searchEvents';
import styles from './SearchBox.module.css';

/**
 * Project search of the top bar, by Enter or the button. On the tender list it tells the list to search;
 * elsewhere it opens the tender list with the keyword. It shows the keyword the tender list was opened with.
 * A field and a button of its own, drawn as antd's Input.Search (which would bring antd's input family to
 * every page's first load, docs/decisions/bundle.md).
 */
export function SearchBox({ size = 'large', width }: { size?: 'middle' | 'large'; width: number | string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlKeyword = pathname === TENDER_LIST_PATH ? (params.get('keyword') ?? '') : '';
  const [keyword, setKeyword] = useState(urlKeyword);
  useEffect(() => setKeyword(urlKeyword), [urlKeyword]);

  const search = (value: string) => {
    const action = searchAction(pathname, value);
    if (action.kind === 'emit') emitSearch(action.keyword);
    else navigate(action.to);
  };

  return (
    <span className={`${styles.search} ${styles[size]}`} style={{ width }}>
      <input
        type="search"
        className={styles.field}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) search(keyword);
        }}
        placeholder={t('shell.searchPlaceholder')}
        maxLength={MAX_SEARCH_LENGTH}
        aria-label={t('shell.searchPlaceholder')}
      />
      <button type="button" className={styles.button} onClick={() => search(keyword)}>
        {t('common.search')}
      </button>
    </span>
  );
}
