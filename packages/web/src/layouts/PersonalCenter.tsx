import { useEffect, useState } from 'react';
import { Button, Drawer, Empty, Menu } from 'antd';
import {
  AuditOutlined,
  FileProtectOutlined,
  HeartOutlined,
  LockOutlined,
  MenuOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { openLoginDialog } from '../components/LoginDialog';
import { PHONE_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import { getSession, useSession } from '../store/session';
import styles from './PersonalCenter.module.css';

/** Left menu of the personal centre (part 2 §2); each entry opens /PersonalCenter/<page>. */
const MENU = [
  { page: 'MyBid', title: 'personal.menu.myBid', icon: <ProfileOutlined /> },
  { page: 'EnterpriseCertification', title: 'personal.menu.certification', icon: <SafetyCertificateOutlined /> },
  { page: 'CompanyQualification', title: 'personal.menu.qualification', icon: <FileProtectOutlined /> },
  { page: 'BidContacts', title: 'personal.menu.bidContacts', icon: <TeamOutlined /> },
  { page: 'PersonalInformation', title: 'personal.menu.information', icon: <UserOutlined /> },
  { page: 'PasswordModification', title: 'personal.menu.password', icon: <LockOutlined /> },
  { page: 'MyQuestion', title: 'personal.menu.questions', icon: <QuestionCircleOutlined /> },
  { page: 'MyFollowing', title: 'personal.menu.following', icon: <HeartOutlined /> },
] as const;

/** Pages reached from a list highlight that list's entry. */
const MENU_OF_DETAIL: Record<string, string> = { BidDetails: 'MyBid', MyQuestionDet: 'MyQuestion' };

/** Individuals (operationUserType 1) have no enterprise certification (part 1 §6) and manage no bid contacts. */
const INDIVIDUAL = 1;
const ENTERPRISE_ONLY = new Set<string>(['EnterpriseCertification', 'BidContacts']);

/**
 * The personal-centre frame: breadcrumbs (home > personal centre > page) and the left menu around the
 * page. It needs a login: entered without a token, the login dialog opens and the page asks to log in.
 * On a phone the menu waits in a drawer behind a button that names the page shown.
 */
export default function PersonalCenter() {
  const { t } = useTranslation();
  const { token, operationUserType } = useSession();
  const location = useLocation();
  const page = location.pathname.split('/')[2] ?? '';
  const phone = useMediaQuery(PHONE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location]);

  // Entering without a token asks for a login. Logging out from here must not: the token goes while the
  // centre is still on screen, and the user is on the way home.
  useEffect(() => {
    if (!getSession().token) openLoginDialog();
  }, []);

  const items = MENU.filter((entry) => !(ENTERPRISE_ONLY.has(entry.page) && operationUserType === INDIVIDUAL)).map((entry) => ({
    key: entry.page,
    icon: entry.icon,
    label: <Link to={`/PersonalCenter/${entry.page}`}>{t(entry.title)}</Link>,
  }));
  const selected = MENU_OF_DETAIL[page] ?? page;
  const menu = <Menu mode="inline" selectedKeys={[selected]} items={items} style={{ borderInlineEnd: 'none' }} />;
  const current = MENU.find((entry) => entry.page === selected);

  return (
    <div className={styles.frame}>
      <Breadcrumbs />
      <div className={styles.body}>
        {phone ? (
          <>
            <Button className={styles.menuButton} block icon={<MenuOutlined />} aria-haspopup="dialog" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
              <span className={styles.menuButtonText}>
                {t('personal.title')}
                {current && ` · ${t(current.title)}`}
              </span>
            </Button>
            <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} placement="left" size="min(300px, 86vw)" title={t('personal.title')} styles={{ body: { padding: 0 } }}>
              {menu}
            </Drawer>
          </>
        ) : (
          <aside className={styles.side}>
            <div className={styles.sideTitle}>
              <AuditOutlined /> {t('personal.title')}
            </div>
            {menu}
          </aside>
        )}
        <section className={styles.content}>
          {token ? (
            <Outlet />
          ) : (
            <Empty className={styles.signedOut} description={t('personal.loginRequired')}>
              <Button type="primary" onClick={openLoginDialog}>
                {t('personal.login')}
              </Button>
            </Empty>
          )}
        </section>
      </div>
    </div>
  );
}
