import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isStaff } from '../admin/roles';
import { peekCertificationOperation } from '../api/certification';
import { onCertificationChanged } from '../api/events';
import { INDIVIDUAL_USER } from '../hooks/certificationGate';
import { logout, useSession } from '../store/session';
import { openLoginDialog } from './LoginDialog';
import styles from './TopBar.module.css';

/**
 * The certification dialogs (forms, date pickers, uploads) load when an individual supplier is signed in,
 * never on a visitor's first load (docs/decisions/bundle.md).
 */
const loadPersonalAuthDialog = () => import('./certification/PersonalAuthDialog');
const loadPendingDialog = () => import('./certification/PendingDialog');
const PersonalAuthDialog = lazy(() => loadPersonalAuthDialog().then((m) => ({ default: m.PersonalAuthDialog })));
const PendingDialog = lazy(() => loadPendingDialog().then((m) => ({ default: m.PendingDialog })));

/** Where an enterprise's certification link and the workbench lead. */
const CERTIFICATION_PATH = '/PersonalCenter/EnterpriseCertification';
const MY_BIDS_PATH = '/PersonalCenter/MyBid';

/** Label of the certification state (part 1 §2): prompt → under review, skip → accredited, else go authenticate. */
const certificationLabel = (operation: string | undefined) =>
  operation === 'prompt' ? 'prompt' : operation === 'skip' ? 'skip' : 'auth';

/**
 * The signed-in user's certification state, or undefined while it is not known: before its answer (and after a
 * failed read) nothing is shown rather than 'Go authenticate', which an accredited supplier saw in 1 load of 4
 * (issue 23). Only the answer of the latest read, for the user now signed in, is kept.
 */
function useCertificationOperation(userId: number | undefined, supplier: boolean) {
  const [known, setKnown] = useState<{ userId: number; operation: string | undefined }>();
  useEffect(() => {
    if (userId === undefined || !supplier) return;
    let latest = 0;
    const refresh = () => {
      const read = ++latest;
      const keep = (operation: string | undefined) => read === latest && setKnown({ userId, operation });
      peekCertificationOperation().then(keep, () => keep(undefined));
    };
    refresh();
    const stop = onCertificationChanged(refresh);
    return () => {
      latest = -1;
      stop();
    };
  }, [userId, supplier]);
  return known?.userId === userId ? known?.operation : undefined;
}

/**
 * An individual's certification state: individuals certify in the personal authentication dialog, not the
 * enterprise wizard. Go authenticate opens the dialog (with the stored form when it was sent back), under
 * review shows the review notice, accredited is only a label.
 */
function IndividualCertification({ operation }: { operation: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'personal' | 'pending'>();
  const label = certificationLabel(operation);
  const text = t(`accounts.userArea.certification.${label}`);
  useEffect(() => {
    if (label === 'skip') return;
    void loadPersonalAuthDialog();
    void loadPendingDialog();
  }, [label]);
  if (label === 'skip') return <span className={styles.stripText}>{text}</span>;
  const close = () => setOpen(undefined);
  return (
    <>
      <button type="button" className={styles.stripLink} onClick={() => setOpen(label === 'prompt' ? 'pending' : 'personal')}>
        {text}
      </button>
      <Suspense fallback={null}>
        <PersonalAuthDialog open={open === 'personal'} mode={operation === 'modify' ? 'modify' : 'Auth'} onClose={close} />
        <PendingDialog open={open === 'pending'} onClose={close} />
      </Suspense>
    </>
  );
}

/**
 * Set by log out, whose button goes as the user is signed out: until then (ms), a login button drawn takes the focus
 * while nothing else has it. The top bar may be drawn anew on the way home, more than once (the page's layout and
 * its lazily loaded parts), so a module's value rather than a component's state, and not spent by the first drawing:
 * a later one would leave the keyboard user's focus on the page's body.
 */
let focusLoginUntil = 0;
/** How long after a log out a login button drawn anew still takes the focus. */
const FOCUS_LOGIN_MS = 10_000;

/** The login button's ref: takes the focus after a log out, where it is drawn (the phone menu's is hidden on a desk), unless the user has moved it. */
const loginButtonRef = (button: HTMLButtonElement | null) => {
  if (!button || Date.now() > focusLoginUntil || button.getClientRects().length === 0) return;
  const active = document.activeElement;
  if (active && active !== document.body && active !== button) {
    focusLoginUntil = 0;
    return;
  }
  button.focus();
};

/**
 * The user's corner of the top bar (part 1 §2). Signed out: log in (opens the login dialog) and register.
 * Signed in: the user's name (to my bids, or to the workbench for staff), the certification state (suppliers
 * only: staff are not certified) and log out.
 */
export function UserArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const staff = isStaff(session.roles);
  const operation = useCertificationOperation(session.user?.id, !staff);

  if (session.token && !session.name) return null;
  if (!session.token) {
    return (
      <span className={styles.stripGroup}>
        <button type="button" className={styles.stripLink} ref={loginButtonRef} onClick={openLoginDialog}>
          {t('shell.login')}
        </button>
        <span className={styles.stripDivider} aria-hidden="true" />
        <Link to="/Register" className={styles.stripLink}>
          {t('shell.register')}
        </Link>
      </span>
    );
  }
  return (
    <span className={styles.stripGroup}>
      <Link to={staff ? '/admin' : MY_BIDS_PATH} className={styles.stripLink}>
        <strong>{session.name}</strong>
      </Link>
      {!staff && operation !== undefined && (
        <>
          <span className={styles.stripDivider} aria-hidden="true" />
          {session.operationUserType === INDIVIDUAL_USER ? (
            <IndividualCertification operation={operation} />
          ) : (
            <Link to={CERTIFICATION_PATH} className={styles.stripLink}>
              {t(`accounts.userArea.certification.${certificationLabel(operation)}`)}
            </Link>
          )}
        </>
      )}
      <span className={styles.stripDivider} aria-hidden="true" />
      <button
        type="button"
        className={styles.stripLink}
        onClick={async (event) => {
          focusLoginUntil = event.currentTarget === document.activeElement ? Date.now() + FOCUS_LOGIN_MS : 0;
          await logout();
          navigate('/');
        }}
      >
        {t('accounts.userArea.logout')}
      </button>
    </span>
  );
}
