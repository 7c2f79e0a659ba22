import { EVENT_LABELS, notificationTitle, REMARK_LABEL, type Locale, type NotificationEvent, type NotificationParams } from '@portal/domain';
import { formatTime } from '../http/time';
import type { MailMessage } from '../mail/mailer';

const ZONE_OF: Record<Locale, string> = { zh: 'Asia/Shanghai', en: 'Asia/Shanghai', lo: 'Asia/Vientiane' };

const FOOTER: Record<Locale, string> = {
  zh: '请登录采购平台，在“个人中心 → 消息通知”中查看详情。\n如需调整哪些通知发送邮件，请在“个人资料”页面修改通知设置。',
  en: 'Sign in to the procurement portal and open Personal centre → Notifications for the details.\nTo choose which notifications are e-mailed to you, change the notification settings on your profile page.',
  lo: 'ກະລຸນາເຂົ້າສູ່ລະບົບເວັບໄຊຈັດຊື້ ແລະ ເປີດ “ສູນສ່ວນຕົວ → ການແຈ້ງເຕືອນ” ເພື່ອເບິ່ງລາຍລະອຽດ.\nເພື່ອເລືອກການແຈ້ງເຕືອນທີ່ສົ່ງທາງອີເມວ, ກະລຸນາປ່ຽນການຕັ້ງຄ່າການແຈ້ງເຕືອນໃນໜ້າຂໍ້ມູນສ່ວນຕົວ.',
};
const TIME_NOTE: Record<Locale, string> = { zh: '（北京时间）', en: ' (Beijing time)', lo: ' (ເວລາວຽງຈັນ)' };

/** Title of a notification in the reader's language, times written in the reader's zone. */
export function titleOf(event: NotificationEvent, params: NotificationParams, locale: Locale, zone?: string): string {
  const at = params.at ? formatTime(params.at, zone ?? ZONE_OF[locale])!.slice(0, 16) : '';
  return notificationTitle(event, params, locale, at);
}

/** The e-mail of a notification, written in the recipient's language from the zh, en and lo templates. */
export function mailOf(to: string, event: NotificationEvent, params: NotificationParams, locale: Locale): MailMessage {
  const title = titleOf(event, params, locale);
  const lines = [title];
  if (params.at) lines[0] += TIME_NOTE[locale];
  if (event === 'stageRejected' && params.remark) lines.push('', `${REMARK_LABEL[locale]}: ${params.remark}`);
  lines.push('', `— ${EVENT_LABELS[event][locale]}`, '', FOOTER[locale]);
  return { to, subject: title, text: lines.join('\n') };
}
