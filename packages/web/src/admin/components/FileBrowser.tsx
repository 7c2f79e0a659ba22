import { useState } from 'react';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@portal/domain';
import { FileViewer, fileIcon } from './FileViewer';
import styles from '../admin.module.css';

/** A titled group of a supplier's files (a stage's list, a payment proof, the bid files). */
export interface FileGroup {
  title: string;
  files: FileItem[];
}

/**
 * A supplier's files by group on the left and the chosen one shown inline on the right; the first file
 * opens by itself. Give it a `key` per sign-up so another sign-up starts again at its first file.
 */
export function FileBrowser({ groups }: { groups: FileGroup[] }) {
  const { t } = useTranslation();
  const shown = groups.filter((g) => g.files.length > 0);
  const [file, setFile] = useState<FileItem | undefined>(shown[0]?.files[0]);
  // Nothing to browse: one quiet line, not an empty list beside an empty viewer.
  if (shown.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.reviews.noFiles')} />;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '240px 1fr', gap: 16 }}>
      <div>
        {shown.map((group) => (
          <div key={group.title} className={styles.fileGroup}>
            <div className={styles.fileGroupTitle}>{group.title}</div>
            {group.files.map((f) => (
              <Button key={f.id} type={f.id === file?.id ? 'link' : 'text'} className={styles.fileButton} icon={fileIcon(f)} onClick={() => setFile(f)}>
                {f.fileName}
              </Button>
            ))}
          </div>
        ))}
      </div>
      <FileViewer file={file} />
    </div>
  );
}
