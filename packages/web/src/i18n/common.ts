import { defineMessages } from './define';

/** Texts shared by every screen, and the request layer's messages (part 1 §8). */
export default defineMessages('common', {
  appName: { zh: '阳光采购平台', en: 'Sunshine Procurement Portal', lo: 'ເວັບໄຊຈັດຊື້ໂປ່ງໃສ' },
  appNameShort: { zh: '阳光采购', en: 'Sunshine Procurement', lo: 'ຈັດຊື້ໂປ່ງໃສ' },
  languageName: { zh: '中文', en: 'English', lo: 'ພາສາລາວ' },
  expandColumn: { zh: '展开明细', en: 'Show details', lo: 'ສະແດງລາຍລະອຽດ' },
  home: { zh: '首页', en: 'Home', lo: 'ໜ້າຫຼັກ' },
  loading: { zh: '加载中…', en: 'Loading…', lo: 'ກຳລັງໂຫຼດ…' },
  more: { zh: '更多', en: 'More', lo: 'ເພີ່ມເຕີມ' },
  search: { zh: '搜索', en: 'Search', lo: 'ຄົ້ນຫາ' },
  reset: { zh: '重置', en: 'Reset', lo: 'ລ້າງຄືນ' },
  confirm: { zh: '确定', en: 'OK', lo: 'ຕົກລົງ' },
  cancel: { zh: '取消', en: 'Cancel', lo: 'ຍົກເລີກ' },
  close: { zh: '关闭', en: 'Close', lo: 'ປິດ' },
  yes: { zh: '是', en: 'Yes', lo: 'ແມ່ນ' },
  no: { zh: '否', en: 'No', lo: 'ບໍ່' },
  none: { zh: '无', en: 'None', lo: 'ບໍ່ມີ' },
  download: { zh: '下载', en: 'Download', lo: 'ດາວໂຫຼດ' },
  view: { zh: '查看', en: 'View', lo: 'ເບິ່ງ' },
  back: { zh: '返回', en: 'Back', lo: 'ກັບຄືນ' },
  pleaseEnter: { zh: '请输入', en: 'Please enter', lo: 'ກະລຸນາປ້ອນ' },
  pleaseSelect: { zh: '请选择', en: 'Please select', lo: 'ກະລຸນາເລືອກ' },
  /** Data typed in zh, en and lo (docs/decisions/reader-language.md). */
  readerLanguage: {
    notGiven: { zh: '未提供中文版本，显示的是其他语言', en: 'Not given in English; shown in another language', lo: 'ບໍ່ມີເປັນພາສາລາວ; ສະແດງເປັນພາສາອື່ນ' },
    labelIn: { zh: '{{label}}（{{language}}）', en: '{{label}} ({{language}})', lo: '{{label}} ({{language}})' },
    language: {
      zh: { zh: '中文', en: 'Chinese', lo: 'ພາສາຈີນ' },
      en: { zh: '英文', en: 'English', lo: 'ພາສາອັງກິດ' },
      lo: { zh: '老挝文', en: 'Lao', lo: 'ພາສາລາວ' },
    },
  },
  request: {
    forbidden: { zh: '当前操作没有权限', en: 'You have no permission for the current operation', lo: 'ທ່ານບໍ່ມີສິດດຳເນີນການນີ້' },
    notFound: { zh: '访问资源不存在', en: 'The requested resource does not exist', lo: 'ບໍ່ມີຊັບພະຍາກອນທີ່ຮ້ອງຂໍ' },
    network: {
      zh: '后端接口连接异常',
      en: 'Connection to the backend interface is abnormal',
      lo: 'ການເຊື່ອມຕໍ່ກັບລະບົບຫຼັງບ້ານຜິດປົກກະຕິ',
    },
    timeout: { zh: '系统接口请求超时', en: 'The system interface request timed out', lo: 'ການຮ້ອງຂໍໄປຫາລະບົບໝົດເວລາ' },
    status: { zh: '系统接口{{code}}异常', en: 'System interface {{code}} is abnormal', lo: 'ລະບົບ {{code}} ຜິດປົກກະຕິ' },
    duplicate: {
      zh: '数据正在处理，请勿重复提交',
      en: 'Data is being processed, please do not resubmit',
      lo: 'ກຳລັງປະມວນຜົນຂໍ້ມູນ, ກະລຸນາຢ່າສົ່ງຊ້ຳ',
    },
    expiredTitle: { zh: '系统提示', en: 'System notice', lo: 'ແຈ້ງເຕືອນຈາກລະບົບ' },
    sessionExpired: {
      zh: '登录已过期，请重新登录',
      en: 'Your login has expired, please log in again',
      lo: 'ການເຂົ້າສູ່ລະບົບຂອງທ່ານໝົດອາຍຸແລ້ວ, ກະລຸນາເຂົ້າສູ່ລະບົບອີກຄັ້ງ',
    },
  },
});
