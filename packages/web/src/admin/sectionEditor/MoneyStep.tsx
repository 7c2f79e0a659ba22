import { Button, Card, Form, Input, InputNumber } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SETTLE_RATIO_FIELDS } from '@portal/domain';
import { MONEY_UNITS } from '../sectionForm';
import { DictSelect, TimeField } from '../components/fields';
import { useEditorText } from './editorFields';
import type { SettlementTotals } from './useSettlementTotals';
import styles from '../admin.module.css';

const OK = '#389e0d';
const WRONG = '#cf1322';

/** The money step: amounts and currency, receiving accounts, how the contract is settled and its stages. */
export function MoneyStep({ readOnly, totals }: { readOnly: boolean; totals: SettlementTotals }) {
  const { l } = useEditorText();
  const form = Form.useFormInstance();
  return (
    <>
      <div className={styles.threeCols}>
        <Form.Item name="projectPrice" label={l('money.projectPrice')}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="securityDeposit" label={l('money.securityDeposit')}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="documentsAmount" label={l('money.documentsAmount')}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="currency" label={l('money.currency')}>
          <DictSelect
            type="sys_currency"
            onChange={(v) => {
              const units = MONEY_UNITS[String(v)];
              form.setFieldsValue({ currency: v, ...(units ? { moneyUnit: units[0], moneyUnitEn: units[1], moneyUnitLo: units[2] } : {}) });
            }}
          />
        </Form.Item>
      </div>
      <h3>{l('money.accounts')}</h3>
      <ReceivingAccounts readOnly={readOnly} />
      <h3 style={{ marginTop: 24 }}>{l('money.settleMethod')}</h3>
      <Form.Item name="settleMethod">
        <DictSelect type="sys_settle_method" numeric allowClear />
      </Form.Item>
      {totals.settleMethod === 2 && <SettleRatios total={totals.ratioTotal} />}
      <h3 style={{ marginTop: 24 }}>{l('money.stages')}</h3>
      <p style={{ color: '#595959', marginTop: 0 }}>{l('money.stagesIntro')}</p>
      <SettlementStages readOnly={readOnly} total={totals.stageTotal} mustAddUp={totals.settleMethod === 2} />
    </>
  );
}

/** The accounts the suppliers pay into, one card each; a new one takes the section's currency. */
function ReceivingAccounts({ readOnly }: { readOnly: boolean }) {
  const { t, l } = useEditorText();
  const form = Form.useFormInstance();
  return (
    <Form.List name="receivingAccountList">
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 12 }}
              extra={!readOnly && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('admin.action.remove')} onClick={() => remove(field.name)} />}
            >
              <div className={styles.threeCols}>
                <Form.Item name={[field.name, 'type']} label={l('money.accountType')}>
                  <DictSelect type="sys_receiving_account_type" />
                </Form.Item>
                <Form.Item name={[field.name, 'money']} label={l('money.amount')}>
                  <Input inputMode="decimal" />
                </Form.Item>
                <Form.Item name={[field.name, 'currency']} label={l('money.currency')}>
                  <DictSelect type="sys_currency" />
                </Form.Item>
                <Form.Item name={[field.name, 'bankAccountName']} label={l('money.bankAccountName')}>
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'bankAccount']} label={l('money.bankAccount')}>
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'openAccountBank']} label={l('money.openAccountBank')}>
                  <Input />
                </Form.Item>
                <Form.Item name={[field.name, 'paymentDeadline']} label={l('money.paymentDeadline')}>
                  <TimeField />
                </Form.Item>
              </div>
            </Card>
          ))}
          {!readOnly && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ type: '1', currency: form.getFieldValue('currency') ?? 'CNY' })}>
              {l('money.addAccount')}
            </Button>
          )}
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}

/** Settlement by ratio: the share of each payment, with their total (green at 100). */
function SettleRatios({ total }: { total: number }) {
  const { t, l } = useEditorText();
  return (
    <>
      <div style={{ marginBottom: 8 }}>
        {l('money.ratios')} · <strong style={{ color: total === 100 ? OK : WRONG }}>{t('admin.editor.money.ratioTotal', { total })}</strong>
      </div>
      <div className={styles.threeCols}>
        {SETTLE_RATIO_FIELDS.map((f) => (
          <Form.Item key={f} name={f} label={l(`money.${f}`)}>
            <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} stringMode />
          </Form.Item>
        ))}
      </div>
    </>
  );
}

/** The settlement stages, one row each (its name in three languages and its percentage), with their total. */
function SettlementStages({ readOnly, total, mustAddUp }: { readOnly: boolean; total: number; mustAddUp: boolean }) {
  const { t, l } = useEditorText();
  const typeLabel = (i: number) => t('admin.editor.inLang', { label: l('money.stageType'), lang: t(`admin.editor.lang.${['zh', 'en', 'lo'][i]}`) });
  return (
    <Form.List name="settleMethodsList">
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field) => (
            <div key={field.key} className={styles.stageRow} data-testid="settle-stage">
              {(['', 'En', 'Lo'] as const).map((suffix, i) => (
                <Form.Item key={suffix} name={[field.name, `type${suffix}`]} label={field.name === 0 ? typeLabel(i) : undefined}>
                  <Input aria-label={typeLabel(i)} />
                </Form.Item>
              ))}
              <Form.Item name={[field.name, 'percentage']} label={field.name === 0 ? l('money.stagePercentage') : undefined}>
                <InputNumber min={0} max={100} precision={2} stringMode suffix="%" style={{ width: '100%' }} aria-label={l('money.stagePercentage')} />
              </Form.Item>
              <Form.Item label={field.name === 0 ? ' ' : undefined}>
                {!readOnly && <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('admin.action.remove')} onClick={() => remove(field.name)} />}
              </Form.Item>
            </div>
          ))}
          {fields.length > 0 && (
            <div style={{ marginBottom: 8 }}>
              <strong style={{ color: !mustAddUp || total === 100 ? OK : WRONG }}>{t('admin.editor.money.ratioTotal', { total })}</strong>
            </div>
          )}
          <Form.Item>
            {!readOnly && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ type: '', typeEn: '', typeLo: '', percentage: null })}>
                {l('money.addStage')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </Form.Item>
        </>
      )}
    </Form.List>
  );
}
