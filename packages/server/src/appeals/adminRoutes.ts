import { inboxRoutes } from '../questions/index';
import { AppealStatus, appealPolicy } from './policy';

/** The appeals inbox of the buyer workbench: the same list and answer as questions, over appeals. */
export const appealAdminRoutes = inboxRoutes({ kind: 'appeal', policy: appealPolicy, replied: AppealStatus.replied });
