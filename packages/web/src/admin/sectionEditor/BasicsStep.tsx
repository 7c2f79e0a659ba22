import { Alert, Form, Input, InputNumber, Radio } from 'antd';
import type { FileItem } from '@portal/domain';
import { AttachmentField, DictSelect } from '../components/fields';
import { Flag, LangFields, useEditorText } from './editorFields';
import styles from '../admin.module.css';

/** The first step: names, kind of procedure, overtime, buyer and contacts, attachments. */
export function BasicsStep({ readOnly, files }: { readOnly: boolean; files: FileItem[] }) {
  const { t, l } = useEditorText();
  return (
    <>
      <LangFields name="sectionName" label={l('sectionName')} disabled={readOnly} required />
      <div className={styles.threeCols}>
        <Form.Item name="biddingType" label={l('biddingType')}>
          <Radio.Group options={[0, 1].map((v) => ({ value: v, label: t(`admin.biddingType.${v}`) }))} optionType="button" />
        </Form.Item>
        <Form.Item name="projectType" label={l('projectType')}>
          <DictSelect type="sys_section_type" numeric />
        </Form.Item>
        <Form.Item name="biddingMethod" label={l('biddingMethod')}>
          <DictSelect type="sys_bidding_method" allowClear />
        </Form.Item>
        <Form.Item name="successfulBidderMethod" label={l('successfulBidderMethod')}>
          <Radio.Group options={[2, 1].map((v) => ({ value: v, label: l(`bidderMethod.${v}`) }))} />
        </Form.Item>
        <Form.Item name="quotationMethod" label={l('quotationMethod')}>
          <Radio.Group options={[0, 1].map((v) => ({ value: v, label: l(`quotationMethods.${v}`) }))} />
        </Form.Item>
        <div>
          <Flag name="isTax" label={l('isTax')} disabled={readOnly} />
          <Flag name="showRanking" label={l('showRanking')} disabled={readOnly} />
        </div>
      </div>
      <OvertimeFields readOnly={readOnly} />
      <LangFields name="organization" label={l('organization')} disabled={readOnly} required />
      <div className={styles.twoCols}>
        <Form.Item name="businessPhoneNumber" label={l('businessPhoneNumber')}>
          <Input />
        </Form.Item>
        <Form.Item name="technicalPhoneNumber" label={l('technicalPhoneNumber')}>
          <Input />
        </Form.Item>
      </div>
      <LangFields name="businessContacts" label={l('businessContacts')} disabled={readOnly} />
      <LangFields name="technicalContacts" label={l('technicalContacts')} disabled={readOnly} />
      <Form.Item name="fileIds" label={l('files')}>
        <AttachmentField known={files} disabled={readOnly} />
      </Form.Item>
    </>
  );
}

/** The overtime rule: a round accepted in the last minutes before the end moves the end, up to a total limit (minutes). */
function OvertimeFields({ readOnly }: { readOnly: boolean }) {
  const { l } = useEditorText();
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={l('overtime.help')} />
      <div className={styles.threeCols}>
        <Form.Item name="overtimeWindowMinutes" label={l('overtime.window')}>
          <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} suffix={l('overtime.minutes')} disabled={readOnly} />
        </Form.Item>
        <Form.Item name="overtimeExtendMinutes" label={l('overtime.extend')}>
          <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} suffix={l('overtime.minutes')} disabled={readOnly} />
        </Form.Item>
        <Form.Item name="overtimeMaxMinutes" label={l('overtime.max')}>
          <InputNumber min={1} max={1440} precision={0} style={{ width: '100%' }} suffix={l('overtime.minutes')} disabled={readOnly} />
        </Form.Item>
      </div>
    </>
  );
}
