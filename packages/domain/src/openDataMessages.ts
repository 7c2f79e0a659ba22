/** Messages of open data (OCDS) and notifications (issue 15), merged into the catalogue. */
export const OPEN_DATA_MESSAGES = {
  ocdsCursorInvalid: { zh: '游标格式不正确，请使用上一页返回的 next 值', en: 'The cursor is malformed: use the next value of the previous page', lo: 'ຮູບແບບ cursor ບໍ່ຖືກຕ້ອງ, ກະລຸນາໃຊ້ຄ່າ next ຂອງໜ້າກ່ອນ' },
  ocdsCursorFuture: { zh: '游标超出已发布的数据，请使用上一页返回的 next 值', en: 'The cursor is past the published data: use the next value of the previous page', lo: 'cursor ເກີນຂໍ້ມູນທີ່ເຜີຍແຜ່ແລ້ວ, ກະລຸນາໃຊ້ຄ່າ next ຂອງໜ້າກ່ອນ' },
  notificationNotFound: { zh: '通知不存在', en: 'The notification does not exist', lo: 'ບໍ່ພົບການແຈ້ງເຕືອນນີ້' },
  notificationEventUnknown: { zh: '未知的通知类型：{name}', en: 'Unknown notification event: {name}', lo: 'ບໍ່ຮູ້ຈັກປະເພດການແຈ້ງເຕືອນ: {name}' },
  notificationPreferencesSaved: { zh: '通知设置已保存', en: 'Notification settings saved', lo: 'ບັນທຶກການຕັ້ງຄ່າການແຈ້ງເຕືອນແລ້ວ' },
  notificationsRead: { zh: '已标记为已读', en: 'Marked as read', lo: 'ໝາຍວ່າອ່ານແລ້ວ' },
} as const;
