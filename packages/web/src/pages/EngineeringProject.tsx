import { PROJECT_TYPES } from '@portal/domain';
import { CategoryProjects } from '../components/projects/CategoryProjects';

/** /Project: tenders and inquiries for engineering works. */
export default function EngineeringProject() {
  return <CategoryProjects projectType={PROJECT_TYPES.engineering} category="engineering" />;
}
