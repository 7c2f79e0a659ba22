import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { BIDDING_TYPE } from '@portal/domain';
import { useDict } from '../../hooks/useDict';

/** Tender or inquiry, and the project type (materials, engineering, services). */
export function TypeBadges({ biddingType, projectType }: { biddingType: number; projectType: number }) {
  const { t } = useTranslation();
  const projectTypes = useDict('sys_section_type');
  const inquiry = biddingType === BIDDING_TYPE.inquiry;
  return (
    <>
      <Tag color={inquiry ? 'green' : 'blue'} variant="filled" style={{ marginInlineEnd: 0 }}>
        {t(inquiry ? 'projects.type.inquiry' : 'projects.type.tender')}
      </Tag>
      {projectTypes.label(projectType) && (
        <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
          {projectTypes.label(projectType)}
        </Tag>
      )}
    </>
  );
}
