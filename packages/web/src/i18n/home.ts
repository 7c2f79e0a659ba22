import { defineMessages } from './define';

/** Texts of the home page: latest projects, banner, tender and inquiry blocks. */
export default defineMessages('home', {
  latest: { zh: '最新项目', en: 'Latest projects', lo: 'ໂຄງການລ່າສຸດ' },
  bannerAlt: {
    zh: '{{app}}：公开、公平、高效的公共采购',
    en: '{{app}}: open, fair and efficient public procurement',
    lo: '{{app}}: ການຈັດຊື້ສາທາລະນະທີ່ເປີດເຜີຍ, ຍຸຕິທຳ ແລະ ມີປະສິດທິພາບ',
  },
  tenders: { zh: '招标报名', en: 'Tenders open for sign-up', lo: 'ການປະມູນທີ່ເປີດຮັບລົງທະບຽນ' },
  tendersHint: {
    zh: '即将开放或正在报名的招标项目',
    en: 'Tenders whose sign-up is about to open or open now',
    lo: 'ການປະມູນທີ່ກຳລັງຈະເປີດ ຫຼື ກຳລັງເປີດຮັບລົງທະບຽນ',
  },
  inquiries: { zh: '询价采购', en: 'Price inquiries', lo: 'ການສອບລາຄາ' },
  inquiriesHint: {
    zh: '正在询价及近期结束的询价项目',
    en: 'Inquiries open for quotes and recently closed',
    lo: 'ການສອບລາຄາທີ່ກຳລັງເປີດຮັບລາຄາ ແລະ ຫາກໍ່ສິ້ນສຸດ',
  },
  more: { zh: '查看更多', en: 'View more', lo: 'ເບິ່ງເພີ່ມເຕີມ' },
  tender: { zh: '招标', en: 'Tender', lo: 'ປະມູນ' },
  inquiry: { zh: '询价', en: 'Inquiry', lo: 'ສອບລາຄາ' },
  organization: { zh: '采购单位', en: 'Buyer', lo: 'ຫົວໜ່ວຍຈັດຊື້' },
  price: { zh: '项目金额', en: 'Value', lo: 'ມູນຄ່າ' },
  notSet: { zh: '未公布', en: 'Not published', lo: 'ຍັງບໍ່ປະກາດ' },
  empty: { zh: '暂无项目', en: 'No projects at the moment', lo: 'ຍັງບໍ່ມີໂຄງການໃນຕອນນີ້' },
});
