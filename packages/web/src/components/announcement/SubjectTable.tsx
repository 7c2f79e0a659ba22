import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SectionDetail, Sector } from '@portal/domain';
import { useMoney } from '../../hooks/useMoney';
import { useLocale } from '../../hooks/useLocale';
import { formatQuantity } from '../../format';
import { FileLinks, FileList } from './FileList';
import styles from './announcement.module.css';
import { ExpandColumnTitle } from '../ExpandColumnTitle';

type Detail = Sector['detailsList'][number];

/**
 * The items to procure (sectorList), with their attachments; when the section has detail rows
 * (sectionType 1) each item expands into its details (part 1 §2).
 */
export function SubjectTable({ section, expandable }: { section: SectionDetail; expandable: boolean }) {
  const { t } = useTranslation();
  const { locale, pick } = useLocale();
  const money = useMoney(section);
  const sectors = section.sectorList;
  const col = (key: string) => t(`announcement.subjects.${key}`);

  const columns: TableColumnsType<Sector> = [
    { key: 'index', title: col('index'), width: 64, align: 'center', render: (_, __, index) => index + 1 },
    ...(sectors.some((s) => s.sectorTypeName) ? [{ key: 'category', title: col('category'), dataIndex: 'sectorTypeName' }] : []),
    { key: 'name', title: col('name'), render: (_, sector) => <span className={styles.itemName}>{pick(sector, 'sectorName')}</span> },
    { key: 'specifications', title: col('specifications'), dataIndex: 'specifications' },
    { key: 'model', title: col('model'), dataIndex: 'model' },
    { key: 'quantity', title: col('quantity'), align: 'right', render: (_, sector) => formatQuantity(sector.sectorNumber, locale) },
    { key: 'unit', title: col('unit'), render: (_, sector) => pick(sector, 'sectorUnits') },
    { key: 'budget', title: col('budget'), align: 'right', render: (_, sector) => money(sector.budgetAmount, { currency: sector.currencyTypeId ?? section.currency }) },
    ...(sectors.some((s) => s.remark) ? [{ key: 'remark', title: col('remark'), dataIndex: 'remark' }] : []),
    ...(sectors.some((s) => s.outFileList.length > 0)
      ? [{ key: 'files', title: col('files'), render: (_: unknown, sector: Sector) => <FileLinks files={sector.outFileList} /> }]
      : []),
  ];

  const detailColumns: TableColumnsType<Detail> = [
    { key: 'type', title: col('detailType'), dataIndex: 'sectorType' },
    { key: 'name', title: col('name'), render: (_, detail) => pick(detail, 'sectorName') },
    { key: 'specifications', title: col('specifications'), dataIndex: 'specifications' },
    { key: 'model', title: col('model'), dataIndex: 'model' },
    { key: 'quantity', title: col('quantity'), align: 'right', render: (_, detail) => formatQuantity(detail.sectorNumber, locale) },
    { key: 'unit', title: col('unit'), render: (_, detail) => pick(detail, 'detailUnits') },
    { key: 'budget', title: col('budget'), align: 'right', render: (_, detail) => money(detail.budgetAmount) },
  ];

  return (
    <>
      {sectors.length > 0 && (
        <Table<Sector>
          rowKey="id"
          size="middle"
          bordered
          pagination={false}
          columns={columns}
          dataSource={sectors}
          scroll={{ x: 'max-content' }}
          expandable={
            expandable
              ? {
                  columnTitle: <ExpandColumnTitle />,
                  rowExpandable: (sector) => sector.detailsList.length > 0,
                  expandedRowRender: (sector) => (
                    <Table<Detail> rowKey="id" size="small" pagination={false} columns={detailColumns} dataSource={sector.detailsList} />
                  ),
                }
              : undefined
          }
        />
      )}
      {section.sectorFileList.length > 0 && (
        <div className={styles.subBlock}>
          <h3 className={styles.subTitle}>{col('tableFiles')}</h3>
          <FileList files={section.sectorFileList} />
        </div>
      )}
    </>
  );
}
