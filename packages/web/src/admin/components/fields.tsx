import { useEffect, useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@portal/domain';
import { FileSlotFiles } from '../../components/upload/FileSlot';
import { TextVariants } from '../../components/readerLanguage/TextVariants';
import { useDict } from '../../hooks/useDict';
import { uploadSectionFile } from '../../api/staffSections';

/** The wire format of section times. */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A date-and-time picker whose value is the wire string (`yyyy-MM-dd HH:mm:ss`) or null. */
export function TimeField({ value, onChange, id, disabled }: { value?: string | null; onChange?: (v: string | null) => void; id?: string; disabled?: boolean }) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      disabled={disabled}
      style={{ width: '100%' }}
      value={value ? dayjs(value, TIME_FORMAT) : null}
      onChange={(d) => onChange?.(d ? d.second(0).format(TIME_FORMAT) : null)}
    />
  );
}

/** A choice among the entries of a dictionary (labels in the current language). */
export function DictSelect({ type, value, onChange, id, disabled, allowClear, numeric }: { type: string; value?: unknown; onChange?: (v: unknown) => void; id?: string; disabled?: boolean; allowClear?: boolean; numeric?: boolean }) {
  const { t } = useTranslation();
  const dict = useDict(type);
  return (
    <Select
      id={id}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={t('certification.select')}
      value={value === null || value === undefined ? undefined : String(value)}
      onChange={(v) => onChange?.(v === undefined ? null : numeric ? Number(v) : v)}
      options={dict.entries.map((e) => ({ value: e.dictValue, label: e.dictLabel }))}
    />
  );
}

/**
 * Attachments of a section: the value is the list of stored file ids; `known` gives the files the section
 * already had, uploads add theirs. Each attachment's title is its file's name, which may be given in English
 * and Lao too (the form's `fileTitle`, by file id).
 */
export function AttachmentField({ value, onChange, known, id, disabled }: { value?: number[]; onChange?: (ids: number[]) => void; known?: FileItem[]; id?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<Map<number, FileItem>>(new Map());
  useEffect(() => {
    if (known?.length) setFiles((current) => new Map([...current, ...known.map((f) => [f.id, f] as const)]));
  }, [known]);
  const ids = value ?? [];
  const shown = ids.map((fileId) => files.get(fileId)).filter((f): f is FileItem => Boolean(f));
  return (
    <div id={id}>
      {!disabled && (
        <Upload
          showUploadList={false}
          multiple
          customRequest={async ({ file, onSuccess, onError }) => {
            try {
              const stored = await uploadSectionFile(file as File);
              setFiles((current) => new Map(current).set(stored.id, stored));
              onChange?.([...(value ?? []), stored.id]);
              onSuccess?.(stored);
            } catch (error) {
              onError?.(error as Error);
            }
          }}
        >
          <Button icon={<UploadOutlined />}>{t('admin.editor.upload')}</Button>
        </Upload>
      )}
      <FileSlotFiles files={shown} onRemove={disabled ? undefined : (fileId) => onChange?.(ids.filter((i) => i !== fileId))} />
      {shown.map((file) => (
        <AttachmentTitle key={file.id} file={file} disabled={disabled} />
      ))}
    </div>
  );
}

/** The title of one attachment in zh, en and lo: the first is the file's name, the others optional. */
function AttachmentTitle({ file, disabled }: { file: FileItem; disabled?: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const path = ['fileTitle', String(file.id)];
  useEffect(() => {
    form.setFieldValue([...path, 'fileName'], file.fileName);
  }, [form, file.id, file.fileName]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="attachment-title">
      <TextVariants
        path={path}
        name="fileName"
        label={t('admin.editor.attachmentTitle')}
        input={(lang) => <Input lang={lang} maxLength={200} disabled={disabled || lang === 'zh'} />}
      />
    </div>
  );
}
