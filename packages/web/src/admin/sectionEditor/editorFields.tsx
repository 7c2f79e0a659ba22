import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../admin.module.css';

/** The editor's translations: `t`, and `l` for its own keys (admin.editor.*). */
export function useEditorText() {
  const { t, i18n } = useTranslation();
  const l = (key: string) => t(`admin.editor.${key}`);
  return { t, l, language: i18n.language };
}

/** Three inputs side by side for the zh, en and lo variants of a text field; `required`: the Chinese one is needed to publish. */
export function LangFields({ name, label, disabled, textarea, required }: { name: string; label: string; disabled: boolean; textarea?: boolean; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.langGrid}>
      {(['', 'En', 'Lo'] as const).map((suffix, i) => (
        <Form.Item key={suffix} name={name + suffix} required={required && suffix === ''} label={t('admin.editor.inLang', { label, lang: t(`admin.editor.lang.${['zh', 'en', 'lo'][i]}`) })}>
          {textarea ? <Input.TextArea rows={3} disabled={disabled} /> : <Input disabled={disabled} />}
        </Form.Item>
      ))}
    </div>
  );
}

/** A 0/1 flag shown as a checkbox. */
export function Flag({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  return (
    <Form.Item name={name} valuePropName="checked" getValueProps={(v) => ({ checked: v === 1 })} normalize={(v: boolean) => (v ? 1 : 0)} style={{ marginBottom: 8 }}>
      <Checkbox disabled={disabled}>{label}</Checkbox>
    </Form.Item>
  );
}
