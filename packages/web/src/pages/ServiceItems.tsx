import { PROJECT_TYPES } from '@portal/domain';
import { CategoryProjects } from '../components/projects/CategoryProjects';

/** /ServiceItems: tenders and inquiries for services. */
export default function ServiceItems() {
  return <CategoryProjects projectType={PROJECT_TYPES.service} category="service" />;
}
