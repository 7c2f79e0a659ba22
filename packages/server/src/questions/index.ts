/** What other resources may use of questions: the staff inbox, which appeals share. */
export { inboxRoutes } from './inboxRoutes';
export { listInbox, replyInbox, type InboxKind } from './inbox';
