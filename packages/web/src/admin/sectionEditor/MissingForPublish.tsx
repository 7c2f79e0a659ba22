import { Alert, Button } from 'antd';
import { formatList } from '../../format';
import { STEPS, type MissingField } from '../sectionForm';
import { useEditorText } from './editorFields';
import { useMissingText } from './useSectionCheck';

/** What publishing still needs, step by step; a step's name opens that step. */
export function MissingForPublish({ missing, openStep }: { missing: MissingField[]; openStep: (step: number) => void }) {
  const { t, l, language } = useEditorText();
  const missingText = useMissingText();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="publish-missing"
      style={{ marginBottom: 16 }}
      title={t('admin.editor.missingTitle')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {STEPS.filter((s) => missing.some((m) => m.step === s)).map((s) => (
            <li key={s}>
              <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => openStep(STEPS.indexOf(s))}>
                {l(`steps.${s}`)}
              </Button>
              {t('admin.editor.stepSeparator')}
              {formatList(missing.filter((m) => m.step === s).map(missingText), language)}
            </li>
          ))}
        </ul>
      }
    />
  );
}
