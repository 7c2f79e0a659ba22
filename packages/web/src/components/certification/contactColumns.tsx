import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { BidContact } from '../../api/certification';

/** Status of an active bid contact (part 1 §3); any other value is disabled. */
export const ACTIVE_CONTACT = 1;
export const isActiveContact = (c: BidContact) => Number(c.status) === ACTIVE_CONTACT;

/** The name, business and status columns of a bid contact table (the picker and the management page). */
export function contactColumns(t: TFunction): TableColumnsType<BidContact> {
  const label = (key: string) => t(`certification.contacts.${key}`);
  return [
    { title: label('userName'), dataIndex: 'userName' },
    { title: label('business'), dataIndex: 'business', render: (b?: string | null) => b || '—' },
    {
      title: label('status'),
      dataIndex: 'status',
      render: (_: unknown, c: BidContact) => (isActiveContact(c) ? <Tag color="success">{label('active')}</Tag> : <Tag>{label('disabled')}</Tag>),
    },
  ];
}
