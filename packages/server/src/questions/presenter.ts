import { languageMarks, type Locale } from '@portal/domain';
import type { Caller } from '../http/policy';
import { formatTime } from '../http/time';
import { questionPolicy, type QuestionPolicyRow } from './policy';

/** The buyer's answer to a question or an appeal: its variants and the language the reader is shown. */
export function presentReply(r: { problem_reply: string | null; problem_reply_en: string | null; problem_reply_lo: string | null }, locale: Locale) {
  const reply = { problemReply: r.problem_reply, problemReplyEn: r.problem_reply_en, problemReplyLo: r.problem_reply_lo };
  return { ...reply, ...languageMarks(reply, ['problemReply'], locale) };
}

/** A question on the wire (MyQuestion row and MyQuestionDet). */
export const presentQuestion = (r: Record<string, unknown>, caller: Caller, zone: string, locale: Locale) => ({
  id: Number(r.id),
  sectionId: Number(r.section_id),
  sectionName: r.section_name as string,
  sectionNameEn: r.section_name_en as string,
  sectionNameLo: r.section_name_lo as string,
  companyName: r.company_name as string,
  problemDescription: r.problem_description as string,
  createByName: r.create_by_name as string,
  createPhonenumber: r.create_phonenumber as string | null,
  status: r.status as number,
  submitTime: formatTime(r.submit_time as Date | null, zone),
  ...presentReply(r as { problem_reply: string | null; problem_reply_en: string | null; problem_reply_lo: string | null }, locale),
  replyName: r.reply_name as string | null,
  replyPhonenumber: r.reply_phonenumber as string | null,
  replyTime: formatTime(r.reply_time as Date | null, zone),
  createTime: formatTime(r.create_time as Date, zone),
  actions: questionPolicy.actions(caller, r as unknown as QuestionPolicyRow),
});

/** A section the caller may ask about. */
export const presentAskable = (r: Record<string, unknown>) => ({
  id: Number(r.id),
  sectionId: Number(r.id),
  sectionName: r.section_name as string,
  sectionNameEn: r.section_name_en as string,
  sectionNameLo: r.section_name_lo as string,
  organization: r.organization as string,
  organizationEn: r.organization_en as string,
  organizationLo: r.organization_lo as string,
  biddingType: r.bidding_type as number,
  sectionStauts: r.section_stauts as number,
});
