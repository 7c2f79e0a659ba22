import { useState, type Key, type ReactNode } from 'react';
import { Button, Checkbox, Empty, Form, Input, Space, Table, type FormListFieldData, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined, WarningFilled } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DictSelect } from './fields';
import styles from '../admin.module.css';
import { ExpandColumnTitle } from '../../components/ExpandColumnTitle';

/** A new item: quantity 1, empty names, tax rate 13 %, no detail rows. */
const NEW_SECTOR = { sectorName: '', sectorNameEn: '', sectorNameLo: '', specifications: '', model: '', sectorNumber: '1', sectorUnits: '', sectorUnitsEn: '', sectorUnitsLo: '', taxRate: '13', isForceSettleMethod: 0, detailsList: [] };

/** The per-item fields of the "more" panel (price bounds, tax, settlement, measures). */
export const ITEM_MORE_FIELDS = ['maxPrice', 'minPrice', 'taxRate', 'settleMethod', 'isForceSettleMethod', 'costCoefficient', 'volume', 'volumeUnit', 'weight', 'weightUnit'] as const;

/**
 * The "more" panel of one item: quote ceiling and floor, tax rate (sys_tax_rate, 13 by default), its own
 * settlement method (and whether suppliers must accept it), cost coefficient, volume and weight with units.
 */
function ItemMore({ sector, disabled }: { sector: FormListFieldData; disabled?: boolean }) {
  const { t } = useTranslation();
  const l = (key: string) => t(`admin.editor.items.more.${key}`);
  const item = (field: string, label: string, control: ReactNode, extra?: object) => (
    <Form.Item name={[sector.name, field]} label={label} style={{ marginBottom: 8 }} {...extra}>
      {control}
    </Form.Item>
  );
  return (
    <div className={styles.itemMore} data-testid={`item-more-${sector.name}`}>
      {item('maxPrice', l('maxPrice'), <Input inputMode="decimal" disabled={disabled} />)}
      {item('minPrice', l('minPrice'), <Input inputMode="decimal" disabled={disabled} />)}
      {item('costCoefficient', l('costCoefficient'), <Input inputMode="decimal" disabled={disabled} />)}
      {item('taxRate', l('taxRate'), <DictSelect type="sys_tax_rate" disabled={disabled} />)}
      {item('settleMethod', l('settleMethod'), <DictSelect type="sys_settle_method" numeric allowClear disabled={disabled} />)}
      {item('volume', l('volume'), <Input inputMode="decimal" disabled={disabled} />)}
      {item('volumeUnit', l('volumeUnit'), <DictSelect type="sys_volume_unit" allowClear disabled={disabled} />)}
      {item('weight', l('weight'), <Input inputMode="decimal" disabled={disabled} />)}
      {item('weightUnit', l('weightUnit'), <DictSelect type="sys_weight_unit" allowClear disabled={disabled} />)}
      {item('isForceSettleMethod', ' ', <Checkbox disabled={disabled}>{l('isForceSettleMethod')}</Checkbox>, {
        valuePropName: 'checked',
        getValueProps: (v: unknown) => ({ checked: v === 1 }),
        normalize: (v: boolean) => (v ? 1 : 0),
      })}
    </div>
  );
}

/** A new detail row: quantity 1, empty names. */
const NEW_DETAIL = { sectorName: '', sectorNameEn: '', sectorNameLo: '', specifications: '', model: '', sectorNumber: '1', detailUnits: '', detailUnitsEn: '', detailUnitsLo: '' };

/** Three inputs under each other for the zh, en and lo variants of a field. */
function Trio({ path, field, disabled, labels }: { path: (string | number)[]; field: string; disabled?: boolean; labels: [string, string, string] }) {
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {(['', 'En', 'Lo'] as const).map((suffix, i) => (
        <Form.Item key={suffix} name={[...path, field + suffix]} noStyle>
          <Input disabled={disabled} placeholder={labels[i]} aria-label={labels[i]} />
        </Form.Item>
      ))}
    </Space>
  );
}

/**
 * The columns that describe an item or a detail row alike: name (zh, en, lo), specifications and model,
 * quantity, units (zh, en, lo) and budget. Items and detail rows differ only in the units' field name.
 */
function describingColumns(
  t: TFunction,
  disabled: boolean | undefined,
  { units, widths: [name, quantity, unitsWidth] }: { units: 'sectorUnits' | 'detailUnits'; widths: [number, number, number] },
): TableColumnsType<FormListFieldData> {
  const l = (key: string) => t(`admin.editor.items.${key}`);
  const input = (f: FormListFieldData, field: string, label: string, placeholder?: string) => (
    <Form.Item name={[f.name, field]} noStyle>
      <Input size="small" disabled={disabled} placeholder={placeholder} aria-label={label} />
    </Form.Item>
  );
  return [
    { title: l('sectorName'), width: name, render: (_, f) => <Trio path={[f.name]} field="sectorName" disabled={disabled} labels={[l('sectorName'), l('sectorNameEn'), l('sectorNameLo')]} /> },
    {
      title: `${t('messages.tplSpecifications')} / ${t('messages.tplModel')}`,
      render: (_, f) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          {input(f, 'specifications', t('messages.tplSpecifications'), t('messages.tplSpecifications'))}
          {input(f, 'model', t('messages.tplModel'), t('messages.tplModel'))}
        </Space>
      ),
    },
    { title: t('messages.tplQuantity'), width: quantity, render: (_, f) => input(f, 'sectorNumber', t('messages.tplQuantity')) },
    { title: t('messages.tplUnit'), width: unitsWidth, render: (_, f) => <Trio path={[f.name]} field={units} disabled={disabled} labels={[t('messages.tplUnit'), l('unitsEn'), l('unitsLo')]} /> },
    { title: t('messages.tplBudget'), width: 130, render: (_, f) => input(f, 'budgetAmount', t('messages.tplBudget')) },
  ];
}

/** Detail rows of one item (its expandable part). */
function DetailTable({ sector, disabled }: { sector: FormListFieldData; disabled?: boolean }) {
  const { t } = useTranslation();
  const l = (key: string) => t(`admin.editor.items.${key}`);
  return (
    <Form.List name={[sector.name, 'detailsList']}>
      {(fields, { add, remove }) => (
        <div style={{ paddingInlineStart: 24 }}>
          <Table<FormListFieldData>
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            locale={{ emptyText: ' ' }}
            columns={[
              ...describingColumns(t, disabled, { units: 'detailUnits', widths: [240, 110, 130] }),
              {
                width: 48,
                render: (_, f) =>
                  disabled ? null : <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('admin.action.remove')} onClick={() => remove(f.name)} />,
              },
            ]}
          />
          {!disabled && (
            <Button size="small" type="dashed" icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => add({ ...NEW_DETAIL })}>
              {l('addDetail')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}

/** The items of a section (sectorList), each with an expandable table of detail rows. */
export function SectorTable({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const l = (key: string) => t(`admin.editor.items.${key}`);
  const form = Form.useFormInstance();
  const [expanded, setExpanded] = useState<Key[]>([]);
  const toggle = (key: Key) => setExpanded((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
  return (
    <Form.List name="sectorList">
      {(fields, { add, remove }, { errors }) => (
        <div>
          <Table<FormListFieldData>
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            locale={{ emptyText: <Empty description={l('empty')} /> }}
            expandable={{
              columnTitle: <ExpandColumnTitle />,
              expandedRowKeys: expanded,
              onExpand: (_, f) => toggle(f.key),
              expandedRowRender: (f) => (
                <>
                  <ItemMore sector={f} disabled={disabled} />
                  <DetailTable sector={f} disabled={disabled} />
                </>
              ),
              rowExpandable: () => true,
            }}
            columns={[
              ...describingColumns(t, disabled, { units: 'sectorUnits', widths: [220, 90, 110] }),
              {
                title: l('more.title'),
                width: 130,
                render: (_, f) => (
                  <Form.Item noStyle shouldUpdate>
                    {() => {
                      const path = (field: string) => ['sectorList', f.name, field];
                      const wrong = form.getFieldsError(ITEM_MORE_FIELDS.map(path)).some((e) => e.errors.length > 0);
                      const taxRate = form.getFieldValue(path('taxRate')) as string | undefined;
                      const maxPrice = form.getFieldValue(path('maxPrice')) as string | null | undefined;
                      const summary = [taxRate ? `${taxRate}%` : null, maxPrice ? `≤ ${maxPrice}` : null].filter(Boolean).join(' · ');
                      return (
                        <Button size="small" type="link" danger={wrong} icon={wrong ? <WarningFilled /> : undefined} style={{ paddingInline: 0 }} aria-expanded={expanded.includes(f.key)} onClick={() => toggle(f.key)}>
                          {summary || l('more.open')}
                        </Button>
                      );
                    }}
                  </Form.Item>
                ),
              },
              {
                title: l('details'),
                width: 100,
                render: (_, f) => <Form.Item noStyle shouldUpdate>{() => t('admin.editor.items.detailCount', { n: (form.getFieldValue(['sectorList', f.name, 'detailsList']) ?? []).length })}</Form.Item>,
              },
              {
                width: 48,
                render: (_, f) =>
                  disabled ? null : <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('admin.action.remove')} onClick={() => remove(f.name)} />,
              },
            ]}
          />
          {!disabled && (
            <Button type="dashed" icon={<PlusOutlined />} style={{ marginTop: 12 }} onClick={() => add({ ...NEW_SECTOR, detailsList: [] })}>
              {l('add')}
            </Button>
          )}
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
