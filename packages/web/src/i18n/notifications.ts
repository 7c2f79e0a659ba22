import { defineMessages } from './define';

/** Texts of the notification bell, the notification list, the mail preferences and the open data links. */
export default defineMessages('notify', {
  bell: { zh: '消息通知', en: 'Notifications', lo: 'ການແຈ້ງເຕືອນ' },
  bellUnread: {
    zh: '消息通知，{{count}} 条未读',
    en: 'Notifications, {{count}} unread',
    lo: 'ການແຈ້ງເຕືອນ, ຍັງບໍ່ໄດ້ອ່ານ {{count}} ລາຍການ',
  },
  title: { zh: '消息通知', en: 'Notifications', lo: 'ການແຈ້ງເຕືອນ' },
  empty: { zh: '暂无通知', en: 'No notifications', lo: 'ບໍ່ມີການແຈ້ງເຕືອນ' },
  unreadOnly: { zh: '只看未读', en: 'Unread only', lo: 'ສະເພາະທີ່ຍັງບໍ່ໄດ້ອ່ານ' },
  markAllRead: { zh: '全部标为已读', en: 'Mark all as read', lo: 'ໝາຍທັງໝົດວ່າອ່ານແລ້ວ' },
  markRead: { zh: '标为已读', en: 'Mark as read', lo: 'ໝາຍວ່າອ່ານແລ້ວ' },
  unread: { zh: '未读', en: 'Unread', lo: 'ຍັງບໍ່ໄດ້ອ່ານ' },
  remark: { zh: '驳回原因：{{remark}}', en: 'Reason: {{remark}}', lo: 'ເຫດຜົນ: {{remark}}' },
  view: { zh: '查看项目', en: 'View project', lo: 'ເບິ່ງໂຄງການ' },
  bid: { zh: '查看投标', en: 'View bid', lo: 'ເບິ່ງການປະມູນ' },
  preferences: {
    title: { zh: '邮件通知设置', en: 'E-mail notifications', lo: 'ການແຈ້ງເຕືອນທາງອີເມວ' },
    intro: {
      zh: '所有通知都会显示在平台的消息通知中；勾选的通知还会发送到您的邮箱（使用您最近使用平台的语言）。',
      en: 'Every notification shows in the portal; the ones ticked are also e-mailed to you (in the language you last used the portal in).',
      lo: 'ການແຈ້ງເຕືອນທັງໝົດຈະສະແດງໃນເວັບໄຊ; ລາຍການທີ່ໝາຍໄວ້ຈະຖືກສົ່ງໄປຫາອີເມວຂອງທ່ານນຳ (ເປັນພາສາທີ່ທ່ານໃຊ້ເວັບໄຊຫຼ້າສຸດ).',
    },
    save: { zh: '保存设置', en: 'Save settings', lo: 'ບັນທຶກການຕັ້ງຄ່າ' },
  },
  openData: {
    footer: { zh: '开放数据（OCDS）', en: 'Open data (OCDS)', lo: 'ຂໍ້ມູນເປີດ (OCDS)' },
    release: { zh: '下载开放数据（OCDS）', en: 'Download open data (OCDS)', lo: 'ດາວໂຫຼດຂໍ້ມູນເປີດ (OCDS)' },
    title: { zh: '开放数据', en: 'Open data', lo: 'ຂໍ້ມູນເປີດ' },
    intro: {
      zh: '本平台按照开放合同数据标准（OCDS 1.1）公开每个已发布项目的公告、状态变化、授标与结果。草稿与报价在结果公布前不会公开。',
      en: 'The portal publishes the announcement, status changes, awards and results of every published project in the Open Contracting Data Standard (OCDS 1.1). Drafts and quoted prices are not published before the results.',
      lo: 'ເວັບໄຊເຜີຍແຜ່ປະກາດ, ການປ່ຽນສະຖານະ, ການມອບສັນຍາ ແລະ ຜົນຂອງທຸກໂຄງການທີ່ເຜີຍແຜ່ແລ້ວ ຕາມມາດຕະຖານຂໍ້ມູນສັນຍາເປີດ (OCDS 1.1). ຮ່າງ ແລະ ລາຄາທີ່ສະເໜີຈະບໍ່ຖືກເຜີຍແຜ່ກ່ອນປະກາດຜົນ.',
    },
    bulk: {
      zh: '下载全部发布数据（JSON Lines，gzip 压缩）',
      en: 'Download all releases (JSON Lines, gzip)',
      lo: 'ດາວໂຫຼດຂໍ້ມູນທັງໝົດ (JSON Lines, gzip)',
    },
    feed: {
      zh: '变更订阅（按游标分页，用于同步镜像）',
      en: 'Change feed (paged by cursor, to mirror the portal)',
      lo: 'ລາຍການປ່ຽນແປງ (ແບ່ງໜ້າດ້ວຍ cursor, ເພື່ອສຳເນົາເວັບໄຊ)',
    },
    docs: { zh: '接口文档', en: 'API documentation', lo: 'ເອກະສານ API' },
  },
});
