import { Alert, Button, Empty, Space, Spin } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { ArrowLeftOutlined, ExportOutlined, FileSearchOutlined, LogoutOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BidStage, bidRecordRequirements, canEditSignup, canSubmitStage, canWithdraw, holdsDeposit, requirementsOf, showsBiddingResult, showsDepositRefund, signupResultsOut, type BidRecord } from '@portal/domain';
import { exportBid, withdrawBid } from '../../api/bids';
import { handleResult, type ApiResult } from '../../api/request';
import { AppealForm } from '../../components/bid/AppealForm';
import { ComplianceBlock, ContactBlock, PaymentMethodBlock } from '../../components/bid/AnswersBlock';
import { BidFileStage } from '../../components/bid/BidFileStage';
import { BidInfo } from '../../components/bid/BidInfo';
import { BidProgress } from '../../components/bid/BidProgress';
import { exportFileName, sentAtStage, showsStagePart } from '../../components/bid/bidDetail';
import { BaseFilesStage, QualificationStage } from '../../components/bid/FilesStage';
import { NotesStage } from '../../components/bid/NotesStage';
import { PaymentStage } from '../../components/bid/PaymentStage';
import { QuotationBlock } from '../../components/bid/QuotationBlock';
import { RefundBlock } from '../../components/bid/RefundBlock';
import { ResultBlock } from '../../components/bid/ResultBlock';
import { CertificationGateDialogs } from '../../components/certification/CertificationGateDialogs';
import { saveBlob } from '../../components/upload/saveBlob';
import { useBidDetail, type BidDetailState } from '../../hooks/useBidDetail';
import { useCertificationGate } from '../../hooks/useCertificationGate';
import styles from '../../components/bid/bid.module.css';

/** The announcement of the section, by its bidding type, opened in a new tab (part 2 §2). */
const announcementPath = (bid: BidRecord) => `/${bid.section.biddingType === 1 ? 'InquiryAnnouncement' : 'TenderAnnouncement'}?id=${bid.sectionId}`;

/** Saves the bid record as the server exports it; an error answer is handled like any other call. */
async function saveExport(id: number) {
  try {
    const blob = await exportBid(id);
    if (blob.type.includes('application/json')) handleResult(JSON.parse(await blob.text()) as ApiResult);
    else saveBlob(blob, exportFileName(id));
  } catch {
    // Shown by the request layer.
  }
}

/** The header: title, announcement link, export and withdraw (confirmed; the domain's `canWithdraw`: below 20, not -1, not disabled by the buyer). */
function Header({ bid, detail }: { bid: BidRecord; detail: BidDetailState }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const withdrawable = canWithdraw(bid.supplierBidStatus, bid.disabled);
  function withdraw() {
    modal.confirm({
      title: t('bids.detail.withdraw'),
      content: t('bids.detail.withdrawConfirm'),
      okText: t('bids.detail.confirm'),
      cancelText: t('bids.detail.cancel'),
      okButtonProps: { danger: true },
      onOk: () => detail.act(() => withdrawBid(bid.id)),
    });
  }
  return (
    <div className={styles.header}>
      <h1 className={styles.headerTitle}>{t('bids.detail.title')}</h1>
      <Space wrap>
        <Link to="/PersonalCenter/MyBid">
          <Button icon={<ArrowLeftOutlined />}>{t('bids.detail.back')}</Button>
        </Link>
        <a href={announcementPath(bid)} target="_blank" rel="noreferrer">
          <Button icon={<FileSearchOutlined />}>{t('bids.detail.viewProject')}</Button>
        </a>
        <Button icon={<ExportOutlined />} onClick={() => void saveExport(bid.id)}>
          {t('bids.detail.export')}
        </Button>
        {withdrawable && (
          <Button danger icon={<LogoutOutlined />} onClick={withdraw}>
            {t('bids.detail.withdraw')}
          </Button>
        )}
      </Space>
    </div>
  );
}

/**
 * BidDetails?id={signup id} (part 2 §2): everything a supplier does on one sign-up, from the base files to
 * the deposit refund. Which parts show and which can be changed comes from the domain's bid-status machine;
 * the server enforces the same rules.
 */
export default function BidDetails() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id'));
  const detail = useBidDetail(id);
  const gate = useCertificationGate();
  const { bid, missing } = detail;

  if (!bid) return missing ? <Empty description={t('bids.detail.notFound')} /> : <Spin className={styles.block} size="large" style={{ display: 'block', margin: '80px auto' }} />;

  const status = bid.supplierBidStatus;
  const section = bid.section;
  const editable = canEditSignup(bid.sectionStauts, status, bid.isAppointSupplierQuotationIng, bid.disabled);
  const props = { bid, editable, detail };
  const sent = sentAtStage(bid);
  const required = requirementsOf(bidRecordRequirements(bid));
  return (
    <>
      <Header bid={bid} detail={detail} />
      {(bid.pageDisabled || bid.disabled === 1) && (
        // What is closed is the bid itself; the blocks below that still act (the winner's entry, a refund to
        // confirm, an appeal) show only when their rule allows them, so the banner does not call the page read-only.
        <Alert className={styles.block} type="warning" showIcon title={t(signupResultsOut(status, bid.sectionStauts) ? 'bids.detail.lockedAfterResults' : 'bids.detail.disabled')} />
      )}
      <div className={styles.block}>
        <BidInfo bid={bid} />
      </div>
      <BidProgress steps={bid.progressSteps} status={status} />
      {required.baseFiles && <BaseFilesStage {...props} />}
      {required.qualification && (showsStagePart(status, BidStage.qualification, sent.qualification) || (editable && canSubmitStage('qualification', status))) && (
        <QualificationStage {...props} />
      )}
      {required.payment && showsStagePart(status, BidStage.payment, sent.payment) && <PaymentStage {...props} />}
      {required.bidFile && showsStagePart(status, BidStage.bidFile, sent.bidFile) && <BidFileStage {...props} />}
      <QuotationBlock bid={bid} detail={detail} gate={gate} />
      {required.quotationNotes && showsStagePart(status, BidStage.quotation, sent.quotation) && <NotesStage {...props} />}
      {showsBiddingResult(status) && <ResultBlock bid={bid} detail={detail} />}
      {section.settleMethod !== null && <PaymentMethodBlock bid={bid} detail={detail} />}
      <ComplianceBlock {...props} />
      <ContactBlock {...props} />
      {showsDepositRefund(holdsDeposit(section, bid.receivingAccountList), bid.sectionStauts) && <RefundBlock bid={bid} detail={detail} />}
      <AppealForm sectionId={bid.sectionId} detail={detail} />
      <CertificationGateDialogs gate={gate} />
    </>
  );
}
