import { Alert, Form, InputNumber, Tabs } from 'antd';
import type { FileItem } from '@portal/domain';
import { AttachmentField, TimeField } from '../components/fields';
import { RichText } from '../components/RichText';
import { SectorTable } from '../components/SectorTable';
import { Flag, LangFields, useEditorText } from './editorFields';
import styles from '../admin.module.css';

/** The items step: the items with their detail rows, and the item files. */
export function ItemsStep({ readOnly, files }: { readOnly: boolean; files: FileItem[] }) {
  const { l } = useEditorText();
  return (
    <>
      <SectorTable disabled={readOnly} />
      <Form.Item name="sectorFileIds" label={l('sectorFiles')} style={{ marginTop: 24 }}>
        <AttachmentField known={files} disabled={readOnly} />
      </Form.Item>
    </>
  );
}

const QUALIFICATIONS = ['isQualificationTec', 'isQualificationBusinessLicense', 'isQualificationAchievement', 'isQualificationAgencyLicense', 'isQualificationOther'];

/** The qualification step: what a supplier must hand in; the bid file only in a tender. */
export function QualificationStep({ readOnly, inquiry, otherQualification }: { readOnly: boolean; inquiry: boolean; otherQualification: boolean }) {
  const { l } = useEditorText();
  return (
    <>
      <p style={{ color: '#595959' }}>{l('qualification.intro')}</p>
      {QUALIFICATIONS.map((f) => (
        <Flag key={f} name={f} label={l(`qualification.${f}`)} disabled={readOnly} />
      ))}
      {otherQualification && <LangFields name="qualificationOtherDescribe" label={l('qualification.otherDescribe')} disabled={readOnly} textarea required />}
      <div style={{ marginTop: 16 }}>
        {!inquiry && <Flag name="isBiddingCommitFile" label={l('qualification.isBiddingCommitFile')} disabled={readOnly} />}
        <Flag name="isQualificationQuotes" label={l('qualification.isQualificationQuotes')} disabled={readOnly} />
      </div>
    </>
  );
}

/**
 * The times step. An inquiry has no sign-up; the bid-file window shows when a tender asks for a bid file.
 * `required`: the times publishing needs, marked.
 */
export function TimesStep({ inquiry, bidFile, required }: { inquiry: boolean; bidFile: boolean; required: Set<string> }) {
  const { l } = useEditorText();
  const time = (name: string) => (
    <Form.Item name={name} label={l(`times.${name}`)} required={required.has(name)}>
      <TimeField />
    </Form.Item>
  );
  return (
    <>
      <Alert type="info" showIcon title={l(inquiry ? 'times.introInquiry' : 'times.intro')} style={{ marginBottom: 16 }} />
      <div className={styles.twoCols}>
        {!inquiry && (
          <>
            {time('signupStartTime')}
            {time('signupEndTime')}
          </>
        )}
        {time('startTime')}
        {time('entTime')}
        {!inquiry && bidFile && (
          <>
            {time('bidFileStartTime')}
            {time('bidFileEndTime')}
          </>
        )}
        <Form.Item name="bidOpeningTime" label={l('times.bidOpeningTime')}>
          <TimeField />
        </Form.Item>
        <Form.Item name="contractPeriodDays" label={l('times.contractPeriodDays')}>
          <InputNumber min={0} max={36500} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
    </>
  );
}

/** The notes step: the project notes in a rich-text editor, one tab per language. */
export function NotesStep() {
  const { l } = useEditorText();
  return (
    <>
      <p style={{ color: '#595959' }}>{l('notes.intro')}</p>
      <Tabs
        items={(['zh', 'en', 'lo'] as const).map((lang) => {
          const name = `projectNotes${lang === 'zh' ? '' : lang === 'en' ? 'En' : 'Lo'}`;
          return {
            key: lang,
            label: l(`lang.${lang}`),
            forceRender: true,
            children: (
              <Form.Item name={name} noStyle>
                <RichText label={`${l('steps.notes')} (${l(`lang.${lang}`)})`} />
              </Form.Item>
            ),
          };
        })}
      />
    </>
  );
}
