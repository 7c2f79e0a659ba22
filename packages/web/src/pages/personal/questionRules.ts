import { QuestionStatus } from '@portal/domain';

/** What the pages let the user do with a question in a status (part 2 §4, Question). */
export interface QuestionActions {
  /** Edit, save as draft, submit and delete: drafts only. */
  editable: boolean;
  /** The reply block with the buyer's answer, read-only: once replied. */
  showsReply: boolean;
  /** Submitted and waiting for the buyer. */
  awaitingReply: boolean;
}

/** The actions of a question; a new question (no status yet) is an editable draft. */
export function questionActions(status: number | undefined): QuestionActions {
  const current = status ?? QuestionStatus.draft;
  return {
    editable: current === QuestionStatus.draft,
    showsReply: current === QuestionStatus.replied,
    awaitingReply: current === QuestionStatus.submitted,
  };
}

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
