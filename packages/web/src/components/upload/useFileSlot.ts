import { useState } from 'react';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@portal/domain';
import { uploadFile, type UploadPurpose } from '../../api/uploads';
import { useUploadLimit } from '../../hooks/useUploadLimit';
import { maxFilesOf, refuseUpload, type SlotKind } from './uploadRules';

export interface FileSlotOptions {
  /** The slot's files (a form field's value). */
  value?: FileItem[];
  onChange?: (files: FileItem[]) => void;
  kind: SlotKind;
  purpose: UploadPurpose;
  /** Size limit in MB; the server's UPLOAD_LIMIT_MB unless given. */
  limitMb?: number;
}

/**
 * One upload slot: checks the picked files against the rules, uploads them and puts them in the slot. A
 * slot of one file replaces its file; an identity card side takes up to three images, picked together
 * while the side is empty. If any picked file is refused, none is sent; refusals are shown as errors, a
 * refusal by the server has been shown by the request layer.
 */
export function useFileSlot({ value, onChange, kind, purpose, limitMb }: FileSlotOptions) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const serverLimitMb = useUploadLimit();
  const [uploading, setUploading] = useState(false);
  const files = value ?? [];
  const max = maxFilesOf(kind);

  async function add(picked: File[]) {
    for (const [index, file] of picked.entries()) {
      const refusal = refuseUpload(file, kind, files.length + index, limitMb ?? serverLimitMb);
      if (refusal) {
        message.error(t(`messages.${refusal.key}`, refusal.params));
        return;
      }
    }
    setUploading(true);
    const stored: FileItem[] = [];
    try {
      for (const file of picked) {
        const result = await uploadFile(file, purpose);
        if (result.code === 200 && result.data) stored.push(result.data);
      }
    } catch {
      // Shown by the request layer (a 601 refusal names the reason).
    } finally {
      setUploading(false);
    }
    if (stored.length === 0) return;
    onChange?.(max === 1 ? stored.slice(-1) : [...files, ...stored]);
    message.success(t('messages.uploadSuccess'));
  }

  const remove = (id: number) => onChange?.(files.filter((f) => f.id !== id));

  /** An identity card side takes its images in one pick, so its control shows only while it is empty. */
  const acceptsMore = max === 1 || files.length === 0;
  return { files, add, remove, uploading, acceptsMore, multiple: max > 1 };
}
