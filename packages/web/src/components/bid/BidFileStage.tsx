import { useState } from 'react';
import { Button, Table, Tag } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { useTranslation } from 'react-i18next';
import {
  BidFileStatus,
  BidStatus,
  canCancelBidFile,
  canSubmitStage,
  isBidFileWindowOpen,
  showsBidFileCountdown,
  type BidRecord,
  type FileItem,
} from '@portal/domain';
import { cancelBidFile, submitBidFile } from '../../api/bids';
import type { BidDetailState } from '../../hooks/useBidDetail';
import { useDict } from '../../hooks/useDict';
import { useNowPassing } from '../../hooks/useTimeWindow';
import { FileSlot, FileSlotFiles } from '../upload/FileSlot';
import { BidCountdown } from './BidCountdown';
import { parseWireTime } from './bidDetail';
import { StageBlock, ViewReason } from './StageBlock';
import styles from './bid.module.css';

type BidFile = BidRecord['supplierBidFileList'][number];

/**
 * The bid file (part 2 §4, §5): upload only inside bidFileStartTime–bidFileEndTime, withdraw the uploaded
 * file (12 → 13) and upload again before the deadline; each file's status labelled by
 * sys_supplier_margin_status, a rejected one (2) with its 'view reason' link.
 */
export function BidFileStage({ bid, editable, detail }: { bid: BidRecord; editable: boolean; detail: BidDetailState }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const statuses = useDict('sys_supplier_margin_status');
  const [files, setFiles] = useState<FileItem[]>([]);
  const section = bid.section;
  const start = parseWireTime(section.bidFileStartTime);
  const end = parseWireTime(section.bidFileEndTime);
  // Live: the window opens and closes on screen, the buttons following without a reload.
  const now = useNowPassing(start, end);
  const open = isBidFileWindowOpen(start, end, now);
  const opensAt = start && now.getTime() < start.getTime() ? start : null;
  const status = bid.supplierBidStatus;
  const canUpload = editable && canSubmitStage('bidFile', status);
  const label = (key: string, options?: Record<string, unknown>) => t(`bids.bidFile.${key}`, options);

  function withdraw() {
    modal.confirm({
      title: label('cancel'),
      content: label('cancelConfirm'),
      okText: t('bids.detail.confirm'),
      cancelText: t('bids.detail.cancel'),
      onOk: () => detail.act(() => cancelBidFile(bid.id)),
    });
  }

  return (
    <StageBlock
      id="stage-bid-file"
      title={t('messages.bidRecordStageBidFile')}
      extra={
        showsBidFileCountdown(status) &&
        (opensAt ? (
          <BidCountdown key="opens" label={label('opensIn')} at={opensAt} onElapsed={() => void detail.reload()} />
        ) : (
          end && <BidCountdown key="ends" label={label('endsIn')} at={end} onElapsed={() => void detail.reload()} />
        ))
      }
    >
      <p className={styles.hint}>{label('window', { start: section.bidFileStartTime ?? '—', end: section.bidFileEndTime ?? '—' })}</p>
      {status === BidStatus.bidFileWithdrawn && <p className={styles.hint}>{label('reupload')}</p>}
      <Table<BidFile>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={bid.supplierBidFileList}
        columns={[
          { title: label('fileName'), dataIndex: 'fileName', render: (_: string, f) => <FileSlotFiles files={[{ ...f, id: f.fileId, fileSize: 0, type: '', bpmFileId: String(f.fileId) }]} /> },
          { title: label('createTime'), dataIndex: 'createTime' },
          {
            title: label('status'),
            dataIndex: 'status',
            render: (value: number) => (
              <>
                <Tag color={value === BidFileStatus.rejected ? 'error' : value === BidFileStatus.approved ? 'success' : 'default'}>{statuses.label(value)}</Tag>
                {value === BidFileStatus.rejected && <ViewReason remark={{ record: bid, field: 'bidFileReviewRemark' }} />}
              </>
            ),
          },
        ]}
      />
      {canUpload && !open && <p className={styles.hint}>{label('notOpen')}</p>}
      <div className={styles.actions}>
        {canUpload && open && (
          <>
            <FileSlot id="bid-file-slot" value={files} onChange={setFiles} buttonText={label('upload')} />
            <Button type="primary" loading={detail.busy} disabled={files.length === 0} onClick={() => void detail.act(() => submitBidFile(bid.id, files), () => setFiles([]))}>
              {t('bids.detail.submit')}
            </Button>
          </>
        )}
        {editable && open && canCancelBidFile(status) && (
          <Button danger onClick={withdraw}>
            {label('cancel')}
          </Button>
        )}
      </div>
    </StageBlock>
  );
}
