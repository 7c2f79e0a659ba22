import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Select, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FLAG_DEFINITIONS, FLAG_INDICATORS, FLAG_REVIEW_STATUSES } from '@portal/domain';
import { useLocale } from '../../hooks/useLocale';
import { listFlags, type FlagFilter, type FlagRow } from '../../api/flags';
import { PageHead } from '../components/PageHead';
import { SectionPicker } from '../components/SectionPicker';
import { FlagTable } from '../flags/FlagTable';
import { ReviewDialog } from '../flags/ReviewDialog';
import { usePaged } from '../hooks/usePaged';
import styles from '../admin.module.css';

/** Red flags of the caller's sections (docs/flags.md): filter, read the evidence, record what was done. */
export default function Flags() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const initial: FlagFilter = { sectionId: params.get('sectionId') ? Number(params.get('sectionId')) : undefined, indicator: params.get('indicator') ?? undefined };
  const list = usePaged<FlagRow, FlagFilter>(listFlags, initial);
  const [reviewing, setReviewing] = useState<FlagRow>();
  const [filters] = Form.useForm();
  useEffect(() => filters.setFieldsValue(initial), [filters, initial.sectionId, initial.indicator]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div>
      <PageHead title={t('flags.title')} />
      <Typography.Paragraph type="secondary">{t('flags.intro')}</Typography.Paragraph>
      <Form
        form={filters}
        layout="inline"
        className={styles.filters}
        onFinish={(v) => list.search({ indicator: v.indicator ?? undefined, reviewStatus: v.reviewStatus ?? undefined, sectionId: v.sectionId ?? undefined, cleared: v.cleared ? 1 : 0 })}
      >
        <Form.Item name="indicator" label={t('flags.indicator')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('admin.all')}
            style={{ width: 260 }}
            options={FLAG_INDICATORS.map((id) => ({ value: id, label: FLAG_DEFINITIONS[id].name[locale] }))}
            data-testid="flag-filter-indicator"
          />
        </Form.Item>
        <Form.Item name="reviewStatus" label={t('flags.reviewStatus')}>
          <Select allowClear placeholder={t('admin.all')} style={{ width: 160 }} options={FLAG_REVIEW_STATUSES.map((s) => ({ value: s, label: t(`flags.statuses.${s}`) }))} />
        </Form.Item>
        <Form.Item name="sectionId" label={t('flags.section')}>
          <SectionPicker allowClear placeholder={t('admin.all')} style={{ width: 320 }} />
        </Form.Item>
        <Form.Item name="cleared" valuePropName="checked">
          <Checkbox>{t('flags.showCleared')}</Checkbox>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('admin.action.search')}
          </Button>
        </Form.Item>
      </Form>
      <FlagTable rows={list.rows} loading={list.loading} pagination={list.pagination} withSection onReview={setReviewing} />
      <ReviewDialog
        flag={reviewing}
        onClose={() => setReviewing(undefined)}
        onSaved={() => {
          setReviewing(undefined);
          list.reload();
        }}
      />
    </div>
  );
}
