import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import type { Locale, RemarkVariants } from '@portal/domain';

const REMARK_FIELDS: Record<Locale, keyof RemarkVariants> = { zh: 'remark', en: 'remarkEn', lo: 'remarkLo' };
const LANGUAGES: Locale[] = ['zh', 'en', 'lo'];

/** The remarks as sent: trimmed, blank ones left out. */
const given = (remarks: RemarkVariants): RemarkVariants =>
  Object.fromEntries(Object.entries(remarks).flatMap(([field, text]) => (text?.trim() ? [[field, text.trim()]] : [])));

/**
 * Pass or reject with a remark: the remark is optional to pass and required to reject (the supplier reads
 * it). It is written in Chinese (required to reject) and, optionally, English and Lao: the supplier reads the
 * one of its language (docs/decisions/reader-language.md). Passing asks for a confirmation. `onDone` runs
 * after the call succeeded.
 */
export function ReviewActions({
  confirmText,
  onReview,
  onDone,
  passText,
  rejectText,
}: {
  confirmText: string;
  /** Sends the review; `remarks` holds the variants given (none when all are blank). */
  onReview: (pass: boolean, remarks: RemarkVariants) => Promise<unknown>;
  onDone: () => void;
  /** Button labels other than 'pass' and 'reject'. */
  passText?: string;
  rejectText?: string;
}) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const [remarks, setRemarks] = useState<RemarkVariants>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function send(pass: boolean) {
    setBusy(true);
    try {
      await onReview(pass, given(remarks));
      message.success(t('admin.done'));
      setRemarks({});
      onDone();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      {LANGUAGES.map((lang) => {
        const field = REMARK_FIELDS[lang];
        const first = lang === 'zh';
        return (
          <Form.Item
            key={lang}
            htmlFor={`review-${field}`}
            label={t('common.readerLanguage.labelIn', { label: t('admin.reviews.remark'), language: t(`common.readerLanguage.language.${lang}`) })}
            validateStatus={first && error ? 'error' : undefined}
            help={first ? error : undefined}
            layout="vertical"
            style={{ marginBottom: 12 }}
          >
            <Input.TextArea
              id={`review-${field}`}
              lang={lang}
              rows={first ? 3 : 2}
              maxLength={500}
              showCount
              value={remarks[field] ?? ''}
              placeholder={first ? t('admin.reviews.remarkPlaceholder') : t('admin.reviews.remarkVariantPlaceholder')}
              onChange={(e) => {
                setRemarks((r) => ({ ...r, [field]: e.target.value }));
                if (first && e.target.value.trim()) setError(undefined);
              }}
            />
          </Form.Item>
        );
      })}
      <Space>
        <Button
          type="primary"
          loading={busy}
          onClick={() =>
            modal.confirm({
              title: t('admin.list.confirmTitle'),
              content: confirmText,
              okText: passText ?? t('admin.action.pass'),
              cancelText: t('admin.action.cancel'),
              onOk: () => send(true),
            })
          }
        >
          {passText ?? t('admin.action.pass')}
        </Button>
        <Button
          danger
          loading={busy}
          onClick={() => {
            if (!remarks.remark?.trim()) {
              setError(t('admin.reviews.remarkRequired'));
              return;
            }
            void send(false);
          }}
        >
          {rejectText ?? t('admin.action.reject')}
        </Button>
      </Space>
    </div>
  );
}
