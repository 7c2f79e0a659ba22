import { formatTime } from '../http/time';

/** A question on the wire (MyQuestion row and MyQuestionDet). */
export const presentQuestion = (r: Record<string, unknown>, zone: string) => ({
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
  problemReply: r.problem_reply as string | null,
  replyName: r.reply_name as string | null,
  replyPhonenumber: r.reply_phonenumber as string | null,
  replyTime: formatTime(r.reply_time as Date | null, zone),
  createTime: formatTime(r.create_time as Date, zone),
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
