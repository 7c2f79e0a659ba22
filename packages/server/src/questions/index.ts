/** What other resources may use of questions: the staff inbox and the answer's presenter, which appeals share. */
export { inboxRoutes } from './inboxRoutes';
export { listInbox, replyInbox, type InboxKind, type InboxSource } from './inbox';
export { presentReply } from './presenter';
