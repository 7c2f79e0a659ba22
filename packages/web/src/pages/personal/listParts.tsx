import type { ReactNode } from 'react';
import { Button, DatePicker, Form, Input } from 'antd';
import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE } from '@portal/domain';
import { PHONE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import styles from './lists.module.css';

/** Date format of the list filters (whole days, as the list calls take them). */
export const DAY = 'YYYY-MM-DD';

/** Whether a text is a real calendar day `YYYY-MM-DD` (not 2026-02-30). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return dayjs(text).format(DAY) === text;
}

/** A date range picker's value, or null. */
export type DayRange = [Dayjs | null, Dayjs | null] | null | undefined;

/**
 * The picker's value of two `YYYY-MM-DD` filters, either of which may be left out (from a day on, up to a
 * day); undefined when neither is given or a given one is not a valid day.
 */
export function toRange(start: string | undefined, end: string | undefined): DayRange {
  if (!start && !end) return undefined;
  if ((start && !isDay(start)) || (end && !isDay(end))) return undefined;
  return [start ? dayjs(start) : null, end ? dayjs(end) : null];
}

/** The two `YYYY-MM-DD` filters of a picked range (empty when cleared). */
export function fromRange(range: DayRange): { start?: string; end?: string } {
  const [from, to] = range ?? [];
  return { start: from ? from.format(DAY) : undefined, end: to ? to.format(DAY) : undefined };
}

/** A picked option of a filter as the address holds it: its text, or nothing when the filter was cleared (undefined or null). */
export const filterParam = (picked: number | null | undefined): string | undefined => (picked === undefined || picked === null ? undefined : String(picked));

/**
 * The pagination of a personal-centre list: its page from the URL (`pageNum`), the domain's page size, the
 * total in the reader's language.
 */
export function listPagination(t: TFunction, pageNum: number, total: number, onChange: (page: number) => void): TablePaginationConfig {
  return { current: pageNum, pageSize: PAGE_SIZE, total, showSizeChanger: false, showTotal: (count) => t('questions.list.total', { total: count }), onChange };
}

/** The row number shown in a list: counted across pages. */
export const rowNumber = (pageNum: number, pageSize: number, index: number) => (pageNum - 1) * pageSize + index + 1;

/**
 * Days range picker of a filter bar; either end may stay empty (the filter then has one bound). An end that
 * may not stay empty would hold the keyboard: antd keeps the focus in an empty required start field, so Tab
 * could never leave it. On a phone its two months side by side (about 1,000 px) would run off the
 * screen, so it becomes two one-month pickers, from and to, each fitting the width (docs/decisions/phone.md).
 */
export function DayRangePicker(props: { value?: DayRange; onChange?: (value: DayRange) => void; id?: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [from, to] = [t('questions.list.from'), t('questions.list.to')];
  if (!phone) return <DatePicker.RangePicker {...props} className={styles.range} format={DAY} placeholder={[from, to]} allowEmpty={[true, true]} />;
  const [start, end] = props.value ?? [null, null];
  const change = (next: [Dayjs | null, Dayjs | null]) => props.onChange?.(next[0] || next[1] ? next : null);
  return (
    <div className={styles.dayPair}>
      <DatePicker id={props.id} aria-label={from} placeholder={from} format={DAY} value={start} onChange={(day) => change([day, end && day && end.isBefore(day, 'day') ? null : end])} />
      <span aria-hidden className={styles.dayPairArrow}>→</span>
      <DatePicker aria-label={to} placeholder={to} format={DAY} value={end} disabledDate={(day) => start !== null && day.isBefore(start, 'day')} onChange={(day) => change([start, day])} />
    </div>
  );
}

/** A text filter of a personal-centre list: its label as placeholder and accessible name, cleared with one click. */
export function TextFilter({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name}>
      <Input className={styles.field} placeholder={label} aria-label={label} allowClear maxLength={100} />
    </Form.Item>
  );
}

/** The filter bar of a personal-centre list: the fields, then search and reset. */
export function FilterBar<Values extends object>({
  form,
  onSearch,
  onReset,
  children,
}: {
  form: ReturnType<typeof Form.useForm<Values>>[0];
  onSearch: (values: Values) => void;
  onReset: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form<Values> form={form} className={styles.filters} layout="inline" onFinish={onSearch} role="search">
      {children}
      <div className={styles.buttons}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('common.search')}
        </Button>
        <Button
          icon={<UndoOutlined />}
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('common.reset')}
        </Button>
      </div>
    </Form>
  );
}
