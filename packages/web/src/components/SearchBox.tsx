import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_SEARCH_LENGTH } from '@portal/domain';
import { TENDER_LIST_PATH } from '../hooks/listState';
import { emitSearch, searchAction } from './searchEvents';

/**
 * Project search of the top bar, by Enter or the button. On the tender list it tells the list to search;
 * elsewhere it opens the tender list with the keyword. It shows the keyword the tender list was opened with.
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
    <Input.Search
      value={keyword}
      onChange={(e) => setKeyword(e.target.value)}
      onSearch={search}
      placeholder={t('shell.searchPlaceholder')}
      enterButton={t('common.search')}
      maxLength={MAX_SEARCH_LENGTH}
      size={size}
      style={{ width }}
      aria-label={t('shell.searchPlaceholder')}
    />
  );
}
