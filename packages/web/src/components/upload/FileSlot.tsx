import { useEffect, useRef, useState } from 'react';
import { Button, Image, Space } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@portal/domain';
import { fetchFile } from '../../api/uploads';
import { saveBlob } from './saveBlob';
import { ACCEPT } from './uploadRules';
import { useFileSlot, type FileSlotOptions } from './useFileSlot';
import styles from './FileSlot.module.css';

const IMAGE = /\.(jpe?g|png|gif|webp|bmp)$/i;
export const isImage = (file: FileItem) => /^(jpe?g|png|gif|webp|bmp)$/i.test(file.type) || IMAGE.test(file.fileName);

export interface FileSlotProps extends Omit<FileSlotOptions, 'kind' | 'purpose'>, Partial<Pick<FileSlotOptions, 'kind' | 'purpose'>> {
  /** Shows the files without the upload and remove controls. */
  readOnly?: boolean;
  /** Text of the upload button. */
  buttonText?: string;
  /** Given by the form item: lets the form scroll to the slot when it holds the first error. */
  id?: string;
}

/** An image thumbnail with a preview; the image is fetched with the session (files are private). */
function Thumbnail({ file }: { file: FileItem }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    let url: string | undefined;
    fetchFile(file).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  return <Image src={src} alt={file.fileName} width={96} height={64} className={styles.thumb} />;
}

/** Downloads a file with the session (a plain link would not carry the token). */
async function download(file: FileItem) {
  try {
    saveBlob(await fetchFile(file), file.fileName);
  } catch {
    // Shown by the request layer.
  }
}

/** The files of a slot: images as thumbnails with a preview, other files as download links. */
export function FileSlotFiles({ files, onRemove }: { files: FileItem[]; onRemove?: (id: number) => void }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <div className={styles.files}>
      <Image.PreviewGroup>
        {files.map((file) => (
          <div key={file.id} className={styles.file}>
            {isImage(file) ? (
              <Thumbnail file={file} />
            ) : (
              <a
                href={file.url}
                download={file.fileName}
                onClick={(event) => {
                  event.preventDefault();
                  void download(file);
                }}
              >
                <PaperClipOutlined /> {file.fileName}
              </a>
            )}
            {onRemove && (
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('certification.upload.remove', { name: file.fileName })} onClick={() => onRemove(file.id)} />
            )}
          </div>
        ))}
      </Image.PreviewGroup>
    </div>
  );
}

/**
 * The one upload control of the portal (part 1 §5): checks type, size and count before uploading, shows
 * 'Upload successful', previews images and links other files for download. A form field: value and
 * onChange hold the slot's FileItem list. An identity card side takes up to three images in one pick and
 * shows its button only while it is empty.
 *
 * The button opens the file chooser itself (a hidden file input), so it keeps the focus while the chosen
 * files upload: antd's Upload moved the focus off its button to nowhere, and a keyboard user was sent back
 * to the top of the page after every pick.
 */
export function FileSlot({ id, readOnly, buttonText, kind = 'document', purpose = 'qyrzlc', ...options }: FileSlotProps) {
  const { t } = useTranslation();
  const slot = useFileSlot({ ...options, kind, purpose });
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  /** The focus was in the slot when its files changed from here. */
  const focusWasInside = useRef(false);
  const rememberFocus = () => {
    focusWasInside.current = Boolean(container.current?.contains(document.activeElement));
  };

  // A control that goes with the change (an identity card side's button once it holds its images, a removed
  // file's button) hands the focus to the slot's first control rather than to the page.
  useEffect(() => {
    if (!focusWasInside.current) return;
    focusWasInside.current = false;
    const element = container.current;
    if (element && !element.contains(document.activeElement)) element.querySelector<HTMLElement>('button:not([disabled]), a[href], [role="button"][tabindex="0"]')?.focus();
  }, [slot.files]);

  return (
    <Space ref={container} id={id} orientation="vertical" size={8} className={styles.slot}>
      {!readOnly && slot.acceptsMore && (
        <span>
          <input
            ref={input}
            type="file"
            // Not the hidden attribute: antd's form styles show every file input in a form (display: block).
            style={{ display: 'none' }}
            accept={ACCEPT[kind]}
            multiple={slot.multiple}
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])];
              // Cleared, so that picking the same file again is a change too.
              event.target.value = '';
              if (picked.length === 0) return;
              rememberFocus();
              void slot.add(picked);
            }}
          />
          <Button icon={<UploadOutlined />} loading={slot.uploading} onClick={() => input.current?.click()}>
            {buttonText ?? t(slot.files.length > 0 && kind !== 'idCard' ? 'certification.upload.replace' : 'certification.upload.choose')}
          </Button>
        </span>
      )}
      {readOnly && slot.files.length === 0 ? (
        <span className={styles.none}>—</span>
      ) : (
        <FileSlotFiles
          files={slot.files}
          onRemove={
            readOnly
              ? undefined
              : (fileId) => {
                  rememberFocus();
                  slot.remove(fileId);
                }
          }
        />
      )}
    </Space>
  );
}
