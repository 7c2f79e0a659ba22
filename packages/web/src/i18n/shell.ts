import { defineMessages } from './define';

/** Texts of the shell around every page: top bar, app download, language switcher, footer. */
export default defineMessages('shell', {
  greeting: { zh: '您好，欢迎来到{{app}}！', en: 'Hello, welcome to the {{app}}!', lo: 'ສະບາຍດີ, ຍິນດີຕ້ອນຮັບສູ່ {{app}}!' },
  login: { zh: '请登录', en: 'Log in', lo: 'ເຂົ້າສູ່ລະບົບ' },
  demoBanner: {
    zh: '演示模式：本站仅供演示，数据随时可能重置，请勿填写真实信息。演示邮箱公开显示发往 @demo.test 地址的验证码。',
    en: 'Demo mode: this site is a demonstration and its data may be reset at any time; do not enter real information. The demo mailbox shows the codes sent to @demo.test addresses to everyone.',
    lo: 'ໂໝດສາທິດ: ເວັບໄຊນີ້ໃຊ້ສຳລັບການສາທິດເທົ່ານັ້ນ, ຂໍ້ມູນອາດຖືກລຶບໄດ້ທຸກເວລາ, ກະລຸນາຢ່າປ້ອນຂໍ້ມູນແທ້. ກ່ອງອີເມວສາທິດສະແດງລະຫັດທີ່ສົ່ງຫາທີ່ຢູ່ @demo.test ໃຫ້ທຸກຄົນເຫັນ.',
  },
  register: { zh: '免费注册', en: 'Register', lo: 'ລົງທະບຽນ' },
  tagline: {
    zh: '公开 · 公平 · 公正 · 高效',
    en: 'Open · Fair · Impartial · Efficient',
    lo: 'ເປີດເຜີຍ · ຍຸຕິທຳ · ບໍ່ລຳອຽງ · ມີປະສິດທິພາບ',
  },
  searchPlaceholder: { zh: '请输入项目名称搜索', en: 'Search projects by name', lo: 'ຄົ້ນຫາໂຄງການຕາມຊື່' },
  language: { zh: '切换语言', en: 'Language', lo: 'ພາສາ' },
  breadcrumb: { zh: '当前位置', en: 'You are here', lo: 'ທ່ານຢູ່ທີ່' },
  skipToContent: { zh: '跳到主要内容', en: 'Skip to main content', lo: 'ຂ້າມໄປຫາເນື້ອຫາຫຼັກ' },
  menu: {
    open: { zh: '打开菜单', en: 'Open the menu', lo: 'ເປີດເມນູ' },
    title: { zh: '菜单', en: 'Menu', lo: 'ເມນູ' },
    account: { zh: '我的账户', en: 'My account', lo: 'ບັນຊີຂອງຂ້ອຍ' },
    more: { zh: '更多链接', en: 'More links', lo: 'ລິ້ງເພີ່ມເຕີມ' },
  },
  breadcrumbLabel: { zh: '当前位置：', en: 'You are here:', lo: 'ທ່ານຢູ່ທີ່:' },
  app: {
    menu: { zh: '手机App', en: 'Mobile app', lo: 'ແອັບມືຖື' },
    title: { zh: '安卓客户端', en: 'Android app', lo: 'ແອັບ Android' },
    scan: { zh: '使用手机扫描二维码下载', en: 'Scan the QR code with your phone to download', lo: 'ສະແກນລະຫັດ QR ດ້ວຍໂທລະສັບເພື່ອດາວໂຫຼດ' },
    direct: { zh: '了解并下载App', en: 'About the app and download', lo: 'ກ່ຽວກັບແອັບ ແລະ ດາວໂຫຼດ' },
    landingTitle: { zh: '阳光采购 安卓客户端', en: 'Sunshine Procurement for Android', lo: 'ຈັດຊື້ໂປ່ງໃສ ສຳລັບ Android' },
    landingIntro: {
      zh: '在手机上随时查看招标与询价公告、关注项目、报名投标并接收进度提醒。账号与网页版通用。',
      en: 'Read tender and inquiry announcements, follow projects, sign up for bids and get progress reminders on your phone. Your account is the same as on the website.',
      lo: 'ອ່ານປະກາດປະມູນ ແລະ ສອບລາຄາ, ຕິດຕາມໂຄງການ, ລົງທະບຽນປະມູນ ແລະ ຮັບການແຈ້ງເຕືອນຄວາມຄືບໜ້າໃນໂທລະສັບຂອງທ່ານ. ບັນຊີດຽວກັນກັບເວັບໄຊ.',
    },
    landingFeatures: {
      browse: {
        zh: '浏览最新的物资、工程与服务项目公告',
        en: 'Browse the latest materials, engineering and services announcements',
        lo: 'ເບິ່ງປະກາດໂຄງການວັດສະດຸ, ວິສະວະກຳ ແລະ ບໍລິການລ່າສຸດ',
      },
      follow: {
        zh: '关注项目，报名与报价截止前不错过',
        en: 'Follow projects so no sign-up or quotation deadline slips by',
        lo: 'ຕິດຕາມໂຄງການເພື່ອບໍ່ໃຫ້ພາດກຳນົດເວລາລົງທະບຽນ ຫຼື ສະເໜີລາຄາ',
      },
      bids: {
        zh: '查看我的投标、报价轮次与审核结果',
        en: 'See your bids, quotation rounds and review results',
        lo: 'ເບິ່ງການປະມູນ, ຮອບການສະເໜີລາຄາ ແລະ ຜົນການກວດສອບຂອງທ່ານ',
      },
    },
    landingScan: {
      zh: '用手机扫描二维码打开本页',
      en: 'Scan the QR code to open this page on your phone',
      lo: 'ສະແກນລະຫັດ QR ເພື່ອເປີດໜ້ານີ້ໃນໂທລະສັບ',
    },
    download: { zh: '下载安卓安装包', en: 'Download the Android package', lo: 'ດາວໂຫຼດໄຟລ໌ຕິດຕັ້ງ Android' },
    packageInfo: {
      zh: '安装包更新于 {{time}}，大小 {{size}} MB',
      en: 'Package updated {{time}}, {{size}} MB',
      lo: 'ອັບເດດໄຟລ໌ຕິດຕັ້ງເມື່ອ {{time}}, ຂະໜາດ {{size}} MB',
    },
    notPublished: {
      zh: '安装包尚未发布，敬请期待。目前请使用手机浏览器访问本网站，功能完全相同。',
      en: 'The app package has not been published yet. Until then, open this website in your phone\'s browser: it offers the same features.',
      lo: 'ຍັງບໍ່ໄດ້ເຜີຍແຜ່ໄຟລ໌ຕິດຕັ້ງແອັບ. ໃນລະຫວ່າງນີ້, ກະລຸນາເປີດເວັບໄຊນີ້ໃນບຣາວເຊີຂອງໂທລະສັບ: ມີຄຸນສົມບັດຄືກັນ.',
    },
  },
  footer: {
    about: { zh: '关于平台', en: 'About the portal', lo: 'ກ່ຽວກັບເວັບໄຊ' },
    aboutText: {
      zh: '面向物资、工程与服务的公共采购平台，在线发布招标与询价公告，供应商可注册认证、报名投标、多轮报价，全流程公开透明、留痕可溯。',
      en: 'A public procurement portal for materials, engineering and services. Tender and inquiry announcements are published online; suppliers register, get certified, sign up, bid and quote over several rounds, with every step open and traceable.',
      lo: 'ເວັບໄຊຈັດຊື້ສາທາລະນະສຳລັບວັດສະດຸ, ວຽກວິສະວະກຳ ແລະ ການບໍລິການ. ປະກາດການປະມູນ ແລະ ການສອບລາຄາອອນລາຍ; ຜູ້ສະໜອງສາມາດລົງທະບຽນ, ຢັ້ງຢືນຕົວຕົນ, ສະໝັກເຂົ້າຮ່ວມ, ຍື່ນປະມູນ ແລະ ສະເໜີລາຄາໄດ້ຫຼາຍຮອບ, ທຸກຂັ້ນຕອນເປີດເຜີຍ ແລະ ກວດສອບຄືນໄດ້.',
    },
    links: { zh: '快速入口', en: 'Quick links', lo: 'ທາງລັດ' },
    contact: { zh: '联系我们', en: 'Contact us', lo: 'ຕິດຕໍ່ພວກເຮົາ' },
    hotline: {
      zh: '服务热线：<strong>{{phone}}</strong>',
      en: 'Service hotline: <strong>{{phone}}</strong>',
      lo: 'ສາຍດ່ວນບໍລິການ: <strong>{{phone}}</strong>',
    },
    hours: { zh: '服务时间：工作日 8:30–17:30', en: 'Service hours: working days 8:30–17:30', lo: 'ເວລາບໍລິການ: ວັນເຮັດວຽກ 8:30–17:30' },
    filing: { zh: '备案号：{{number}}', en: 'ICP filing: {{number}}', lo: 'ເລກທະບຽນ ICP: {{number}}' },
    copyright: {
      zh: '© {{year}} {{app}} 版权所有',
      en: '© {{year}} {{app}}. All rights reserved.',
      lo: '© {{year}} {{app}}. ສະຫງວນລິຂະສິດ.',
    },
  },
});
