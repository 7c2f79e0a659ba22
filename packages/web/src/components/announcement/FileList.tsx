import { DownloadOutlined, FileImageOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined, FileExcelOutlined, FileZipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@portal/domain';
import { formatFileSize } from '../../format';
import { ShownText } from '../readerLanguage/ShownText';
import styles from './announcement.module.css';

const ICONS: Record<string, typeof FileOutlined> = {
  pdf: FilePdfOutlined,
  doc: FileWordOutlined,
  docx: FileWordOutlined,
  xls: FileExcelOutlined,
  xlsx: FileExcelOutlined,
  zip: FileZipOutlined,
  rar: FileZipOutlined,
  '7z': FileZipOutlined,
  jpg: FileImageOutlined,
  jpeg: FileImageOutlined,
  png: FileImageOutlined,
};

/**
 * Downloadable files: the server sends them as attachments, so a plain link downloads them. An attachment's
 * title is shown in the reader's language, else in another one marked as such.
 */
export function FileList({ files }: { files: FileItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.files}>
      {files.map((file) => {
        const Icon = ICONS[file.type] ?? FileOutlined;
        return (
          <li key={file.id} className={styles.file}>
            <Icon className={styles.fileIcon} />
            <div className={styles.fileText}>
              <a href={file.url} download={file.fileName} className={styles.fileName}>
                <ShownText record={file} field="fileName" />
              </a>
              <span className={styles.fileMeta}>
                {formatFileSize(file.fileSize)}
                {file.createTime && ` · ${t('announcement.files.uploadedAt', { time: file.createTime })}`}
              </span>
            </div>
            <a href={file.url} download={file.fileName} className={styles.fileDownload}>
              <DownloadOutlined /> {t('announcement.files.download')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Files of one table row, as compact links. */
export function FileLinks({ files }: { files: FileItem[] }) {
  return (
    <span className={styles.fileLinks}>
      {files.map((file) => (
        <a key={file.id} href={file.url} download={file.fileName} title={file.fileName}>
          <DownloadOutlined /> <ShownText record={file} field="fileName" />
        </a>
      ))}
    </span>
  );
}
