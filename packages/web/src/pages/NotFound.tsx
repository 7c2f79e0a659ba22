import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Any address the portal does not know. */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('projects.notFoundPage.title')}
      subTitle={t('projects.notFoundPage.subtitle')}
      style={{ maxWidth: 1200, margin: '24px auto', background: '#fff', borderRadius: 10 }}
      extra={[
        <Link key="home" to="/">
          <Button type="primary">{t('projects.notFoundPage.backHome')}</Button>
        </Link>,
        <Link key="projects" to="/TenderProject">
          <Button>{t('projects.notFoundPage.browse')}</Button>
        </Link>,
      ]}
    />
  );
}
