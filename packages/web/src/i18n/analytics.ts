import { defineMessages } from './define';

/**
 * The public analytics page (docs/decisions/analytics.md). Figure titles, column headings and how each figure is
 * computed live in the domain (ANALYTICS_TITLES, ANALYTICS_COLUMNS, ANALYTICS_METHODS), shared with the downloads.
 */
export default defineMessages('analytics', {
  footer: { zh: '采购数据分析', en: 'Procurement analytics', lo: 'ການວິເຄາະການຈັດຊື້' },
  title: { zh: '公共采购数据分析', en: 'Public procurement analytics', lo: 'ການວິເຄາະການຈັດຊື້ສາທາລະນະ' },
  intro: {
    zh: '资金流向、竞争程度和值得关注的项目：以下数字全部由门户根据已公开的开放数据计算，任何人都可以用批量文件复算。',
    en: 'Where the money goes, how much competition there is, and which sections deserve a look: every figure below is computed by the portal from its published open data, and anyone can reproduce it from the bulk file.',
    lo: 'ເງິນໄປໃສ, ມີການແຂ່ງຂັນຫຼາຍປານໃດ ແລະ ໂຄງການໃດຄວນກວດເບິ່ງ: ທຸກຕົວເລກຂ້າງລຸ່ມ ເວັບໄຊຄິດໄລ່ຈາກຂໍ້ມູນເປີດທີ່ເຜີຍແຜ່ແລ້ວ, ທຸກຄົນສາມາດຄິດໄລ່ຄືນໄດ້ຈາກໄຟລ໌ລວມ.',
  },
  computedAt: { zh: '计算时间：{{time}}（{{zone}}）', en: 'Computed {{time}} ({{zone}})', lo: 'ຄິດໄລ່ເມື່ອ {{time}} ({{zone}})' },
  published: { zh: '已公布结果的项目：{{count}} 个', en: 'Sections with published results: {{count}}', lo: 'ໂຄງການທີ່ປະກາດຜົນແລ້ວ: {{count}}' },
  currency: { zh: '币种', en: 'Currency', lo: 'ສະກຸນເງິນ' },
  openData: { zh: '开放数据与批量文件', en: 'Open data and the bulk file', lo: 'ຂໍ້ມູນເປີດ ແລະ ໄຟລ໌ລວມ' },
  method: { zh: '计算方法', en: 'How it is computed', lo: 'ວິທີຄິດໄລ່' },
  table: { zh: '数据表', en: 'Data table', lo: 'ຕາຕະລາງຂໍ້ມູນ' },
  download: { zh: '下载 {{format}}', en: 'Download {{format}}', lo: 'ດາວໂຫຼດ {{format}}' },
  downloadFailed: { zh: '下载失败，请稍后重试', en: 'The download failed; please try again', lo: 'ດາວໂຫຼດບໍ່ສຳເລັດ, ກະລຸນາລອງໃໝ່' },
  empty: { zh: '暂无已公布结果的项目', en: 'No section has published results yet', lo: 'ຍັງບໍ່ມີໂຄງການທີ່ປະກາດຜົນ' },
  failed: { zh: '数据分析暂时无法读取', en: 'The analytics cannot be read right now', lo: 'ບໍ່ສາມາດອ່ານການວິເຄາະໄດ້ໃນຕອນນີ້' },
  retry: { zh: '重试', en: 'Try again', lo: 'ລອງໃໝ່' },
  summary: {
    spending: {
      zh: '{{sections}} 个项目，上限合计 {{ceiling}}，中标合计 {{awarded}}，节约 {{savings}}（{{share}}）。',
      en: 'Sections: {{sections}}. Ceilings {{ceiling}}, awarded {{awarded}}, savings {{savings}} ({{share}}).',
      lo: '{{sections}} ໂຄງການ: ເພດານ {{ceiling}}, ຕົກລົງ {{awarded}}, ປະຢັດ {{savings}} ({{share}}).',
    },
    competition: {
      zh: '平均每个项目 {{signups}} 家报名、{{bidders}} 家报价（中位数 {{signupsMedian}} 和 {{biddersMedian}}）。',
      en: 'On average {{signups}} sign-ups and {{bidders}} quoting suppliers per section (medians {{signupsMedian}} and {{biddersMedian}}).',
      lo: 'ສະເລ່ຍ {{signups}} ການລົງທະບຽນ ແລະ {{bidders}} ຜູ້ສະເໜີລາຄາ ຕໍ່ໂຄງການ (ຄ່າກາງ {{signupsMedian}} ແລະ {{biddersMedian}}).',
    },
    delay: {
      zh: '从发布到结果公布平均 {{mean}} 天，中位数 {{median}} 天（{{sections}} 个项目）。',
      en: 'From publication to results: {{mean}} days on average, median {{median}} days (sections measured: {{sections}}).',
      lo: 'ຈາກປະກາດຮອດປະກາດຜົນ: ສະເລ່ຍ {{mean}} ມື້, ຄ່າກາງ {{median}} ມື້ ({{sections}} ໂຄງການ).',
    },
    top: {
      zh: '以 {{currency}} 计中标金额最高的 {{count}} 个，按金额排序。',
      en: 'The {{count}} largest by awarded value in {{currency}}, largest first.',
      lo: '{{count}} ອັນດັບທີ່ມີມູນຄ່າຕົກລົງສູງສຸດເປັນ {{currency}}, ຈາກຫຼາຍຫາໜ້ອຍ.',
    },
    flags: {
      zh: '风险提示只是值得查看的理由，并非结论。',
      en: 'A red flag is a reason to look, never a verdict.',
      lo: 'ສັນຍານເຕືອນແມ່ນເຫດຜົນໃຫ້ກວດເບິ່ງ, ບໍ່ແມ່ນຄຳຕັດສິນ.',
    },
  },
  series: {
    ceiling: { zh: '上限', en: 'Ceiling', lo: 'ເພດານ' },
    awarded: { zh: '中标金额', en: 'Awarded', lo: 'ມູນຄ່າຕົກລົງ' },
    signups: { zh: '按报名数', en: 'By sign-ups', lo: 'ຕາມການລົງທະບຽນ' },
    bidders: { zh: '按报价供应商数', en: 'By quoting suppliers', lo: 'ຕາມຜູ້ສະເໜີລາຄາ' },
    sections: { zh: '项目数', en: 'Sections', lo: 'ໂຄງການ' },
    share: { zh: '项目占比', en: 'Share of sections', lo: 'ສ່ວນແບ່ງໂຄງການ' },
  },
  axis: {
    amount: { zh: '金额（{{currency}}）', en: 'Amount ({{currency}})', lo: 'ຈຳນວນເງິນ ({{currency}})' },
    participants: { zh: '参与供应商数', en: 'Suppliers taking part', lo: 'ຜູ້ສະໜອງທີ່ເຂົ້າຮ່ວມ' },
    sections: { zh: '项目数', en: 'Sections', lo: 'ໂຄງການ' },
    days: { zh: '天数', en: 'Days', lo: 'ມື້' },
    share: { zh: '占比', en: 'Share', lo: 'ສ່ວນແບ່ງ' },
  },
});
