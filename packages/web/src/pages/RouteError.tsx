import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoadTimeout } from '../pageLoader';

/** Shown when a page fails to load or render: a way home instead of a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  const timedOut = useRouteError() instanceof PageLoadTimeout;
  return (
    <Result
      status="error"
      title={t(timedOut ? 'common.request.timeout' : 'common.request.unknown')}
      extra={
        <Button type="primary" href="/">
          {t('common.home')}
        </Button>
      }
    />
  );
}
