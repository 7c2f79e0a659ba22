import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAppointExtraRound, SectionStatus } from '@portal/domain';
import { StatusTag } from '../../components/projects/StatusTag';
import { EndCountdown } from '../../components/quotation/EndCountdown';
import { useTimeLeft } from '../../hooks/useEndTime';
import { useLocale } from '../../hooks/useLocale';
import { useMoney } from '../../hooks/useMoney';
import { getSection } from '../../api/staffSections';
import { useLiveQuotes } from '../hooks/useLiveQuotes';
import { AppointRoundModal, AwardForm, AwardResult } from '../components/QuotingAward';
import { SupplierQuotesTable } from '../components/SupplierQuotesTable';
import { RootAlarms } from '../components/RootAlarms';
import { SectionFlags } from '../flags/SectionFlags';
import { PageHead } from '../components/PageHead';

const AWARDABLE: number[] = [SectionStatus.quotingEnded, SectionStatus.evaluating];
/** Once the results are out the award is shown read-only. */
const PUBLISHED: number[] = [SectionStatus.resultPublished, SectionStatus.closed];

/**
 * The buyer's live view of the quoting (DESIGN.md §6): who has quoted, how many rounds and when, live (the section's
 * stream, events applied as they come); the prices and ranks once quoting has ended (sealed before, DESIGN.md §5);
 * under isYuanJu the bounds every participant sees; the time left; another round for appointed suppliers; the award
 * (per item or whole bid) and the publication of the results.
 */
export default function Quoting() {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const navigate = useNavigate();
  const sectionId = Number(useParams().id);
  const { section, setSection, quotes, awards, endTime, streaming, load } = useLiveQuotes(sectionId);
  const money = useMoney(section as { currency?: string } | undefined);
  const [appointOpen, setAppointOpen] = useState(false);
  const resultCard = useRef<HTMLDivElement>(null);
  useEffect(() => {
    getSection(sectionId).then(setSection, () => undefined);
  }, [sectionId, setSection]);

  // The quotes' answer (every 5 s: the end that applies, with the server's lead) or, until it comes, the section's end time.
  const fallbackEnd = typeof section?.entTime === 'string' ? new Date(section.entTime.replace(' ', 'T')) : null;
  const left = useTimeLeft(endTime?.end ?? fallbackEnd, endTime?.offsetMs);

  const sectorName = (id: number) => {
    const sector = section?.sectorList.find((s) => s.id === id);
    return sector ? pick(sector, 'sectorName') : `#${id}`;
  };
  const suppliers = quotes?.suppliers ?? [];
  const quoted = suppliers.filter((s) => s.rounds.length > 0);
  const status = quotes?.sectionStauts ?? section?.sectionStauts ?? -1;
  const sealed = quotes ? !quotes.pricesOpened : false;
  const bounds = Object.entries(quotes?.bounds ?? {});

  return (
    <div>
      <PageHead
        title={
          <Space>
            {t('admin.quoting.title')}
            {section && <StatusTag biddingType={section.biddingType} status={section.sectionStauts} />}
          </Space>
        }
        extra={
          <Space>
            <span style={{ color: '#5f6b7a' }} role="status">
              {streaming ? t('admin.quoting.live') : t('admin.quoting.autoRefresh')}
            </span>
            <Button icon={<ReloadOutlined />} onClick={() => void load()}>
              {t('admin.action.refresh')}
            </Button>
            <Button onClick={() => navigate('/admin/sections')}>{t('admin.action.back')}</Button>
          </Space>
        }
      />
      <RootAlarms sectionId={sectionId} status={status} />
      <SectionFlags sectionId={sectionId} />
      {section && (
        <div style={{ display: 'flex', gap: 16, alignItems: 'stretch', marginBottom: 16 }}>
          <Descriptions
            size="small"
            bordered
            column={2}
            style={{ flex: 1 }}
            items={[
              { key: 'name', label: t('admin.list.name'), children: pick(section, 'sectionName'), span: 2 },
              { key: 'start', label: t('admin.editor.times.startTime'), children: (section.startTime as string) ?? '—' },
              { key: 'end', label: t('admin.editor.times.entTime'), children: (section.entTime as string) ?? '—' },
              { key: 'method', label: t('admin.editor.successfulBidderMethod'), children: t(`admin.editor.bidderMethod.${section.successfulBidderMethod}`), span: 2 },
            ]}
          />
          <div style={{ flex: 'none', display: 'flex' }}>
            <EndCountdown left={left} />
          </div>
        </div>
      )}
      {sealed && <Alert style={{ marginBottom: 16 }} type="info" showIcon title={t('admin.quoting.sealed')} data-testid="quotes-sealed" />}
      {bounds.length > 0 && (
        <Descriptions
          size="small"
          bordered
          style={{ marginBottom: 16 }}
          title={t('admin.quoting.bounds')}
          column={{ xs: 1, md: 2, xl: 3 }}
          items={bounds.map(([sectorId, bound]) => ({ key: sectorId, label: sectorName(Number(sectorId)), children: money(bound) }))}
          data-testid="quotes-bounds"
        />
      )}
      <SupplierQuotesTable suppliers={suppliers} quoted={quoted} sealed={sealed} section={section} />
      {quotes?.appointmentEndTime && <Alert style={{ marginTop: 16 }} type="info" showIcon title={t('admin.quoting.extraRoundUntil', { time: quotes.appointmentEndTime })} />}
      {canAppointExtraRound(status) && !quotes?.appointmentEndTime && (
        <Space style={{ marginTop: 16 }} wrap>
          <Button disabled={quoted.length === 0} onClick={() => setAppointOpen(true)}>
            {t('admin.quoting.appoint')}
          </Button>
        </Space>
      )}

      {PUBLISHED.includes(status) && awards && awards.awards.length > 0 && <AwardResult ref={resultCard} awards={awards} section={section} onDone={load} />}
      {AWARDABLE.includes(status) && quoted.length > 0 && section && (
        <AwardForm sectionId={sectionId} section={section} quoted={quoted} awards={awards} onSaved={load} resultCard={resultCard} />
      )}
      <AppointRoundModal open={appointOpen} onClose={() => setAppointOpen(false)} sectionId={sectionId} quoted={quoted} onDone={load} />
    </div>
  );
}
