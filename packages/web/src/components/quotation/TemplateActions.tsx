import { useState } from 'react';
import { Button, Upload } from 'antd';
import { useFeedback } from '../../feedback/feedback';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { exportTemplate, importTemplate, type ImportedSector, type TemplateKind } from '../../api/quotation';
import { RequestError } from '../../api/request';
import { saveBlob } from '../upload/saveBlob';

interface Props {
  sectionId: number;
  /** Items with detail rows (sectionType 1) also get the details template. */
  withDetails: boolean;
  /** Import is offered only while the table can be edited. */
  editable: boolean;
  /** The sectors read from an imported file (with their detail rows' prices from the details template). */
  onImported: (sectors: ImportedSector[]) => void;
  /** A refusal of the file (the server names the row). */
  onRefused: (message: string) => void;
}

const isXlsx = (file: File) => /\.xlsx$/i.test(file.name);

/** Export of the quotation template (.xlsx, prefilled with the items) and import of a filled one (part 2 §7). */
export function TemplateActions({ sectionId, withDetails, editable, onImported, onRefused }: Props) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [busy, setBusy] = useState<string | null>(null);
  const kinds: TemplateKind[] = withDetails ? ['sectors', 'details'] : ['sectors'];

  async function download(kind: TemplateKind) {
    setBusy(`export-${kind}`);
    try {
      const name = t(kind === 'sectors' ? 'quotation.template.fileName' : 'quotation.template.detailsFileName', { id: sectionId });
      saveBlob(await exportTemplate(kind, sectionId), name);
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(null);
    }
  }

  async function upload(kind: TemplateKind, file: File) {
    if (!isXlsx(file)) {
      message.warning(t('quotation.template.onlyXlsx'));
      return;
    }
    setBusy(`import-${kind}`);
    try {
      const body = await importTemplate(kind, sectionId, file);
      if (body.code === 200 && Array.isArray(body.data)) {
        onImported(body.data);
        message.success(t('quotation.template.imported', { count: body.data.filter((s) => s.sectorPrice || s.totalPrice || s.totalMaterialPrice || s.detailsList?.some((d) => d.totalPrice)).length }));
      } else if (body.msg) onRefused(body.msg);
    } catch (error) {
      if (error instanceof RequestError && error.code !== 0) onRefused(error.message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {kinds.map((kind) => (
        <Button key={`export-${kind}`} icon={<DownloadOutlined />} loading={busy === `export-${kind}`} onClick={() => download(kind)}>
          {t(kind === 'sectors' ? 'quotation.actions.exportTemplate' : 'quotation.actions.exportDetails')}
        </Button>
      ))}
      {editable &&
        kinds.map((kind) => (
          <Upload
            key={`import-${kind}`}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(kind, file);
              return false;
            }}
          >
            <Button id={`import-${kind}`} icon={<UploadOutlined />} loading={busy === `import-${kind}`}>
              {t(kind === 'sectors' ? 'quotation.actions.importTemplate' : 'quotation.actions.importDetails')}
            </Button>
          </Upload>
        ))}
    </>
  );
}
