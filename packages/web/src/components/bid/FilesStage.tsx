import { Button, Form } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import {
  baseFileStamp,
  BidStatus,
  canSubmitStage,
  missingBaseFileType,
  missingQualificationFileType,
  type BidRecord,
  type FileItem,
  type RequiredFileType,
} from '@portal/domain';
import { submitBaseFiles, submitQualification, type BaseFiles, type QualificationFiles } from '../../api/bids';
import type { BidDetailState } from '../../hooks/useBidDetail';
import { useLocale } from '../../hooks/useLocale';
import { FileSlot } from '../upload/FileSlot';
import { missingTypeName, reachedAfterBaseFiles, reviewState } from './bidDetail';
import { StageBlock } from './StageBlock';
import styles from './bid.module.css';

interface StageProps {
  bid: BidRecord;
  /** Whether the sign-up may still be changed at all (canEditSignup); the stage adds its own status rule. */
  editable: boolean;
  detail: BidDetailState;
}

type Slot<T> = { name: keyof T & string; shown: boolean; label: string };

/** The upload slots of a stage as a form, with the submit button while the stage may be submitted. */
function StageForm<T extends Record<string, FileItem[]>>({
  prefix,
  slots,
  initial,
  canSubmit,
  missing,
  submit,
  busy,
}: {
  prefix: string;
  slots: Slot<T>[];
  initial: T;
  canSubmit: boolean;
  missing: (values: T) => RequiredFileType | null;
  submit: (values: T) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<T>();
  function send(values: T) {
    const all = { ...initial, ...values };
    const type = missing(all);
    if (type) {
      // The slot's own label names the type; the 'other' slot is labelled by the section's description.
      message.warning(t('messages.pleaseUpload', { item: slots.find((s) => s.name === slotOf(type, prefix))?.label ?? missingTypeName(type, '', t) }));
      return;
    }
    submit(all);
  }
  return (
    <Form<T> form={form} initialValues={initial} labelCol={{ flex: '200px' }} labelWrap wrapperCol={{ flex: 1 }} onFinish={send}>
      {slots
        .filter((slot) => slot.shown)
        .map((slot) => (
          <Form.Item key={slot.name} name={slot.name as never} label={slot.label}>
            <FileSlot id={`${prefix}-${slot.name}`} readOnly={!canSubmit} />
          </Form.Item>
        ))}
      {canSubmit && (
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('bids.detail.submit')}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}

/** The form field a missing file type stands for, per stage. */
function slotOf(type: RequiredFileType, prefix: string): string {
  const base: Record<RequiredFileType, string> = {
    fileTechnical: 'supTecFileList',
    fileAchievement: 'supAchFileList',
    fileAgencyLicense: 'qualificationAgencyLicenseFileList',
    fileOther: 'qualificationOtherFileList',
    fileBusinessLicense: '',
  };
  const qualification: Record<RequiredFileType, string> = {
    fileTechnical: '',
    fileAchievement: 'qualificationAchievementFileList',
    fileAgencyLicense: 'qualificationAgencyLicenseFileList',
    fileOther: 'qualificationOtherFileList',
    fileBusinessLicense: 'qualificationBusinessLicenseFileList',
  };
  return (prefix === 'base' ? base : qualification)[type];
}

/**
 * Base files of the first (technical) stage (part 2 §5): technical documents always, achievement, agency
 * licence and other when the section asks for them, the technical proposal optionally; the stamps of
 * statuses 3 and 4 and the passed stamp above 4 (at 14 or -1 only when the sign-up went past this stage).
 */
export function BaseFilesStage({ bid, editable, detail }: StageProps) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const other = pick(bid, 'qualificationOtherDescribe') || t('bids.base.qualificationOtherFileList');
  const stamp = baseFileStamp(bid.supplierBidStatus, reachedAfterBaseFiles(bid));
  const label = (name: string) => t(`bids.base.${name}`);
  const slots: Slot<BaseFiles & Record<string, FileItem[]>>[] = [
    { name: 'supTecFileList', shown: true, label: label('supTecFileList') },
    { name: 'supAchFileList', shown: bid.isQualificationAchievement === 1, label: label('supAchFileList') },
    { name: 'qualificationAgencyLicenseFileList', shown: bid.isQualificationAgencyLicense === 1, label: label('qualificationAgencyLicenseFileList') },
    { name: 'qualificationOtherFileList', shown: bid.isQualificationOther === 1, label: other },
    { name: 'tecFileList', shown: true, label: label('tecFileList') },
  ];
  const { signUpId, sectionId, ...files } = bid.supplierBaseFile;
  return (
    <StageBlock
      id="stage-base"
      title={t('messages.bidRecordStageBase')}
      stamp={stamp}
      state={stamp === 'rejected' ? 'rejected' : null}
      remark={{ record: bid, field: 'baseFileReviewRemark' }}
    >
      <StageForm
        prefix="base"
        slots={slots}
        initial={files}
        canSubmit={editable && canSubmitStage('baseFiles', bid.supplierBidStatus)}
        missing={(values) => missingBaseFileType(bid, values)}
        submit={(values) => void detail.act(() => submitBaseFiles(signUpId, sectionId, values))}
        busy={detail.busy}
      />
    </StageBlock>
  );
}

/**
 * Qualification files (part 2 §5): a slot per type the section requires; submitting names the first
 * missing type (the 'other' type by the section's description in the current language). At 1 they may be
 * sent with the base files (part 2 §4 "5, 7 or 1 allow submit"): reviewed once the base files pass.
 */
export function QualificationStage({ bid, editable, detail }: StageProps) {
  const { t } = useTranslation();
  const { pick } = useLocale();
  const other = pick(bid, 'qualificationOtherDescribe') || t('bids.qualification.qualificationOtherFileList');
  const label = (name: string) => t(`bids.qualification.${name}`);
  const state = reviewState('qualification', bid.supplierBidStatus);
  const slots: Slot<QualificationFiles & Record<string, FileItem[]>>[] = [
    { name: 'qualificationBusinessLicenseFileList', shown: bid.isQualificationBusinessLicense === 1, label: label('qualificationBusinessLicenseFileList') },
    { name: 'qualificationAchievementFileList', shown: bid.isQualificationAchievement === 1, label: label('qualificationAchievementFileList') },
    { name: 'qualificationAgencyLicenseFileList', shown: bid.isQualificationAgencyLicense === 1, label: label('qualificationAgencyLicenseFileList') },
    { name: 'qualificationOtherFileList', shown: bid.isQualificationOther === 1, label: other },
  ];
  const initial: QualificationFiles = {
    qualificationBusinessLicenseFileList: bid.qualificationBusinessLicenseFileList,
    qualificationAchievementFileList: bid.qualificationAchievementFileList,
    qualificationAgencyLicenseFileList: bid.qualificationAgencyLicenseFileList,
    qualificationOtherFileList: bid.qualificationOtherFileList,
  };
  return (
    <StageBlock id="stage-qualification" title={t('bids.qualification.title')} state={state} stamp={state === 'passed' ? 'passed' : null} remark={{ record: bid, field: 'qualificationReviewRemark' }}>
      {bid.supplierBidStatus === BidStatus.baseFilesToSubmit && <p className={styles.hint}>{t('bids.qualification.withBaseFiles')}</p>}
      <StageForm
        prefix="qualification"
        slots={slots}
        initial={initial as QualificationFiles & Record<string, FileItem[]>}
        canSubmit={editable && canSubmitStage('qualification', bid.supplierBidStatus)}
        missing={(values) => missingQualificationFileType(bid, values)}
        submit={(values) => void detail.act(() => submitQualification(bid.id, bid.sectionId, values))}
        busy={detail.busy}
      />
    </StageBlock>
  );
}
