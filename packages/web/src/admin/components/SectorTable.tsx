import { Button, Empty, Form, Input, Space, Table, type FormListFieldData } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A new item: quantity 1, empty names, no detail rows. */
const NEW_SECTOR = { sectorName: '', sectorNameEn: '', sectorNameLo: '', specifications: '', model: '', sectorNumber: '1', sectorUnits: '', sectorUnitsEn: '', sectorUnitsLo: '', detailsList: [] };
const NEW_DETAIL = { sectorName: '', sectorNameEn: '', sectorNameLo: '', specifications: '', model: '', sectorNumber: '1', detailUnits: '', detailUnitsEn: '', detailUnitsLo: '' };

/** Three inputs under each other for the zh, en and lo variants of a field. */
function Trio({ path, field, disabled, labels }: { path: (string | number)[]; field: string; disabled?: boolean; labels: [string, string, string] }) {
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {(['', 'En', 'Lo'] as const).map((suffix, i) => (
        <Form.Item key={suffix} name={[...path, field + suffix]} noStyle>
          <Input size="small" disabled={disabled} placeholder={labels[i]} aria-label={labels[i]} />
        </Form.Item>
      ))}
    </Space>
  );
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
              { title: l('sectorName'), width: 240, render: (_, f) => <Trio path={[f.name]} field="sectorName" disabled={disabled} labels={[l('sectorName'), l('sectorNameEn'), l('sectorNameLo')]} /> },
              {
                title: `${l('specifications')} / ${l('model')}`,
                render: (_, f) => (
                  <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                    <Form.Item name={[f.name, 'specifications']} noStyle>
                      <Input size="small" disabled={disabled} placeholder={l('specifications')} aria-label={l('specifications')} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'model']} noStyle>
                      <Input size="small" disabled={disabled} placeholder={l('model')} aria-label={l('model')} />
                    </Form.Item>
                  </Space>
                ),
              },
              {
                title: l('sectorNumber'),
                width: 110,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'sectorNumber']} noStyle>
                    <Input size="small" disabled={disabled} aria-label={l('sectorNumber')} />
                  </Form.Item>
                ),
              },
              { title: l('units'), width: 130, render: (_, f) => <Trio path={[f.name]} field="detailUnits" disabled={disabled} labels={[l('units'), l('unitsEn'), l('unitsLo')]} /> },
              {
                title: l('budgetAmount'),
                width: 130,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'budgetAmount']} noStyle>
                    <Input size="small" disabled={disabled} aria-label={l('budgetAmount')} />
                  </Form.Item>
                ),
              },
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
  return (
    <Form.List name="sectorList">
      {(fields, { add, remove }) => (
        <div>
          <Table<FormListFieldData>
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            locale={{ emptyText: <Empty description={l('empty')} /> }}
            expandable={{
              expandedRowRender: (f) => <DetailTable sector={f} disabled={disabled} />,
              rowExpandable: () => true,
            }}
            columns={[
              { title: l('sectorName'), width: 260, render: (_, f) => <Trio path={[f.name]} field="sectorName" disabled={disabled} labels={[l('sectorName'), l('sectorNameEn'), l('sectorNameLo')]} /> },
              {
                title: `${l('specifications')} / ${l('model')}`,
                render: (_, f) => (
                  <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                    <Form.Item name={[f.name, 'specifications']} noStyle>
                      <Input size="small" disabled={disabled} placeholder={l('specifications')} aria-label={l('specifications')} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'model']} noStyle>
                      <Input size="small" disabled={disabled} placeholder={l('model')} aria-label={l('model')} />
                    </Form.Item>
                  </Space>
                ),
              },
              {
                title: l('sectorNumber'),
                width: 110,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'sectorNumber']} noStyle>
                    <Input size="small" disabled={disabled} aria-label={l('sectorNumber')} />
                  </Form.Item>
                ),
              },
              { title: l('units'), width: 130, render: (_, f) => <Trio path={[f.name]} field="sectorUnits" disabled={disabled} labels={[l('units'), l('unitsEn'), l('unitsLo')]} /> },
              {
                title: l('budgetAmount'),
                width: 130,
                render: (_, f) => (
                  <Form.Item name={[f.name, 'budgetAmount']} noStyle>
                    <Input size="small" disabled={disabled} aria-label={l('budgetAmount')} />
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
        </div>
      )}
    </Form.List>
  );
}
