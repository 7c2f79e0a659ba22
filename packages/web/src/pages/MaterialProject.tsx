import { PROJECT_TYPES } from '@portal/domain';
import { CategoryProjects } from '../components/projects/CategoryProjects';

/** /MaterialProject: tenders and inquiries for materials. */
export default function MaterialProject() {
  return <CategoryProjects projectType={PROJECT_TYPES.material} category="material" />;
}
