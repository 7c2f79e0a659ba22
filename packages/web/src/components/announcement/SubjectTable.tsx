import { useTranslation } from 'react-i18next';
import type { SectionDetail, Sector } from '@portal/domain';
import { useMoney } from '../../hooks/useMoney';
import { useLocale } from '../../hooks/useLocale';
import { formatQuantity } from '../../format';
import { DataTable, type Column } from '../DataTable';
import { FileLinks, FileList } from './FileList';
import styles from './announcement.module.css';

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

  const columns: Column<Sector>[] = [
    { key: 'index', title: t('messages.tplIndex'), width: 64, align: 'center', render: (_, index) => index + 1 },
    ...(sectors.some((s) => s.sectorTypeName) ? [{ key: 'category', title: col('category'), render: (sector: Sector) => sector.sectorTypeName }] : []),
    { key: 'name', title: col('name'), render: (sector) => <span className={styles.itemName}>{pick(sector, 'sectorName')}</span> },
    { key: 'specifications', title: t('messages.tplSpecifications'), render: (sector) => sector.specifications },
    { key: 'model', title: t('messages.tplModel'), render: (sector) => sector.model },
    { key: 'quantity', title: t('messages.tplQuantity'), align: 'end', render: (sector) => formatQuantity(sector.sectorNumber, locale) },
    { key: 'unit', title: t('messages.tplUnit'), render: (sector) => pick(sector, 'sectorUnits') },
    { key: 'budget', title: t('messages.tplBudget'), align: 'end', render: (sector) => money(sector.budgetAmount, { currency: sector.currencyTypeId ?? section.currency }) },
    ...(sectors.some((s) => s.remark) ? [{ key: 'remark', title: col('remark'), render: (sector: Sector) => sector.remark }] : []),
    ...(sectors.some((s) => s.outFileList.length > 0) ? [{ key: 'files', title: col('files'), render: (sector: Sector) => <FileLinks files={sector.outFileList} /> }] : []),
  ];

  const detailColumns: Column<Detail>[] = [
    { key: 'type', title: col('detailType'), render: (detail) => detail.sectorType },
    { key: 'name', title: col('name'), render: (detail) => pick(detail, 'sectorName') },
    { key: 'specifications', title: t('messages.tplSpecifications'), render: (detail) => detail.specifications },
    { key: 'model', title: t('messages.tplModel'), render: (detail) => detail.model },
    { key: 'quantity', title: t('messages.tplQuantity'), align: 'end', render: (detail) => formatQuantity(detail.sectorNumber, locale) },
    { key: 'unit', title: t('messages.tplUnit'), render: (detail) => pick(detail, 'detailUnits') },
    { key: 'budget', title: t('messages.tplBudget'), align: 'end', render: (detail) => money(detail.budgetAmount) },
  ];

  return (
    <>
      {sectors.length > 0 && (
        <DataTable<Sector>
          rowKey={(sector) => sector.id}
          columns={columns}
          rows={sectors}
          expandable={
            expandable
              ? {
                  rowExpandable: (sector) => sector.detailsList.length > 0,
                  render: (sector) => <DataTable<Detail> rowKey={(detail) => detail.id} size="small" columns={detailColumns} rows={sector.detailsList} />,
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
