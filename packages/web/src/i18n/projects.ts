import { defineMessages } from './define';

/** Project lists: the tender list, the category pages, the filtered list and the 404 page (part 1 §2). */
export default defineMessages('projects', {
  pages: {
    all: {
      title: { zh: '采购项目', en: 'Procurement projects', lo: 'ໂຄງການຈັດຊື້' },
      subtitle: {
        zh: '浏览正在公告、报名和报价中的招标与询价项目',
        en: 'Tenders and price inquiries that are announced, open for sign-up or open for quotes',
        lo: 'ການປະມູນ ແລະ ການສອບລາຄາ ທີ່ປະກາດແລ້ວ, ເປີດລົງທະບຽນ ຫຼື ເປີດສະເໜີລາຄາ',
      },
    },
    material: {
      title: { zh: '物资采购', en: 'Materials', lo: 'ວັດສະດຸ' },
      subtitle: {
        zh: '设备、材料及各类物资的招标与询价项目',
        en: 'Tenders and inquiries for equipment, materials and supplies',
        lo: 'ການປະມູນ ແລະ ການສອບລາຄາ ອຸປະກອນ, ວັດສະດຸ ແລະ ສິນຄ້າຕ່າງໆ',
      },
    },
    engineering: {
      title: { zh: '工程项目', en: 'Engineering', lo: 'ວິສະວະກຳ' },
      subtitle: {
        zh: '施工、安装及各类工程的招标与询价项目',
        en: 'Tenders and inquiries for construction, installation and other works',
        lo: 'ການປະມູນ ແລະ ການສອບລາຄາ ວຽກກໍ່ສ້າງ, ການຕິດຕັ້ງ ແລະ ວຽກງານອື່ນໆ',
      },
    },
    service: {
      title: { zh: '服务项目', en: 'Services', lo: 'ການບໍລິການ' },
      subtitle: {
        zh: '咨询、运维及各类服务的招标与询价项目',
        en: 'Tenders and inquiries for consulting, maintenance and other services',
        lo: 'ການປະມູນ ແລະ ການສອບລາຄາ ການໃຫ້ຄຳປຶກສາ, ການບຳລຸງຮັກສາ ແລະ ການບໍລິການອື່ນໆ',
      },
    },
    filtered: {
      title: { zh: '{{type}} · {{category}}', en: '{{type}} · {{category}}', lo: '{{type}} · {{category}}' },
      subtitle: {
        zh: '按采购类型和项目类别筛选的项目',
        en: 'Projects filtered by procurement type and category',
        lo: 'ໂຄງການທີ່ຄັດເລືອກຕາມປະເພດການຈັດຊື້ ແລະ ໝວດໝູ່',
      },
    },
  },
  tabs: {
    all: { zh: '全部', en: 'All', lo: 'ທັງໝົດ' },
    tender: { zh: '招标', en: 'Tenders', lo: 'ການປະມູນ' },
    inquiry: { zh: '询价', en: 'Inquiries', lo: 'ການສອບລາຄາ' },
  },
  type: {
    tender: { zh: '招标', en: 'Tender', lo: 'ການປະມູນ' },
    inquiry: { zh: '询价', en: 'Inquiry', lo: 'ການສອບລາຄາ' },
  },
  total_one: { zh: '共 {{count}} 个项目', en: '{{count}} project', lo: 'ທັງໝົດ {{count}} ໂຄງການ' },
  total_other: { zh: '共 {{count}} 个项目', en: '{{count}} projects', lo: 'ທັງໝົດ {{count}} ໂຄງການ' },
  searching: { zh: '搜索：{{keyword}}', en: 'Search: {{keyword}}', lo: 'ຄົ້ນຫາ: {{keyword}}' },
  clearSearch: { zh: '清除搜索', en: 'Clear search', lo: 'ລ້າງການຄົ້ນຫາ' },
  card: {
    projectPrice: { zh: '项目金额', en: 'Project price', lo: 'ມູນຄ່າໂຄງການ' },
    securityDeposit: { zh: '保证金', en: 'Security deposit', lo: 'ເງິນຄ້ຳປະກັນ' },
    organization: { zh: '采购单位', en: 'Purchaser', lo: 'ຫົວໜ່ວຍຈັດຊື້' },
    contact: { zh: '联系人', en: 'Contact', lo: 'ຜູ້ຕິດຕໍ່' },
    createTime: { zh: '创建时间', en: 'Created', lo: 'ວັນທີສ້າງ' },
    signupEndTime: { zh: '报名截止', en: 'Sign-up closes', lo: 'ປິດລົງທະບຽນ' },
    endTime: { zh: '截止时间', en: 'Closes', lo: 'ເວລາສິ້ນສຸດ' },
    notSet: { zh: '—', en: '—', lo: '—' },
    open: { zh: '查看公告', en: 'View announcement', lo: 'ເບິ່ງປະກາດ' },
  },
  empty: {
    title: { zh: '暂无符合条件的项目', en: 'No projects match', lo: 'ບໍ່ມີໂຄງການທີ່ກົງກັບເງື່ອນໄຂ' },
    withKeyword: {
      zh: '没有找到名称包含“{{keyword}}”的项目，换个关键词试试',
      en: 'No project name contains “{{keyword}}”. Try another keyword.',
      lo: 'ບໍ່ພົບໂຄງການທີ່ມີຊື່ “{{keyword}}”, ກະລຸນາລອງຄຳຄົ້ນຫາອື່ນ',
    },
  },
  loadFailed: { zh: '项目列表加载失败', en: 'The project list could not be loaded', lo: 'ບໍ່ສາມາດໂຫຼດລາຍການໂຄງການໄດ້' },
  retry: { zh: '重试', en: 'Try again', lo: 'ລອງໃໝ່' },
  notFoundPage: {
    title: { zh: '页面不存在', en: 'Page not found', lo: 'ບໍ່ພົບໜ້ານີ້' },
    subtitle: {
      zh: '您访问的页面不存在或已被移除。',
      en: 'The page you are looking for does not exist or has been removed.',
      lo: 'ໜ້າທີ່ທ່ານຊອກຫາບໍ່ມີຢູ່ ຫຼື ຖືກລຶບອອກແລ້ວ.',
    },
    backHome: { zh: '返回首页', en: 'Back to home', lo: 'ກັບໄປໜ້າຫຼັກ' },
    browse: { zh: '浏览项目', en: 'Browse projects', lo: 'ເບິ່ງໂຄງການ' },
  },
});
