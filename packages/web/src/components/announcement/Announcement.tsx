import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionStatus, type SectionDetail } from '@portal/domain';
import { getSection } from '../../api/sections';
import { sectionNow } from '../../api/atHand';
import { RequestError } from '../../api/request';
import { useDocumentTitle } from '../../hooks/documentTitle';
import { useDict } from '../../hooks/useDict';
import { useLocale } from '../../hooks/useLocale';
import { Breadcrumbs } from '../Breadcrumbs';
import { Placeholder } from '../Placeholder';
import { AnnouncementHeader } from './AnnouncementHeader';
import { Block } from './Block';
import { ChargeTable } from './ChargeTable';
import { FileList } from './FileList';
import { InfoGrid } from './InfoGrid';
import { ProjectNotes } from './ProjectNotes';
import { QualificationBlock } from './QualificationBlock';
import { SettlementBlock } from './SettlementBlock';
import { SubjectTable } from './SubjectTable';
import { kindOf, visibleBlocks, type AnnouncementKind } from './blocks';
import { usePublishedFlags } from './usePublishedFlags';
import styles from './announcement.module.css';

type Load = { state: 'loading' } | { state: 'notFound' } | { state: 'failed' } | { state: 'done'; section: SectionDetail };

/** Statuses after quoting: the Merkle root of the rounds is published (docs/verification.md). */
const QUOTING_OVER: ReadonlySet<number> = new Set([SectionStatus.quotingEnded, SectionStatus.evaluating, SectionStatus.resultPublished, SectionStatus.closed]);

/**
 * The published root of the rounds (with antd's Typography, ≈ 18 KB gzip) loads only for a section whose
 * quoting is over, not with every announcement (docs/decisions/bundle.md).
 */
const QuoteRootBlock = lazy(() => import('./QuoteRootBlock').then((m) => ({ default: m.QuoteRootBlock })));
/** A section's published red flags load only for a section that has some (asked once its results may be out). */
const PublishedFlags = lazy(() => import('./PublishedFlags').then((m) => ({ default: m.PublishedFlags })));
/** Whether the section's results may be out, so its public red flags are worth asking for (the server decides). */
const showsFlags = (section: SectionDetail, preview: boolean) => !preview && (section.sectionStauts === SectionStatus.resultPublished || section.sectionStauts === SectionStatus.closed);

/** What only a missing section or a preview shows comes when needed, not with every announcement. */
const Result = lazy(() => import('antd/es/result'));
const Alert = lazy(() => import('antd/es/alert'));
const Button = lazy(() => import('antd/es/button'));

/** The section id of the query (id = section id), or null when it is not a positive whole number. */
const sectionId = (value: string | null) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null);

/**
 * The announcement of a tender or an inquiry (part 1 §2), read from the query's id and laid out for the
 * section's bidding type unless `kind` says which page to show (the preview does). In preview the follow
 * and sign-up buttons are left out.
 */
export function Announcement({ kind, preview = false }: { kind?: AnnouncementKind; preview?: boolean }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = sectionId(searchParams.get('id'));
  // A section index.html brought is drawn at once (api/firstView.ts).
  const [loaded, setLoaded] = useState<{ id: number; load: Load } | null>(() => {
    const brought = id === null ? undefined : sectionNow(id);
    return id !== null && brought?.code === 200 && brought.data ? { id, load: { state: 'done', section: brought.data.bidSection } } : null;
  });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    const settle = (load: Load) => live && setLoaded({ id, load });
    getSection(id).then(
      (result) => settle(result.code === 200 && result.data ? { state: 'done', section: result.data.bidSection } : { state: 'failed' }),
      (error: unknown) => settle({ state: error instanceof RequestError && error.code === 404 ? 'notFound' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  // What was loaded belongs to this id; a reload after a deadline keeps showing the page until the answer comes.
  const load: Load = id === null ? { state: 'notFound' } : loaded?.id === id ? loaded.load : { state: 'loading' };
  const { pick } = useLocale();
  useDocumentTitle(load.state === 'done' ? pick(load.section, 'sectionName') : undefined);

  if (load.state === 'loading') {
    return (
      <div className={styles.page} aria-busy="true">
        <div className={styles.header}>
          <Placeholder title="50%" rows={2} />
        </div>
        <div className={styles.block}>
          <Placeholder rows={8} />
        </div>
      </div>
    );
  }

  if (load.state === 'notFound' || load.state === 'failed') {
    const notFound = load.state === 'notFound';
    return (
      <div className={styles.page}>
        <Suspense fallback={null}>
          <Result
            className={styles.result}
            status={notFound ? '404' : 'warning'}
            title={notFound ? t('announcement.notFound.title') : t('announcement.loadFailed')}
            subTitle={notFound ? t('announcement.notFound.subtitle') : undefined}
            extra={[
              !notFound && (
                <Button
                  key="retry"
                  onClick={() => {
                    setLoaded(null);
                    reload();
                  }}
                >
                  {t('announcement.retry')}
                </Button>
              ),
              <Link key="home" to="/">
                <Button type="primary">{t('announcement.backHome')}</Button>
              </Link>,
            ]}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <AnnouncementBody
      section={load.section}
      kind={kind ?? kindOf(load.section.biddingType)}
      preview={preview}
      onChange={(section) => setLoaded({ id: section.sectionId, load: { state: 'done', section } })}
      onDeadline={reload}
    />
  );
}

interface BodyProps {
  section: SectionDetail;
  kind: AnnouncementKind;
  preview: boolean;
  onChange: (section: SectionDetail) => void;
  onDeadline: () => void;
}

function AnnouncementBody({ section, kind, preview, onChange, onDeadline }: BodyProps) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const projectTypes = useDict('sys_section_type');
  const notes = pick(section, 'projectNotes');
  const blocks = visibleBlocks(section, notes);
  const biddingType = kind === 'inquiry' ? 1 : 0;
  const flags = usePublishedFlags(section.id, showsFlags(section, preview));

  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { title: t(`announcement.crumbs.${kind}`), to: `/TenderProject?biddingType=${biddingType}` },
          { title: projectTypes.label(section.projectType), to: `/showList?biddingType=${biddingType}&projectType=${section.projectType}` },
          { title: pick(section, 'sectionName') },
        ]}
      />
      {preview && (
        <Suspense fallback={null}>
          <Alert className={styles.preview} type="info" showIcon title={t('announcement.preview')} />
        </Suspense>
      )}
      <AnnouncementHeader section={section} preview={preview} onChange={onChange} onDeadline={onDeadline} />

      <Block title={t('announcement.blocks.info')}>
        <InfoGrid section={section} kind={kind} />
      </Block>
      {blocks.subjects && (
        <Block
          title={t('announcement.blocks.subjects')}
          extra={section.sectorList.length > 0 && <span className={styles.muted}>{t('announcement.subjects.count', { count: section.sectorList.length })}</span>}
        >
          <SubjectTable section={section} expandable={blocks.expandableSubjects} />
        </Block>
      )}
      {blocks.settlement && (
        <Block title={t('announcement.blocks.settlement')}>
          <SettlementBlock section={section} />
        </Block>
      )}
      <Block title={t('announcement.blocks.qualification')}>
        <QualificationBlock section={section} />
      </Block>
      {blocks.charges && (
        <Block title={t('announcement.blocks.charges')}>
          <ChargeTable accounts={section.receivingAccountList} />
        </Block>
      )}
      {blocks.notes && (
        <Block title={t('announcement.blocks.notes')}>
          <ProjectNotes html={notes} />
        </Block>
      )}
      {blocks.attachments && (
        <Block title={t('announcement.blocks.attachments')}>
          <FileList files={section.fileList} />
        </Block>
      )}
      {flags.length > 0 && (
        <Suspense fallback={null}>
          <PublishedFlags flags={flags} />
        </Suspense>
      )}
      {!preview && QUOTING_OVER.has(section.sectionStauts) && (
        <Suspense fallback={null}>
          <QuoteRootBlock sectionId={section.id} />
        </Suspense>
      )}
    </div>
  );
}
