/**
 * Vocabulary of the demo data in three languages: units, currencies, payment stages, qualification
 * wording and the buying organizations with their contacts and bank accounts.
 */

/** A text in Chinese, English and Lao. */
export interface Text3 {
  zh: string;
  en: string;
  lo: string;
}

export const t3 = (zh: string, en: string, lo: string): Text3 => ({ zh, en, lo });

/** Units of quantity used by the items. */
export const UNITS = {
  t: t3('吨', 't', 'ໂຕນ'),
  m: t3('米', 'm', 'ແມັດ'),
  m2: t3('平方米', 'm²', 'ຕາແມັດ'),
  m3: t3('立方米', 'm³', 'ແມັດກ້ອນ'),
  L: t3('升', 'L', 'ລິດ'),
  set: t3('套', 'set', 'ຊຸດ'),
  unit: t3('台', 'unit', 'ໜ່ວຍ'),
  pcs: t3('个', 'pcs', 'ອັນ'),
  piece: t3('张', 'piece', 'ໂຕ'),
  board: t3('块', 'board', 'ແຜ່ນ'),
  pair: t3('双', 'pair', 'ຄູ່'),
  month: t3('月', 'month', 'ເດືອນ'),
  personMonth: t3('人·月', 'person-month', 'ຄົນ-ເດືອນ'),
  lump: t3('项', 'lump sum', 'ເໝົາລວມ'),
  time: t3('次', 'time', 'ຄັ້ງ'),
  meal: t3('份', 'meal', 'ຄາບ'),
  serving: t3('份', 'serving', 'ຊຸດ'),
  day: t3('天', 'day', 'ມື້'),
  vehicle: t3('辆', 'vehicle', 'ຄັນ'),
  tyre: t3('条', 'tyre', 'ເສັ້ນ'),
  box: t3('盒', 'box', 'ກ່ອງ'),
  case: t3('箱', 'case', 'ແກັດ'),
  ream: t3('包', 'ream', 'ຫໍ່'),
  roll: t3('卷', 'roll', 'ມ້ວນ'),
  length: t3('根', 'length', 'ທ່ອນ'),
  bottle: t3('桶', 'bottle', 'ຕຸກ'),
  page: t3('页', 'page', 'ໜ້າ'),
  point: t3('点', 'point', 'ຈຸດ'),
  course: t3('期', 'course', 'ຫຼັກສູດ'),
  item: t3('件', 'item', 'ຊິ້ນ'),
} as const;
export type UnitKey = keyof typeof UNITS;

/** Currencies of the sections (sys_currency values) and the money unit written after an amount. */
export const CURRENCIES = {
  CNY: t3('元', 'yuan', 'ຢວນ'),
  USD: t3('美元', 'US dollars', 'ໂດລາ'),
  LAK: t3('基普', 'kip', 'ກີບ'),
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;

/** Tender document fee by currency, where a tender charges one. */
export const DOCUMENT_FEES: Record<CurrencyCode, number> = { CNY: 500, USD: 100, LAK: 1_500_000 };

/** Payment stages of settlement by ratio, each tied to its ratio column of `section`. */
export const PAYMENT_STAGES = {
  advance: { column: 'advance_payment_ratio', name: t3('预付款', 'Advance payment', 'ເງິນລ່ວງໜ້າ') },
  shipment: { column: 'payment_shipment_ratio', name: t3('发货付款', 'Payment on shipment', 'ຈ່າຍເມື່ອສົ່ງສິນຄ້າອອກ') },
  delivery: { column: 'delivery_payment_ratio', name: t3('到货付款', 'Payment on delivery', 'ຈ່າຍເມື່ອສິນຄ້າມາຮອດ') },
  arrival: {
    column: 'arrival_acceptance_payment_ratio',
    name: t3('到货验收付款', 'Payment on acceptance of the goods', 'ຈ່າຍເມື່ອກວດຮັບສິນຄ້າແລ້ວ'),
  },
  installation: {
    column: 'equipment_installation_payment_ratio',
    name: t3('安装调试完成付款', 'Payment on installation and commissioning', 'ຈ່າຍເມື່ອຕິດຕັ້ງ ແລະ ທົດລອງໃຊ້ສຳເລັດ'),
  },
  acceptance: {
    column: 'project_acceptance_payment_ratio',
    name: t3('竣工验收付款', 'Payment on final acceptance', 'ຈ່າຍເມື່ອກວດຮັບວຽກສຳເລັດ'),
  },
  warranty: {
    column: 'warranty_payment_ratio',
    name: t3('质保金（质保期满后支付）', 'Retention, paid after the warranty period', 'ເງິນຄ້ຳປະກັນຄຸນນະພາບ (ຈ່າຍຫຼັງໝົດໄລຍະຮັບປະກັນ)'),
  },
} as const;
export type PaymentStageKey = keyof typeof PAYMENT_STAGES;

/** Settlement plans by ratio: stages and percentages, summing to 100. */
export const PAYMENT_PLANS = {
  goods: [['advance', 30], ['arrival', 60], ['warranty', 10]],
  equipment: [['advance', 20], ['shipment', 30], ['installation', 40], ['warranty', 10]],
  works: [['advance', 15], ['acceptance', 80], ['warranty', 5]],
  services: [['advance', 20], ['acceptance', 80]],
  delivery: [['delivery', 90], ['warranty', 10]],
} as const satisfies Record<string, readonly (readonly [PaymentStageKey, number])[]>;
export type PaymentPlanKey = keyof typeof PAYMENT_PLANS;

/** Eligibility wording of the qualification flags, as the announcement lists them. */
export const QUALIFICATION_TEXT = {
  businessLicense: t3(
    '具有独立法人资格，持有有效的营业执照',
    'A legal entity holding a valid business registration certificate',
    'ເປັນນິຕິບຸກຄົນ ທີ່ມີໃບທະບຽນວິສາຫະກິດທີ່ຍັງມີຜົນສັກສິດ',
  ),
  achievement: t3(
    '近三年内至少完成过一个类似合同（附合同或验收证明）',
    'At least one similar contract completed in the past three years (contract or acceptance certificate attached)',
    'ໄດ້ປະຕິບັດສັນຍາທີ່ຄ້າຍຄືກັນ ຢ່າງໜ້ອຍ 1 ສັນຍາ ໃນໄລຍະ 3 ປີຜ່ານມາ (ຄັດຕິດສັນຍາ ຫຼື ໃບຢັ້ງຢືນການກວດຮັບ)',
  ),
  agencyLicense: t3(
    '代理商须提供制造商出具的授权书',
    "Distributors must provide the manufacturer's letter of authorisation",
    'ຕົວແທນຈຳໜ່າຍ ຕ້ອງມີໜັງສືມອບສິດຈາກຜູ້ຜະລິດ',
  ),
  technical: t3(
    '报名后须先提交技术文件并通过审核',
    'Technical documents must be submitted and approved after sign-up',
    'ຫຼັງຈາກລົງທະບຽນ ຕ້ອງຍື່ນເອກະສານດ້ານເຕັກນິກ ແລະ ຜ່ານການກວດສອບກ່ອນ',
  ),
  notDebarred: t3(
    '未被列入政府采购黑名单',
    'Not debarred from public procurement',
    'ບໍ່ຢູ່ໃນບັນຊີດຳຂອງການຈັດຊື້-ຈັດຈ້າງຂອງລັດ',
  ),
} as const;

/** A person to call about a section. Phones match PHONE_PATTERN of the domain package. */
export interface Contact {
  /** The name as the organization writes it (Chinese, or Latin letters for most Lao names). */
  name: string;
  /** The name in English and in Lao script, where the demo gives them (docs/decisions/reader-language.md). */
  nameEn?: string;
  nameLo?: string;
  phone: string;
}

/** A buying organization. */
export interface Organization {
  /** Short code used in reference numbers. */
  code: string;
  name: Text3;
  /** Where on-site bid openings take place. */
  address: Text3;
  /** Bank and branch holding the organization's collection accounts. */
  bank: string;
  /** Account number without its currency suffix. */
  accountBase: string;
  technical: Contact;
  business: Contact;
}

export const ORGANIZATIONS = {
  mpwt: {
    code: 'MPWT',
    name: t3('老挝公共工程与运输部', 'Ministry of Public Works and Transport', 'ກະຊວງໂຍທາທິການ ແລະ ຂົນສົ່ງ'),
    address: t3(
      '万象市公共工程与运输部开标室',
      'Bid opening room, Ministry of Public Works and Transport, Vientiane',
      'ຫ້ອງເປີດຊອງປະມູນ, ກະຊວງໂຍທາທິການ ແລະ ຂົນສົ່ງ, ນະຄອນຫຼວງວຽງຈັນ',
    ),
    bank: 'Banque Pour Le Commerce Exterieur Lao (BCEL), Vientiane',
    accountBase: '010110000482771',
    technical: { name: 'Somphone Keomany', nameLo: 'ສົມພອນ ແກ້ວມະນີ', phone: '13907712840' },
    business: { name: 'Vilayvanh Phommasack', nameLo: 'ວິໄລວັນ ພົມມະສັກ', phone: '15877046213' },
  },
  edl: {
    code: 'EDL',
    name: t3('老挝国家电力公司', 'Électricité du Laos (EDL)', 'ລັດວິສາຫະກິດໄຟຟ້າລາວ'),
    address: t3(
      '万象市老挝国家电力公司总部会议室',
      'Meeting room, EDL head office, Vientiane',
      'ຫ້ອງປະຊຸມ, ສຳນັກງານໃຫຍ່ ລັດວິສາຫະກິດໄຟຟ້າລາວ, ນະຄອນຫຼວງວຽງຈັນ',
    ),
    bank: 'Lao Development Bank, Head Office, Vientiane',
    accountBase: '020100100317465',
    technical: { name: 'Bounmy Inthavong', phone: '18607760392' },
    business: { name: 'Chanthala Douangmala', nameLo: 'ຈັນທະລາ ດວງມາລາ', phone: '13577081546' },
  },
  railway: {
    code: 'LCR',
    name: t3('老中铁路有限公司', 'Laos-China Railway Company Limited', 'ບໍລິສັດ ທາງລົດໄຟ ລາວ-ຈີນ ຈຳກັດ'),
    address: t3(
      '万象站综合办公楼三楼开标室',
      'Bid opening room, 3rd floor, Vientiane Station office building',
      'ຫ້ອງເປີດຊອງປະມູນ, ຊັ້ນ 3, ອາຄານຫ້ອງການ ສະຖານີລົດໄຟວຽງຈັນ',
    ),
    bank: 'Industrial and Commercial Bank of China, Vientiane Branch',
    accountBase: '680200090012388',
    technical: { name: '王建国', nameEn: 'Wang Jianguo', nameLo: 'ຫວັງ ຈ້ຽນກົວ', phone: '13888126547' },
    business: { name: '李明华', nameEn: 'Li Minghua', phone: '15987153306' },
  },
  health: {
    code: 'MOH',
    name: t3('老挝卫生部', 'Ministry of Health', 'ກະຊວງສາທາລະນະສຸກ'),
    address: t3(
      '万象市卫生部会议室',
      'Meeting room, Ministry of Health, Vientiane',
      'ຫ້ອງປະຊຸມ, ກະຊວງສາທາລະນະສຸກ, ນະຄອນຫຼວງວຽງຈັນ',
    ),
    bank: 'Banque Pour Le Commerce Exterieur Lao (BCEL), Vientiane',
    accountBase: '010110000593104',
    technical: { name: 'Dr. Phetsamone Xaysana', phone: '17705521468' },
    business: { name: 'Thongchanh Vongsa', phone: '13698850217' },
  },
  mahosot: {
    code: 'MHS',
    name: t3('玛霍索特医院', 'Mahosot Hospital, Vientiane', 'ໂຮງໝໍມະໂຫສົດ ນະຄອນຫຼວງວຽງຈັນ'),
    address: t3(
      '玛霍索特医院行政楼会议室',
      'Meeting room, administration building, Mahosot Hospital, Vientiane',
      'ຫ້ອງປະຊຸມ, ອາຄານບໍລິຫານ, ໂຮງໝໍມະໂຫສົດ, ນະຄອນຫຼວງວຽງຈັນ',
    ),
    bank: 'Banque Pour Le Commerce Exterieur Lao (BCEL), Vientiane',
    accountBase: '010110000604219',
    technical: { name: 'Dr. Khamla Sisouphanh', phone: '18988043752' },
    business: { name: 'Noy Keopaseuth', phone: '15208861934' },
  },
  luangPrabangHospital: {
    code: 'LPBH',
    name: t3('琅勃拉邦省医院', 'Luang Prabang Provincial Hospital', 'ໂຮງໝໍແຂວງຫຼວງພະບາງ'),
    address: t3(
      '琅勃拉邦省医院会议室',
      'Meeting room, Luang Prabang Provincial Hospital',
      'ຫ້ອງປະຊຸມ, ໂຮງໝໍແຂວງຫຼວງພະບາງ',
    ),
    bank: 'Banque Pour Le Commerce Exterieur Lao (BCEL), Luang Prabang Branch',
    accountBase: '030110000127546',
    technical: { name: 'Dr. Viengkham Sengdara', phone: '16606624918' },
    business: { name: 'Sengphet Luangrath', phone: '13308870465' },
  },
  champasakHospital: {
    code: 'CPSH',
    name: t3('占巴塞省医院', 'Champasak Provincial Hospital', 'ໂຮງໝໍແຂວງຈຳປາສັກ'),
    address: t3(
      '巴色市占巴塞省医院会议室',
      'Meeting room, Champasak Provincial Hospital, Pakse',
      'ຫ້ອງປະຊຸມ, ໂຮງໝໍແຂວງຈຳປາສັກ, ນະຄອນປາກເຊ',
    ),
    bank: 'Banque Pour Le Commerce Exterieur Lao (BCEL), Champasak Branch',
    accountBase: '040110000218873',
    technical: { name: 'Dr. Khamphou Sayavong', phone: '19908135527' },
    business: { name: 'Manivone Chanthavong', phone: '14785520936' },
  },
  education: {
    code: 'MOES',
    name: t3('老挝教育与体育部', 'Ministry of Education and Sports', 'ກະຊວງສຶກສາທິການ ແລະ ກິລາ'),
    address: t3(
      '万象市老挝教育与体育部会议室',
      'Meeting room, Ministry of Education and Sports, Vientiane',
      'ຫ້ອງປະຊຸມ, ກະຊວງສຶກສາທິການ ແລະ ກິລາ, ນະຄອນຫຼວງວຽງຈັນ',
    ),
    bank: 'Lao Development Bank, Head Office, Vientiane',
    accountBase: '020100100428590',
    technical: { name: 'Souksavanh Phommachanh', phone: '13107749250' },
    business: { name: 'Keo Sihalath', phone: '18208816473' },
  },
  waterSupply: {
    code: 'NPNL',
    name: t3('万象市自来水国有企业', 'Nam Papa Nakhone Luang (Vientiane Water Supply)', 'ລັດວິສາຫະກິດນ້ຳປະປານະຄອນຫຼວງ'),
    address: t3(
      '万象市自来水国有企业总部会议室',
      'Meeting room, Nam Papa Nakhone Luang head office, Vientiane',
      'ຫ້ອງປະຊຸມ, ສຳນັກງານໃຫຍ່ ລັດວິສາຫະກິດນ້ຳປະປານະຄອນຫຼວງ, ນະຄອນຫຼວງວຽງຈັນ',
    ),
    bank: 'Agricultural Promotion Bank, Vientiane',
    accountBase: '100200300214667',
    technical: { name: 'Amphone Southichak', phone: '15577024381' },
    business: { name: 'Daovone Phanthavong', phone: '13977635108' },
  },
  finance: {
    code: 'MOF',
    name: t3('老挝财政部', 'Ministry of Finance', 'ກະຊວງການເງິນ'),
    address: t3(
      '万象市老挝财政部会议室',
      'Meeting room, Ministry of Finance, Vientiane',
      'ຫ້ອງປະຊຸມ, ກະຊວງການເງິນ, ນະຄອນຫຼວງວຽງຈັນ',
    ),
    bank: 'Banque Pour Le Commerce Exterieur Lao (BCEL), Vientiane',
    accountBase: '010110000715932',
    technical: { name: 'Phonesavanh Keola', phone: '17608847215' },
    business: { name: 'Latsamy Vilaysack', phone: '15698026734' },
  },
  vientianePublicWorks: {
    code: 'VTEPWT',
    name: t3(
      '万象市公共工程与运输厅',
      'Vientiane Capital Department of Public Works and Transport',
      'ພະແນກໂຍທາທິການ ແລະ ຂົນສົ່ງ ນະຄອນຫຼວງວຽງຈັນ',
    ),
    address: t3(
      '万象市公共工程与运输厅会议室',
      'Meeting room, Vientiane Capital Department of Public Works and Transport',
      'ຫ້ອງປະຊຸມ, ພະແນກໂຍທາທິການ ແລະ ຂົນສົ່ງ ນະຄອນຫຼວງວຽງຈັນ',
    ),
    bank: 'Banque Pour Le Commerce Exterieur Lao (BCEL), Vientiane',
    accountBase: '010110000826045',
    technical: { name: 'Sengaloun Thammavong', phone: '13608829514' },
    business: { name: 'Khamsing Phimmasone', phone: '18877054620' },
  },
  champasakPublicWorks: {
    code: 'CPSPWT',
    name: t3(
      '占巴塞省公共工程与运输厅',
      'Champasak Department of Public Works and Transport',
      'ພະແນກໂຍທາທິການ ແລະ ຂົນສົ່ງ ແຂວງຈຳປາສັກ',
    ),
    address: t3(
      '巴色市占巴塞省公共工程与运输厅会议室',
      'Meeting room, Champasak Department of Public Works and Transport, Pakse',
      'ຫ້ອງປະຊຸມ, ພະແນກໂຍທາທິການ ແລະ ຂົນສົ່ງ ແຂວງຈຳປາສັກ, ນະຄອນປາກເຊ',
    ),
    bank: 'Banque Pour Le Commerce Exterieur Lao (BCEL), Champasak Branch',
    accountBase: '040110000309318',
    technical: { name: 'Bounthanh Sihavong', phone: '16677381942' },
    business: { name: 'Outhai Vongphachanh', phone: '13577629408' },
  },
  energy: {
    code: 'MEM',
    name: t3('老挝能源与矿产部', 'Ministry of Energy and Mines', 'ກະຊວງພະລັງງານ ແລະ ບໍ່ແຮ່'),
    address: t3(
      '万象市老挝能源与矿产部会议室',
      'Meeting room, Ministry of Energy and Mines, Vientiane',
      'ຫ້ອງປະຊຸມ, ກະຊວງພະລັງງານ ແລະ ບໍ່ແຮ່, ນະຄອນຫຼວງວຽງຈັນ',
    ),
    bank: 'Joint Development Bank, Vientiane',
    accountBase: '001100200457812',
    technical: { name: 'Vanxay Sengsouriya', phone: '15108836247' },
    business: { name: 'Malaythong Inthachak', phone: '18677402519' },
  },
  agriculture: {
    code: 'MAF',
    name: t3('老挝农林部', 'Ministry of Agriculture and Forestry', 'ກະຊວງກະສິກຳ ແລະ ປ່າໄມ້'),
    address: t3(
      '万象市老挝农林部会议室',
      'Meeting room, Ministry of Agriculture and Forestry, Vientiane',
      'ຫ້ອງປະຊຸມ, ກະຊວງກະສິກຳ ແລະ ປ່າໄມ້, ນະຄອນຫຼວງວຽງຈັນ',
    ),
    bank: 'Agricultural Promotion Bank, Vientiane',
    accountBase: '100200300326981',
    technical: { name: 'Sisouk Phoutthavong', phone: '13877593026' },
    business: { name: 'Bouasone Keovilay', phone: '17788261540' },
  },
  centralBank: {
    code: 'BOL',
    name: t3('老挝国家银行', 'Bank of the Lao PDR', 'ທະນາຄານແຫ່ງ ສປປ ລາວ'),
    address: t3(
      '万象市老挝国家银行会议室',
      'Meeting room, Bank of the Lao PDR, Vientiane',
      'ຫ້ອງປະຊຸມ, ທະນາຄານແຫ່ງ ສປປ ລາວ, ນະຄອນຫຼວງວຽງຈັນ',
    ),
    bank: 'Banque Pour Le Commerce Exterieur Lao (BCEL), Vientiane',
    accountBase: '010110000937286',
    technical: { name: 'Anousone Keomixay', phone: '15907718362' },
    business: { name: 'Siriphone Rattanavong', phone: '13208850974' },
  },
  university: {
    code: 'NUOL',
    name: t3('老挝国立大学', 'National University of Laos', 'ມະຫາວິທະຍາໄລແຫ່ງຊາດ'),
    address: t3(
      '万象市东多校区老挝国立大学行政楼会议室',
      'Meeting room, administration building, Dongdok campus, National University of Laos',
      'ຫ້ອງປະຊຸມ, ອາຄານບໍລິຫານ, ວິທະຍາເຂດດົງໂດກ, ມະຫາວິທະຍາໄລແຫ່ງຊາດ',
    ),
    bank: 'Lao Development Bank, Head Office, Vientiane',
    accountBase: '020100100539107',
    technical: { name: 'Dr. Sombath Chanthalangsy', phone: '18807726153' },
    business: { name: 'Ketsana Phongsavath', phone: '14777305862' },
  },
} as const satisfies Record<string, Organization>;
export type OrganizationKey = keyof typeof ORGANIZATIONS;

/** Suffix of a collection account by currency: each organization keeps one account per currency. */
export const ACCOUNT_SUFFIX: Record<CurrencyCode, string> = { LAK: '001', USD: '002', CNY: '003' };
