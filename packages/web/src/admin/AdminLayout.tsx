import { useEffect } from 'react';
import { Button, Empty, Menu, Result } from 'antd';
import {
  AppstoreOutlined,
  AuditOutlined,
  BookOutlined,
  FileSearchOutlined,
  FlagOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, useRouteCrumbs } from '../components/Breadcrumbs';
import { openLoginDialog } from '../components/LoginDialog';
import { getSession, useSession } from '../store/session';
import { isAdmin, isStaff } from './roles';
import { SKIP_TARGET } from '../components/SkipLink';
import styles from './admin.module.css';

/** Left menu of the workbench; `adminOnly` entries are shown to administrators only. */
const MENU = [
  { page: 'sections', icon: <AppstoreOutlined /> },
  { page: 'reviews', icon: <FileSearchOutlined /> },
  { page: 'signups', icon: <SolutionOutlined /> },
  { page: 'margins', icon: <MoneyCollectOutlined /> },
  { page: 'flags', icon: <FlagOutlined /> },
  { page: 'questions', icon: <MessageOutlined /> },
  { page: 'appeals', icon: <WarningOutlined /> },
  { page: 'certifications', icon: <SafetyCertificateOutlined /> },
  { page: 'dictionaries', icon: <BookOutlined />, adminOnly: true },
  { page: 'users', icon: <TeamOutlined />, adminOnly: true },
] as const;

/** The localized 403 page a supplier (or a buyer on an admin-only page) sees; the server refuses anyway. */
export function Forbidden() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('admin.forbidden.title')}
      subTitle={t('admin.forbidden.text')}
      extra={
        <Link to="/">
          <Button type="primary">{t('admin.forbidden.home')}</Button>
        </Link>
      }
    />
  );
}

/**
 * The buyer workbench frame (DESIGN.md §6): breadcrumbs and its own left menu around the page. Signed out,
 * the login dialog opens; a supplier sees a 403 page. Administrators also see dictionaries and staff users.
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const path = useLocation().pathname;
  const page = path.split('/')[2] ?? 'sections';
  const routeCrumbs = useRouteCrumbs();

  // Signed out, the login dialog opens; after the first render, once the dialog listens.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!getSession().token) openLoginDialog();
    });
    return () => clearTimeout(timer);
  }, []);

  const admin = isAdmin(session.roles);
  // The trail names the path to the page: the workbench as its menu does (Administration for an
  // administrator), the menu entry, then the page. A section's editor, quoting and audit trail sit under
  // the project list, although their routes are its siblings.
  const named = admin ? routeCrumbs.map((crumb, i) => (i === 0 ? { ...crumb, title: t('admin.titleAdmin') } : crumb)) : routeCrumbs;
  const underSections = /^\/admin\/sections\/.+/.test(path) && named.length > 1;
  const crumbs = underSections ? [...named.slice(0, -1), { title: t('admin.menu.sections'), to: '/admin/sections' }, named[named.length - 1]] : named;
  const items = MENU.filter((entry) => !('adminOnly' in entry) || admin).map((entry) => ({
    key: entry.page,
    icon: entry.icon,
    label: <Link to={`/admin/${entry.page}`}>{t(`admin.menu.${entry.page}`)}</Link>,
  }));

  let content;
  if (!session.token)
    content = (
      <Empty className={styles.signedOut} description={t('admin.loginRequired')}>
        <Button type="primary" onClick={openLoginDialog}>
          {t('admin.login')}
        </Button>
      </Empty>
    );
  else if (!isStaff(session.roles)) content = <Forbidden />;
  else if (!admin && MENU.some((entry) => entry.page === page && 'adminOnly' in entry)) content = <Forbidden />;
  else content = <Outlet />;

  if (session.token && !isStaff(session.roles))
    return (
      <div className={styles.frame}>
        <Breadcrumbs items={crumbs} />
        <section className={styles.content} {...SKIP_TARGET}>
          {content}
        </section>
      </div>
    );

  return (
    <div className={styles.frame}>
      <Breadcrumbs items={crumbs} />
      <div className={styles.body}>
        <aside className={styles.side}>
          <div className={styles.sideTitle}>
            <AuditOutlined /> {t(admin ? 'admin.titleAdmin' : 'admin.title')}
          </div>
          <Menu mode="inline" selectedKeys={[page]} items={items} style={{ borderInlineEnd: 'none' }} />
        </aside>
        <section className={styles.content} {...SKIP_TARGET}>
          {content}
        </section>
      </div>
    </div>
  );
}
