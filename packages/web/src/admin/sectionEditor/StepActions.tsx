import { Button, Space } from 'antd';
import { STEPS } from '../sectionForm';
import { useEditorText } from './editorFields';
import styles from '../admin.module.css';

interface Props {
  step: number;
  readOnly: boolean;
  saving: boolean;
  goToStep: (step: number) => void;
  next: () => void;
  save: () => void;
  publish: () => void;
}

/** Under the step: Previous; Save draft, and Next (Publish on the last step). A read-only section only pages. */
export function StepActions({ step, readOnly, saving, goToStep, next, save, publish }: Props) {
  const { l } = useEditorText();
  return (
    <div className={styles.stepActions}>
      <Button disabled={step === 0} onClick={() => goToStep(step - 1)}>
        {l('previous')}
      </Button>
      <Space>
        {!readOnly && (
          <Button loading={saving} onClick={save}>
            {l('saveDraft')}
          </Button>
        )}
        {step < STEPS.length - 1 ? (
          <Button type="primary" onClick={readOnly ? () => goToStep(step + 1) : next}>
            {l('next')}
          </Button>
        ) : (
          !readOnly && (
            <Button type="primary" loading={saving} onClick={publish}>
              {l('publish')}
            </Button>
          )
        )}
      </Space>
    </div>
  );
}
