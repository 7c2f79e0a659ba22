import { Alert, Button, Form, Space, Spin, Steps } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { StatusTag } from '../../components/projects/StatusTag';
import { STEPS } from '../sectionForm';
import { PageHead } from '../components/PageHead';
import { BasicsStep } from '../sectionEditor/BasicsStep';
import { useEditorText } from '../sectionEditor/editorFields';
import { MissingForPublish } from '../sectionEditor/MissingForPublish';
import { MoneyStep } from '../sectionEditor/MoneyStep';
import { ItemsStep, NotesStep, QualificationStep, TimesStep } from '../sectionEditor/OtherSteps';
import { StepActions } from '../sectionEditor/StepActions';
import { useSectionEditor } from '../sectionEditor/useSectionEditor';
import styles from '../admin.module.css';

/**
 * The section editor (DESIGN.md §6): a draft in six steps — basics; items with their detail rows; money,
 * receiving accounts and settlement; qualification; times; notes in a rich-text editor. The fields needed to
 * publish are marked. Next checks the step (the shared schema, and what publishing needs of that step) and
 * marks its problems; saving checks the whole form. A draft may be saved while it still lacks what publishing
 * needs, and is then told what is missing, step by step (docs/decisions/admin-ui.md); publishing checks all
 * first. Once published the section is shown read-only.
 */
export default function SectionEditor() {
  const { t, l } = useEditorText();
  const navigate = useNavigate();
  const params = useParams();
  const sectionId = params.id ? Number(params.id) : undefined;
  const editor = useSectionEditor(sectionId);
  const { form, step, setStep, detail, readOnly, fields } = editor;
  const current = STEPS[step];

  if (editor.loading) return <Spin />;

  return (
    <div>
      <PageHead
        title={
          <Space>
            {sectionId ? l('editTitle') : l('newTitle')}
            {detail && <StatusTag biddingType={detail.biddingType} status={detail.sectionStauts} />}
          </Space>
        }
        extra={<Button onClick={() => navigate('/admin/sections')}>{t('admin.action.back')}</Button>}
      />
      {readOnly && <Alert type="info" showIcon title={l('readOnly')} style={{ marginBottom: 16 }} />}
      {!readOnly && editor.showMissing && editor.missing.length > 0 && <MissingForPublish missing={editor.missing} openStep={setStep} />}
      <Steps current={step} onChange={(s) => (s < step || readOnly ? setStep(s) : editor.next())} items={STEPS.map((s) => ({ title: l(`steps.${s}`) }))} />
      <div ref={editor.stepContent} tabIndex={-1} role="group" aria-label={l(`steps.${current}`)} className={styles.stepContent}>
        <Form form={form} layout="vertical" className={styles.stepBody} disabled={readOnly} preserve onValuesChange={editor.clearErrors}>
          {current === 'basics' && <BasicsStep readOnly={readOnly} files={detail?.fileList ?? []} />}
          {current === 'items' && <ItemsStep readOnly={readOnly} files={detail?.sectorFileList ?? []} />}
          {current === 'money' && <MoneyStep readOnly={readOnly} totals={fields.totals} />}
          {current === 'qualification' && <QualificationStep readOnly={readOnly} inquiry={fields.inquiry} otherQualification={fields.otherQualification} />}
          {current === 'times' && <TimesStep inquiry={fields.inquiry} bidFile={fields.bidFile} required={fields.required} />}
          {current === 'notes' && <NotesStep />}
        </Form>
      </div>
      <StepActions
        step={step}
        readOnly={readOnly}
        saving={editor.saving}
        goToStep={editor.goToStep}
        next={editor.next}
        save={() => void editor.save()}
        publish={editor.saveAndPublish}
      />
    </div>
  );
}
