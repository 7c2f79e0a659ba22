import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminSectionInput } from '@portal/domain';
import { useFeedback } from '../../feedback/feedback';
import { formatList } from '../../format';
import { createSection, sectionAction, updateSection } from '../../api/staffSections';
import { missingForPublish } from '../sectionForm';
import { useMissingText, type useSectionCheck } from './useSectionCheck';

/**
 * Saving and publishing. Values the schema refuses are never saved: their step opens with them marked. A
 * draft that only lacks what publishing needs is saved, and the user is told what is still missing.
 * Publishing checks the whole section first (nothing is saved while it lacks anything), then asks.
 */
export function useSectionSave(form: FormInstance, sectionId: number | undefined, checks: ReturnType<typeof useSectionCheck>) {
  const { t, i18n } = useTranslation();
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const missingText = useMissingText();
  const [saving, setSaving] = useState(false);
  const { check, showProblem, setShowMissing } = checks;

  async function save(): Promise<number | undefined> {
    const { data, problem, marks } = check();
    if (!data) {
      if (problem) showProblem(problem, marks);
      return undefined;
    }
    setSaving(true);
    try {
      const lacking = missingForPublish(form.getFieldsValue(true));
      const id = sectionId ?? (await createSection(data as AdminSectionInput));
      if (sectionId) await updateSection(sectionId, data as AdminSectionInput);
      if (lacking.length) {
        setShowMissing(true);
        message.warning({ content: t('admin.editor.savedMissing', { count: lacking.length, list: formatList(lacking.map(missingText), i18n.language) }), duration: 8 });
      } else message.success(t('admin.editor.saved'));
      if (!sectionId) navigate(`/admin/sections/${id}`, { replace: true });
      return id;
    } catch {
      // The request layer has shown the server's message.
      return undefined;
    } finally {
      setSaving(false);
    }
  }

  function saveAndPublish() {
    const { problem, marks, lacking } = check(undefined, true);
    if (problem) {
      if (lacking.length) setShowMissing(true);
      showProblem(problem, marks);
      return;
    }
    const name = (form.getFieldValue('sectionName') as string) ?? '';
    modal.confirm({
      title: t('admin.list.confirmTitle'),
      content: t('admin.list.confirm.publish', { name }),
      okText: t('admin.list.publish'),
      cancelText: t('admin.action.cancel'),
      onOk: async () => {
        const id = await save();
        if (!id) return;
        try {
          await sectionAction(id, 'publish');
        } catch {
          // The request layer has shown why; the draft stays saved and open.
          return;
        }
        message.success(t('admin.done'));
        navigate('/admin/sections');
      },
    });
  }

  return { saving, save, saveAndPublish };
}
