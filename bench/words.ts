/**
 * Words the benchmark builds project names from, each in zh, en and lo. Items come first to last from
 * most to least frequent (load-sections.ts skews the choice), so searches for a common and a rare word
 * can be measured; `type` is the project type an item belongs to (1 materials, 2 engineering, 3 services).
 */
export interface Word {
  zh: string;
  en: string;
  lo: string;
}

export const ITEMS: (Word & { type: 1 | 2 | 3 })[] = [
  { zh: '钢管', en: 'steel pipe', lo: 'ທໍ່ເຫຼັກ', type: 1 },
  { zh: '水泥', en: 'cement', lo: 'ຊີມັງ', type: 1 },
  { zh: '道路维修', en: 'road repair', lo: 'ສ້ອມແປງທາງ', type: 2 },
  { zh: '保洁服务', en: 'cleaning services', lo: 'ບໍລິການທຳຄວາມສະອາດ', type: 3 },
  { zh: '计算机', en: 'computers', lo: 'ຄອມພິວເຕີ', type: 1 },
  { zh: '电缆', en: 'power cable', lo: 'ສາຍໄຟຟ້າ', type: 1 },
  { zh: '办公家具', en: 'office furniture', lo: 'ເຟີນີເຈີຫ້ອງການ', type: 1 },
  { zh: '药品', en: 'medicines', lo: 'ຢາປົວພະຍາດ', type: 1 },
  { zh: '桥梁加固', en: 'bridge strengthening', lo: 'ເສີມຄວາມແຂງແຮງຂົວ', type: 2 },
  { zh: '安保服务', en: 'security guards', lo: 'ບໍລິການຮັກສາຄວາມປອດໄພ', type: 3 },
  { zh: '柴油', en: 'diesel fuel', lo: 'ນ້ຳມັນກາຊວນ', type: 1 },
  { zh: '医疗设备', en: 'medical equipment', lo: 'ອຸປະກອນການແພດ', type: 1 },
  { zh: '供水管网', en: 'water mains', lo: 'ລະບົບທໍ່ນ້ຳປະປາ', type: 2 },
  { zh: '打印机', en: 'printers', lo: 'ເຄື່ອງພິມ', type: 1 },
  { zh: '变压器', en: 'transformers', lo: 'ໝໍ້ແປງໄຟຟ້າ', type: 1 },
  { zh: '咨询服务', en: 'consulting', lo: 'ບໍລິການໃຫ້ຄຳປຶກສາ', type: 3 },
  { zh: '轮胎', en: 'tyres', lo: 'ຢາງລົດ', type: 1 },
  { zh: '太阳能板', en: 'solar panels', lo: 'ແຜງໂຊລາ', type: 1 },
  { zh: '校舍建设', en: 'school building', lo: 'ກໍ່ສ້າງອາຄານຮຽນ', type: 2 },
  { zh: '空调', en: 'air conditioners', lo: 'ເຄື່ອງປັບອາກາດ', type: 1 },
  { zh: '监控系统', en: 'cctv system', lo: 'ລະບົບກ້ອງວົງຈອນປິດ', type: 1 },
  { zh: '餐饮服务', en: 'catering', lo: 'ບໍລິການອາຫານ', type: 3 },
  { zh: '服务器', en: 'servers', lo: 'ເຄື່ອງແມ່ຂ່າຍ', type: 1 },
  { zh: '网络设备', en: 'network equipment', lo: 'ອຸປະກອນເຄືອຂ່າຍ', type: 1 },
  { zh: '输电线路', en: 'power line', lo: 'ສາຍສົ່ງໄຟຟ້າ', type: 2 },
  { zh: '校服', en: 'school uniforms', lo: 'ເຄື່ອງແບບນັກຮຽນ', type: 1 },
  { zh: '教材', en: 'textbooks', lo: 'ປຶ້ມແບບຮຽນ', type: 1 },
  { zh: '审计服务', en: 'audit services', lo: 'ບໍລິການກວດສອບບັນຊີ', type: 3 },
  { zh: '农业机械', en: 'farm machinery', lo: 'ເຄື່ອງຈັກກະສິກຳ', type: 1 },
  { zh: '化肥', en: 'fertiliser', lo: 'ຝຸ່ນເຄມີ', type: 1 },
  { zh: '路灯安装', en: 'street lighting', lo: 'ຕິດຕັ້ງໄຟທາງ', type: 2 },
  { zh: '软件开发', en: 'software development', lo: 'ພັດທະນາຊອບແວ', type: 3 },
  { zh: '消防器材', en: 'firefighting gear', lo: 'ອຸປະກອນດັບເພີງ', type: 1 },
  { zh: '救护车', en: 'ambulances', lo: 'ລົດໂຮງໝໍ', type: 1 },
  { zh: '车辆租赁', en: 'vehicle hire', lo: 'ເຊົ່າລົດ', type: 3 },
  { zh: '发电机组', en: 'generator sets', lo: 'ເຄື່ອງປັ່ນໄຟ', type: 1 },
  { zh: '绿化工程', en: 'landscaping', lo: 'ວຽກປູກຕົ້ນໄມ້', type: 2 },
  { zh: '印刷服务', en: 'printing services', lo: 'ບໍລິການພິມເອກະສານ', type: 3 },
  { zh: '装修改造', en: 'refurbishment', lo: 'ປັບປຸງອາຄານ', type: 2 },
  { zh: '电梯', en: 'elevators', lo: 'ລິຟໂດຍສານ', type: 1 },
];

export const PLACES: Word[] = [
  { zh: '万象', en: 'vientiane', lo: 'ນະຄອນຫຼວງວຽງຈັນ' },
  { zh: '琅勃拉邦', en: 'luang prabang', lo: 'ຫຼວງພະບາງ' },
  { zh: '沙湾拿吉', en: 'savannakhet', lo: 'ສະຫວັນນະເຂດ' },
  { zh: '占巴塞', en: 'champasak', lo: 'ຈຳປາສັກ' },
  { zh: '川圹', en: 'xieng khouang', lo: 'ຊຽງຂວາງ' },
  { zh: '乌多姆赛', en: 'oudomxay', lo: 'ອຸດົມໄຊ' },
  { zh: '博胶', en: 'bokeo', lo: 'ບໍ່ແກ້ວ' },
  { zh: '甘蒙', en: 'khammouane', lo: 'ຄຳມ່ວນ' },
  { zh: '华潘', en: 'houaphanh', lo: 'ຫົວພັນ' },
  { zh: '丰沙里', en: 'phongsaly', lo: 'ຜົ້ງສາລີ' },
  { zh: '琅南塔', en: 'luang namtha', lo: 'ຫຼວງນ້ຳທາ' },
  { zh: '沙耶武里', en: 'sainyabuli', lo: 'ໄຊຍະບູລີ' },
  { zh: '阿速坡', en: 'attapeu', lo: 'ອັດຕະປື' },
  { zh: '沙拉湾', en: 'salavan', lo: 'ສາລະວັນ' },
  { zh: '色贡', en: 'sekong', lo: 'ເຊກອງ' },
  { zh: '波里坎塞', en: 'bolikhamxai', lo: 'ບໍລິຄຳໄຊ' },
];

export const BUYERS: Word[] = [
  { zh: '中心医院', en: 'central hospital', lo: 'ໂຮງໝໍສູນກາງ' },
  { zh: '第一中学', en: 'first secondary school', lo: 'ໂຮງຮຽນມັດທະຍົມທີ່ໜຶ່ງ' },
  { zh: '电力公司', en: 'power company', lo: 'ລັດວິສາຫະກິດໄຟຟ້າ' },
  { zh: '公路局', en: 'roads department', lo: 'ພະແນກຂົວທາງ' },
  { zh: '卫生厅', en: 'health department', lo: 'ພະແນກສາທາລະນະສຸກ' },
  { zh: '教育厅', en: 'education department', lo: 'ພະແນກສຶກສາທິການ' },
  { zh: '水务公司', en: 'water utility', lo: 'ລັດວິສາຫະກິດນ້ຳປະປາ' },
  { zh: '国际机场', en: 'international airport', lo: 'ສະໜາມບິນສາກົນ' },
  { zh: '农业厅', en: 'agriculture department', lo: 'ພະແນກກະສິກຳ' },
  { zh: '财政厅', en: 'finance department', lo: 'ພະແນກການເງິນ' },
];
