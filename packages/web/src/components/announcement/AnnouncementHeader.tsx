import { CalendarOutlined, HeartFilled, HeartOutlined, BankOutlined, DatabaseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SectionDetail } from '@portal/domain';
import { useLocale } from '../../hooks/useLocale';
import { CertificationGateDialogs } from '../certification/CertificationGateDialogs';
import { StatusTag } from '../projects/StatusTag';
import { TypeBadges } from '../projects/TypeBadges';
import { ActionButton } from './ActionButton';
import { announcementActions, nextDeadline } from './blocks';
import { Countdown } from './Countdown';
import { useAnnouncementActions } from './useAnnouncementActions';
import styles from './announcement.module.css';

interface HeaderProps {
  section: SectionDetail;
  preview: boolean;
  onChange: (section: SectionDetail) => void;
  /** Called when the countdown reaches its moment: the section has moved on and is read again. */
  onDeadline: () => void;
}

/** Title, status, release time, the time left and the follow and sign-up buttons of an announcement. */
export function AnnouncementHeader({ section, preview, onChange, onDeadline }: HeaderProps) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const actions = announcementActions(section, preview);
  const { follow, signup, busy, gate } = useAnnouncementActions(section, onChange);
  const deadline = nextDeadline(section, new Date());
  const hasAside = deadline || actions.follow || actions.signup;

  return (
    <header className={styles.header}>
      <div className={styles.headerMain}>
        <div className={styles.tags}>
          <StatusTag biddingType={section.biddingType} status={section.sectionStauts} />
          <TypeBadges biddingType={section.biddingType} projectType={section.projectType} />
        </div>
        <h1 className={styles.title}>{pick(section, 'sectionName')}</h1>
        <div className={styles.meta}>
          <span>
            <CalendarOutlined /> {t('announcement.releaseTime', { time: section.releaseTime ?? section.createTime ?? '' })}
          </span>
          <span>
            <BankOutlined /> {pick(section, 'organization')}
          </span>
          {!preview && (
            <a href={`/prod-api/ocds/releases/${section.sectionId}`} download={`ocds-release-${section.sectionId}.json`} data-testid="ocds-download">
              <DatabaseOutlined /> {t('notify.openData.release')}
            </a>
          )}
        </div>
      </div>
      {hasAside && (
        <div className={styles.headerAside}>
          {deadline && <Countdown key={deadline.at.getTime()} label={t(deadline.labelKey)} at={deadline.at} onElapsed={onDeadline} />}
          {(actions.follow || actions.signup) && (
            <div className={styles.actions}>
              {actions.follow && (
                <ActionButton icon={actions.followed ? <HeartFilled /> : <HeartOutlined />} disabled={actions.followed} loading={busy === 'follow'} onClick={follow}>
                  {t(actions.followed ? 'announcement.actions.followed' : 'announcement.actions.follow')}
                </ActionButton>
              )}
              {actions.signup && (
                <ActionButton primary loading={busy === 'signup'} onClick={signup}>
                  {t(section.isSignup === 1 ? 'announcement.actions.mySignup' : 'announcement.actions.signup')}
                </ActionButton>
              )}
            </div>
          )}
        </div>
      )}
      <CertificationGateDialogs gate={gate} />
    </header>
  );
}
