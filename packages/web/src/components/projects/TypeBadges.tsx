import { useTranslation } from 'react-i18next';
import { BIDDING_TYPE } from '@portal/domain';
import { useDict } from '../../hooks/useDict';
import { Tag } from '../Tag';

/** Tender or inquiry, and the project type (materials, engineering, services). */
export function TypeBadges({ biddingType, projectType }: { biddingType: number; projectType: number }) {
  const { t } = useTranslation();
  const projectTypes = useDict('sys_section_type');
  const inquiry = biddingType === BIDDING_TYPE.inquiry;
  return (
    <>
      <Tag tone={inquiry ? 'green' : 'blue'} filled>
        {t(inquiry ? 'projects.type.inquiry' : 'projects.type.tender')}
      </Tag>
      {projectTypes.label(projectType) && <Tag filled>{projectTypes.label(projectType)}</Tag>}
    </>
  );
}
