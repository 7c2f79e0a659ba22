import { useEffect, useState } from 'react';
import { Button, Empty, Result, Space, Spin } from 'antd';
import { DownloadOutlined, FileImageOutlined, FilePdfOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@portal/domain';
import { fetchFile } from '../../api/uploads';
import { saveBlob } from '../../components/upload/saveBlob';
import styles from '../admin.module.css';

const IMAGE = /\.(jpe?g|png|gif|webp|bmp)$/i;
const PDF = /\.pdf$/i;

export const fileKind = (file: FileItem): 'pdf' | 'image' | 'other' =>
  PDF.test(file.fileName) || /^pdf$/i.test(file.type ?? '') ? 'pdf' : IMAGE.test(file.fileName) || /^(jpe?g|png|gif|webp|bmp)$/i.test(file.type ?? '') ? 'image' : 'other';

export const fileIcon = (file: FileItem) => {
  const kind = fileKind(file);
  return kind === 'pdf' ? <FilePdfOutlined /> : kind === 'image' ? <FileImageOutlined /> : <PaperClipOutlined />;
};

/**
 * Shows a supplier's file inline: the file is fetched with the session (files are private and download as
 * attachments), then a PDF is shown in an iframe and an image as an image, from a local object URL. A
 * failed fetch says so and offers to try again.
 */
export function FileViewer({ file }: { file: FileItem | undefined }) {
  const { t } = useTranslation();
  const [blob, setBlob] = useState<{ url: string; blob: Blob }>();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Bumped by "retry" to fetch the same file again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setBlob(undefined);
    setFailed(false);
    if (!file) return;
    let live = true;
    let url: string | undefined;
    setLoading(true);
    fetchFile(file)
      .then(
        (content) => {
          if (!live) return;
          // The server sends attachments; the type is set here so that the browser renders the content.
          const kind = fileKind(file);
          const typed = kind === 'pdf' ? new Blob([content], { type: 'application/pdf' }) : content;
          url = URL.createObjectURL(typed);
          setBlob({ url, blob: typed });
        },
        () => live && setFailed(true),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, attempt]);

  if (!file) return <div className={styles.viewer}><Empty description={t('admin.reviews.noFiles')} /></div>;
  const kind = fileKind(file);
  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        {fileIcon(file)}
        <strong>{file.fileName}</strong>
        <Button size="small" icon={<DownloadOutlined />} disabled={!blob} onClick={() => blob && saveBlob(blob.blob, file.fileName)}>
          {t('admin.action.download')}
        </Button>
      </Space>
      <div className={styles.viewer} data-testid="file-viewer">
        {failed ? (
          <Result
            status="warning"
            title={t('admin.reviews.loadFailed')}
            extra={
              <Button onClick={() => setAttempt((n) => n + 1)}>{t('admin.reviews.retry')}</Button>
            }
          />
        ) : loading || !blob ? (
          <Spin description={t('admin.reviews.loadingFile')} />
        ) : kind === 'pdf' ? (
          <iframe src={blob.url} title={file.fileName} />
        ) : kind === 'image' ? (
          <img src={blob.url} alt={file.fileName} />
        ) : (
          <Empty description={t('admin.reviews.cannotPreview')} />
        )}
      </div>
    </div>
  );
}
