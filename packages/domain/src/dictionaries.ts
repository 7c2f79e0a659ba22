/**
 * Dictionaries named by the specification (part 1 §3, part 2 §3). They are reference data with meaning
 * (statuses, categories, units), so they are defined here and installed into `dict_data` by the server;
 * admins may relabel entries later. Each entry: value, labels in zh / en / lo, and a remark (the currency
 * symbol for sys_currency).
 */
export interface DictEntry {
  /** Stored value. */
  dictValue: string;
  /** Chinese label. */
  dictLabel: string;
  /** English label. */
  dictLabelEn: string;
  /** Lao label. */
  dictLabelLo: string;
  /** Extra data: the symbol of a currency. */
  remark?: string;
}

const e = (dictValue: string | number, dictLabel: string, dictLabelEn: string, dictLabelLo: string, remark?: string): DictEntry => ({
  dictValue: String(dictValue),
  dictLabel,
  dictLabelEn,
  dictLabelLo,
  remark,
});

const common = {
  evaluating: ['评审中', 'Under evaluation', 'ກຳລັງພິຈາລະນາ'],
  published: ['结果已公示', 'Result published', 'ປະກາດຜົນແລ້ວ'],
  closed: ['已关闭', 'Closed', 'ປິດແລ້ວ'],
  suspended: ['已暂停', 'Suspended', 'ໂຈະຊົ່ວຄາວ'],
  draft: ['草稿', 'Draft', 'ສະບັບຮ່າງ'],
} as const;

export const DICTIONARIES: Record<string, DictEntry[]> = {
  sys_section_stauts: [
    e(0, ...common.draft),
    e(1, '询价中', 'Inquiring', 'ກຳລັງສອບລາຄາ'),
    e(2, '询价结束', 'Inquiry ended', 'ສິ້ນສຸດການສອບລາຄາ'),
    e(12, ...common.evaluating),
    e(13, ...common.published),
    e(14, ...common.closed),
    e(6, '已废标', 'Bid abandoned', 'ຍົກເລີກການສອບລາຄາ'),
    e(15, ...common.suspended),
  ],
  sys_section_stauts_tenders: [
    e(0, ...common.draft),
    e(7, '已公告', 'Announced', 'ປະກາດແລ້ວ'),
    e(8, '报名中', 'Sign-up open', 'ເປີດລົງທະບຽນ'),
    e(9, '报名结束', 'Sign-up closed', 'ປິດລົງທະບຽນແລ້ວ'),
    e(1, '投标中', 'Bidding', 'ກຳລັງປະມູນ'),
    e(2, '投标结束', 'Bidding ended', 'ສິ້ນສຸດການປະມູນ'),
    e(12, '开标评标中', 'Bid opening and evaluation', 'ກຳລັງເປີດຊອງ ແລະ ພິຈາລະນາ'),
    e(13, ...common.published),
    e(14, ...common.closed),
    e(6, '已流标', 'Tender failed', 'ການປະມູນລົ້ມເຫຼວ'),
    e(15, ...common.suspended),
  ],
  sys_currency: [
    e('CNY', '人民币', 'Chinese yuan', 'ຢວນຈີນ', '¥'),
    e('USD', '美元', 'US dollar', 'ໂດລາສະຫະລັດ', '$'),
    e('LAK', '老挝基普', 'Lao kip', 'ກີບລາວ', '₭'),
    e('THB', '泰铢', 'Thai baht', 'ບາດໄທ', '฿'),
  ],
  sys_section_type: [
    e(1, '物资', 'Materials', 'ວັດສະດຸ'),
    e(2, '工程', 'Engineering', 'ວິສະວະກຳ'),
    e(3, '服务', 'Services', 'ການບໍລິການ'),
  ],
  supplier_category: [
    e(1, '代理商', 'Agent or distributor', 'ຕົວແທນຈຳໜ່າຍ'),
    e(2, '生产厂家', 'Manufacturer', 'ຜູ້ຜະລິດ'),
    e(3, '服务商', 'Service provider', 'ຜູ້ໃຫ້ບໍລິການ'),
    e(4, '施工单位', 'Construction contractor', 'ຜູ້ຮັບເໝົາກໍ່ສ້າງ'),
  ],
  enterprises_type: [
    e(1, '国有企业', 'State-owned enterprise', 'ລັດວິສາຫະກິດ'),
    e(2, '民营企业', 'Private enterprise', 'ວິສາຫະກິດເອກະຊົນ'),
    e(3, '外资企业', 'Foreign-invested enterprise', 'ວິສາຫະກິດທຶນຕ່າງປະເທດ'),
    e(4, '合资企业', 'Joint venture', 'ວິສາຫະກິດຮ່ວມທຶນ'),
    e(5, '个体工商户', 'Sole proprietorship', 'ທຸລະກິດສ່ວນບຸກຄົນ'),
  ],
  nature_tax_payer: [
    e(1, '一般纳税人', 'General taxpayer', 'ຜູ້ເສຍອາກອນທົ່ວໄປ'),
    e(2, '小规模纳税人', 'Small-scale taxpayer', 'ຜູ້ເສຍອາກອນຂະໜາດນ້ອຍ'),
  ],
  sys_tax_rate: ['0', '1', '3', '6', '9', '13'].map((r) => e(r, `${r}%`, `${r}%`, `${r}%`)),
  sys_settle_method: [
    e(0, '先款后货', 'Pay first, then deliver', 'ຈ່າຍເງິນກ່ອນ ແລ້ວສົ່ງສິນຄ້າ'),
    e(1, '先货后款', 'Deliver first, then pay', 'ສົ່ງສິນຄ້າກ່ອນ ແລ້ວຈ່າຍເງິນ'),
    e(2, '按比例付款', 'Pay by ratio', 'ຈ່າຍຕາມອັດຕາສ່ວນ'),
  ],
  sys_volume_unit: [
    e('m3', '立方米', 'Cubic metre', 'ແມັດກ້ອນ', 'm³'),
    e('L', '升', 'Litre', 'ລິດ', 'L'),
  ],
  sys_weight_unit: [
    e('kg', '千克', 'Kilogram', 'ກິໂລກຣາມ', 'kg'),
    e('t', '吨', 'Tonne', 'ໂຕນ', 't'),
  ],
  sys_supplier_margin_status: [
    e(0, '待审核', 'Awaiting review', 'ລໍຖ້າກວດສອບ'),
    e(1, '审核通过', 'Approved', 'ຜ່ານການກວດສອບ'),
    e(2, '已驳回', 'Rejected', 'ຖືກປະຕິເສດ'),
    e(3, '已撤回', 'Withdrawn', 'ຖອນຄືນແລ້ວ'),
    e(4, '已缴纳', 'Paid', 'ຈ່າຍແລ້ວ'),
    e(5, '已确认退还', 'Refund received', 'ຢືນຢັນການຮັບເງິນຄືນແລ້ວ'),
    e(6, '已退还待确认', 'Refunded, awaiting confirmation', 'ສົ່ງເງິນຄືນແລ້ວ ລໍຖ້າຢືນຢັນ'),
  ],
  sys_receiving_account_type: [
    e(1, '保证金', 'Security deposit', 'ເງິນຄ້ຳປະກັນ'),
    e(2, '标书费', 'Tender document fee', 'ຄ່າເອກະສານປະມູນ'),
    e(3, '服务费', 'Service fee', 'ຄ່າບໍລິການ'),
  ],
  sys_bidding_method: [
    e(1, '公开招标', 'Open tendering', 'ການປະມູນແບບເປີດກວ້າງ'),
    e(2, '邀请招标', 'Invited tendering', 'ການປະມູນແບບເຊື້ອເຊີນ'),
    e(3, '竞争性谈判', 'Competitive negotiation', 'ການເຈລະຈາແບບແຂ່ງຂັນ'),
    e(4, '询价采购', 'Request for quotation', 'ການສອບລາຄາ'),
    e(5, '单一来源', 'Single source', 'ແຫຼ່ງດຽວ'),
  ],
  bid_announce_question_type: [
    e(1, '质疑', 'Challenge', 'ການໂຕ້ແຍ້ງ'),
    e(2, '投诉', 'Complaint', 'ການຮ້ອງຮຽນ'),
    e(3, '澄清请求', 'Request for clarification', 'ຂໍຄວາມກະຈ່າງແຈ້ງ'),
  ],
  sys_supplier_bid_status: [
    e(-1, '已退出', 'Withdrawn', 'ຖອນຕົວແລ້ວ'),
    e(1, '待提交基础文件', 'Base files to submit', 'ລໍຖ້າສົ່ງເອກະສານພື້ນຖານ'),
    e(2, '基础文件已保存', 'Base files saved', 'ບັນທຶກເອກະສານພື້ນຖານແລ້ວ'),
    e(3, '基础文件审核中', 'Base files under review', 'ກຳລັງກວດສອບເອກະສານພື້ນຖານ'),
    e(4, '基础文件被驳回', 'Base files rejected', 'ເອກະສານພື້ນຖານຖືກປະຕິເສດ'),
    e(5, '待提交资格文件', 'Qualification to submit', 'ລໍຖ້າສົ່ງເອກະສານຄຸນສົມບັດ'),
    e(6, '资格审核中', 'Qualification under review', 'ກຳລັງກວດສອບຄຸນສົມບັດ'),
    e(7, '资格审核被驳回', 'Qualification rejected', 'ຄຸນສົມບັດຖືກປະຕິເສດ'),
    e(8, '待上传缴费凭证', 'Payment proof required', 'ລໍຖ້າສົ່ງຫຼັກຖານການຈ່າຍເງິນ'),
    e(9, '缴费审核中', 'Payment under review', 'ກຳລັງກວດສອບການຈ່າຍເງິນ'),
    e(10, '缴费被驳回', 'Payment rejected', 'ການຈ່າຍເງິນຖືກປະຕິເສດ'),
    e(11, '待上传投标文件', 'Bid file to upload', 'ລໍຖ້າອັບໂຫຼດເອກະສານປະມູນ'),
    e(12, '投标文件已上传', 'Bid file uploaded', 'ອັບໂຫຼດເອກະສານປະມູນແລ້ວ'),
    e(13, '投标文件已撤回', 'Bid file withdrawn', 'ຖອນເອກະສານປະມູນແລ້ວ'),
    e(14, '已结束', 'Ended', 'ສິ້ນສຸດແລ້ວ'),
    e(15, '待报价', 'Ready to quote', 'ພ້ອມສະເໜີລາຄາ'),
    e(16, '报价说明已提交', 'Quotation notes submitted', 'ສົ່ງໝາຍເຫດລາຄາແລ້ວ'),
    e(17, '报价说明审核中', 'Quotation notes under review', 'ກຳລັງກວດສອບໝາຍເຫດລາຄາ'),
    e(18, '报价说明被驳回', 'Quotation notes rejected', 'ໝາຍເຫດລາຄາຖືກປະຕິເສດ'),
    e(19, '等待结果', 'Awaiting result', 'ລໍຖ້າຜົນ'),
    e(20, '结果已公布', 'Result published', 'ປະກາດຜົນແລ້ວ'),
  ],
};

export const DICT_TYPES = Object.keys(DICTIONARIES);
