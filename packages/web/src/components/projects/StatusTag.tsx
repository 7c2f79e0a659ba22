import { sectionStatusDictType } from '@portal/domain';
import { useDict } from '../../hooks/useDict';
import { Tag } from '../Tag';
import { statusTone } from './card';

/** A section's status, labelled by the dictionary of its bidding type. */
export function StatusTag({ biddingType, status }: { biddingType: number; status: number }) {
  const statuses = useDict(sectionStatusDictType(biddingType));
  const label = statuses.label(status);
  if (!label) return null;
  return <Tag tone={statusTone(status)}>{label}</Tag>;
}
