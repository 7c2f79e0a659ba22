import { useState } from 'react';
import { Button } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import { BidStatus, canSubmitQuotationNotes, type BidRecord, type FileItem } from '@portal/domain';
import { submitQuotesFile } from '../../api/bids';
import type { BidDetailState } from '../../hooks/useBidDetail';
import { FileSlot, FileSlotFiles } from '../upload/FileSlot';
import { reviewState } from './bidDetail';
import { StageBlock } from './StageBlock';
import styles from './bid.module.css';

/**
 * Quotation notes (part 2 §4, §5): after quoting (15), at least one file; "16 and 18 lock the file": submitted
 * (16), under review (17) and rejected (18, with the remark) show the file read-only, as the server refuses it.
 */
export function NotesStage({ bid, editable, detail }: { bid: BidRecord; editable: boolean; detail: BidDetailState }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [files, setFiles] = useState<FileItem[]>([]);
  const status = bid.supplierBidStatus;
  const canSubmit = editable && canSubmitQuotationNotes(status, bid.isQualificationQuotes, bid.quotesCount > 0);
  const state = reviewState('quotationNotes', status);

  function send() {
    if (files.length === 0) {
      message.warning(t('messages.quotesNoteFileRequired'));
      return;
    }
    void detail.act(() => submitQuotesFile(bid.id, files), () => setFiles([]));
  }

  return (
    <StageBlock id="stage-notes" title={t('messages.bidRecordStageNotes')} state={state} remark={{ record: bid, field: 'quotesNoteReviewRemark' }}>
      <FileSlotFiles files={bid.quotesNoteFileList} />
      {status === BidStatus.readyToQuote && bid.quotesCount === 0 && <p className={styles.hint}>{t('bids.notes.afterQuote')}</p>}
      {canSubmit && (
        <div className={styles.actions}>
          <FileSlot id="notes-slot" value={files} onChange={setFiles} />
          <Button type="primary" loading={detail.busy} onClick={send}>
            {t('bids.detail.submit')}
          </Button>
        </div>
      )}
    </StageBlock>
  );
}
