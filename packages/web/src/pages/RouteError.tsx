import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to load or render: a way home instead of a blank screen. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('common.request.unknown')}
      extra={
        <Button type="primary" href="/">
          {t('common.home')}
        </Button>
      }
    />
  );
}
