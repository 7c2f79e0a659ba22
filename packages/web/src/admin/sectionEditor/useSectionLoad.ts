import { useEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { getSection, type SectionDetail } from '../../api/staffSections';
import { EMPTY_FORM, formOf } from '../sectionForm';

/** Fills the form with the stored section (`detail`), or with a new draft's defaults when there is none. */
export function useSectionLoad(sectionId: number | undefined, form: FormInstance) {
  const [detail, setDetail] = useState<SectionDetail>();
  const [loading, setLoading] = useState(Boolean(sectionId));
  useEffect(() => {
    if (!sectionId) {
      form.setFieldsValue(EMPTY_FORM);
      return;
    }
    let live = true;
    getSection(sectionId)
      .then(
        (d) => {
          if (!live) return;
          setDetail(d);
          form.setFieldsValue(formOf(d));
        },
        () => undefined,
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [sectionId, form]);
  return { detail, loading };
}
