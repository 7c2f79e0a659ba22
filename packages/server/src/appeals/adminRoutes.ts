import { inboxRoutes } from '../questions/index';

/** The appeals inbox of the buyer workbench: the same list and answer as questions, over appeals. */
export const appealAdminRoutes = inboxRoutes('appeal');
