import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadAuthorizationTemplate } from '../../api/certification';
import { saveBlob } from '../upload/saveBlob';

/** Downloads the authorization letter template (PDF). */
export function TemplateLink() {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  async function download() {
    setLoading(true);
    try {
      saveBlob(await downloadAuthorizationTemplate(), t('certification.template.fileName'));
    } catch {
      // Shown by the request layer.
    } finally {
      setLoading(false);
    }
  }
  return (
    <Button type="link" icon={<DownloadOutlined />} loading={loading} onClick={download} style={{ paddingInline: 0 }}>
      {t('certification.template.download')}
    </Button>
  );
}
