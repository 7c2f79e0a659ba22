/** Messages of red flags (issue 25, docs/flags.md), merged into the catalogue. */
export const FLAG_MESSAGES = {
  flagNotFound: { zh: '该预警不存在', en: 'The red flag does not exist', lo: 'ບໍ່ພົບສັນຍານເຕືອນນີ້' },
  flagReviewStatusInvalid: {
    zh: '请选择处理结果：已核查、已上报或已排除',
    en: 'Choose what was done: reviewed, escalated or dismissed',
    lo: 'ກະລຸນາເລືອກຜົນການດຳເນີນການ: ກວດສອບແລ້ວ, ສົ່ງຕໍ່ແລ້ວ ຫຼື ຍົກເລີກແລ້ວ',
  },
  flagReviewNoteRequired: { zh: '请填写处理说明', en: 'Write a note on what was done', lo: 'ກະລຸນາຂຽນບັນທຶກສິ່ງທີ່ໄດ້ດຳເນີນການ' },
  flagReviewNoteTooLong: { zh: '处理说明不能超过 2000 个字符', en: 'The note may have at most 2000 characters', lo: 'ບັນທຶກຕ້ອງບໍ່ເກີນ 2000 ຕົວອັກສອນ' },
  flagIndicatorUnknown: { zh: '未知的预警指标', en: 'Unknown red-flag indicator', lo: 'ບໍ່ຮູ້ຈັກຕົວຊີ້ວັດສັນຍານເຕືອນນີ້' },
  flagReviewSaved: { zh: '处理记录已保存', en: 'What was done is recorded', lo: 'ບັນທຶກການດຳເນີນການແລ້ວ' },
} as const;
