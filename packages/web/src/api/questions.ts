import { PAGE_SIZE, type QuestionAction, type QuestionForm } from '@portal/domain';
import { del, get, post, put, type ApiResult, type PageResult } from './request';

/** A question to the buyer (part 2 §3, Question). */
export interface Question {
  id: number;
  sectionId: number;
  sectionName: string;
  sectionNameEn: string | null;
  sectionNameLo: string | null;
  companyName: string;
  problemDescription: string;
  createByName: string;
  createPhonenumber: string | null;
  /** 1 draft, 2 submitted, 3 replied. */
  status: number;
  submitTime: string | null;
  /** The buyer's answer (Chinese, or as written), and in English and Lao when given. */
  problemReply: string | null;
  problemReplyEn?: string | null;
  problemReplyLo?: string | null;
  replyName: string | null;
  replyPhonenumber: string | null;
  replyTime: string | null;
  createTime: string | null;
  /** What the caller may do to it now ('edit' and 'delete' while a draft): the page's buttons follow these. */
  actions: QuestionAction[];
}

/** A section the caller may ask about (GET /question/question/getAuthSection): one it signed up to or follows. */
export interface AuthSection {
  sectionId: number;
  sectionName: string;
  sectionNameEn: string | null;
  sectionNameLo: string | null;
  organization: string | null;
  /** 0 tender, 1 inquiry. */
  biddingType: number;
  sectionStauts: number;
}

/** Filters of MyQuestion; submit dates are whole days `YYYY-MM-DD`, both ends included. */
export interface QuestionFilters {
  sectionName?: string;
  companyName?: string;
  status?: number;
  submitTimeStart?: string;
  submitTimeEnd?: string;
  createByName?: string;
}

/** What the form sends: a new question (no id) or a change of a draft; status 1 saves a draft, 2 submits. */
export type QuestionPayload = QuestionForm;

const BASE = '/question/question';

/** One page (10 rows) of the caller's own questions (GET listSelf). */
export const listQuestions = (pageNum: number, filters: QuestionFilters) =>
  get<PageResult<Question>>(`${BASE}/listSelf`, { pageNum, pageSize: PAGE_SIZE, ...filters });

/** One of the caller's questions. */
export const getQuestion = (id: number) => get<ApiResult<Question>>(`${BASE}/${id}`);

/** Creates a question; data.id is the new question. */
export const createQuestion = (payload: QuestionPayload) => post<ApiResult<{ id: number }>>(BASE, payload);

/** Changes a draft (and submits it when status is 2). */
export const updateQuestion = (payload: QuestionPayload & { id: number }) => put<ApiResult>(BASE, payload);

/** Deletes a draft. */
export const deleteQuestion = (id: number) => del<ApiResult>(`${BASE}/${id}`);

/** The sections the caller may ask about, for the project picker. */
export const listAuthSections = () => get<ApiResult<AuthSection[]>>(`${BASE}/getAuthSection`);
