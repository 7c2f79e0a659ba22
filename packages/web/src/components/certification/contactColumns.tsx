import { Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { BidContact } from '../../api/certification';
import { ShownText } from '../readerLanguage/ShownText';

/** Status of an active bid contact (part 1 §3); any other value is disabled. */
export const ACTIVE_CONTACT = 1;
export const isActiveContact = (c: BidContact) => Number(c.status) === ACTIVE_CONTACT;

/** The name, business and status columns of a bid contact table (the pickers and the management page), name and business in the reader's language. */
export function contactColumns(t: TFunction): TableColumnsType<BidContact> {
  const label = (key: string) => t(`certification.contacts.${key}`);
  return [
    { title: label('userName'), dataIndex: 'userName', render: (_: unknown, c: BidContact) => <ShownText record={c} field="userName" /> },
    { title: label('business'), dataIndex: 'business', render: (_: unknown, c: BidContact) => <ShownText record={c} field="business" empty="—" /> },
    {
      title: label('status'),
      dataIndex: 'status',
      render: (_: unknown, c: BidContact) => (isActiveContact(c) ? <Tag color="success">{label('active')}</Tag> : <Tag>{label('disabled')}</Tag>),
    },
  ];
}
