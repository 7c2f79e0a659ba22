import { QuestionStatus } from '@portal/domain';

/** What the pages let the user do with a question (part 2 §4, Question). */
export interface QuestionActions {
  /** Edit, save as draft, submit and delete: when the server's answer names 'edit' (its drafts), or a new question. */
  editable: boolean;
  /** The reply block with the buyer's answer, read-only: once replied. */
  showsReply: boolean;
  /** Submitted and waiting for the buyer. */
  awaitingReply: boolean;
}

/** The actions of a question as the server answered it; a new question (none yet) is an editable draft. */
export function questionActions(question: { status: number; actions: readonly string[] } | undefined): QuestionActions {
  return {
    editable: question === undefined || question.actions.includes('edit'),
    showsReply: question !== undefined && showsReply(question.status),
    awaitingReply: question !== undefined && showsAwaitingReply(question.status),
  };
}

/** Display only: the reply block shows once the question is replied; the waiting note while submitted. */
const showsReply = (status: number) => status === QuestionStatus.replied;
const showsAwaitingReply = (status: number) => status === QuestionStatus.submitted;

/** Colour of a question's status tag. */
export const questionTone = (status: number) =>
  status === QuestionStatus.replied ? 'success' : status === QuestionStatus.submitted ? 'processing' : 'default';

/** Modes of MyQuestionDet (`type` of the address): add a question, or look at (and edit a draft of) one. */
export type DetailMode = { mode: 'add' } | { mode: 'det'; id: number } | { mode: 'invalid' };

/** Reads MyQuestionDet?id=&type=: type=add opens an empty form; det (or no type) needs a positive id. */
export function detailMode(params: URLSearchParams): DetailMode {
  const type = params.get('type');
  if (type === 'add') return { mode: 'add' };
  const id = Number(params.get('id'));
  if ((type === 'det' || type === null) && Number.isSafeInteger(id) && id > 0) return { mode: 'det', id };
  return { mode: 'invalid' };
}

/** Addresses of the question pages. */
export const QUESTION_LIST_PATH = '/PersonalCenter/MyQuestion';
export const NEW_QUESTION_PATH = '/PersonalCenter/MyQuestionDet?type=add';
export const questionPath = (id: number) => `/PersonalCenter/MyQuestionDet?id=${id}&type=det`;

/** Wait after a successful submission before going back (part 2 §8: reload or go back after 3 s). */
export const AFTER_SUCCESS_MS = 3_000;
