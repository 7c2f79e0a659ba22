import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UPLOAD_LIMIT_MB, type FileItem } from '@portal/domain';
import { uploadFile, type UploadPurpose } from '../../api/uploads';
import { maxFilesOf, refuseUpload, type SlotKind } from './uploadRules';

export interface FileSlotOptions {
  /** The slot's files (a form field's value). */
  value?: FileItem[];
  onChange?: (files: FileItem[]) => void;
  kind: SlotKind;
  purpose: UploadPurpose;
  limitMb?: number;
}

/**
 * One upload slot: checks a picked file against the rules, uploads it and puts it in the slot. A slot of
 * one file replaces its file; an identity card side adds up to three. Refusals are shown as errors; a
 * refusal by the server has been shown by the request layer.
 */
export function useFileSlot({ value, onChange, kind, purpose, limitMb = DEFAULT_UPLOAD_LIMIT_MB }: FileSlotOptions) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const files = value ?? [];
  const max = maxFilesOf(kind);

  async function add(file: File) {
    const refusal = refuseUpload(file, kind, files.length, limitMb);
    if (refusal) {
      message.error(t(`messages.${refusal.key}`, refusal.params));
      return;
    }
    setUploading(true);
    try {
      const result = await uploadFile(file, purpose);
      if (result.code !== 200 || !result.data) return;
      onChange?.(max === 1 ? [result.data] : [...files, result.data]);
      message.success(t('messages.uploadSuccess'));
    } catch {
      // Shown by the request layer (a 601 refusal names the reason).
    } finally {
      setUploading(false);
    }
  }

  const remove = (id: number) => onChange?.(files.filter((f) => f.id !== id));

  return { files, add, remove, uploading, full: max > 1 && files.length >= max };
}
