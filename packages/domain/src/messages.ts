import type { Locale } from './constants';

/**
 * Messages the server puts in `msg`, in the three languages. A zod schema names a key of this catalogue
 * as its error so that validation failures come back localized.
 */
export const MESSAGES = {
  success: { zh: '操作成功', en: 'Operation successful', lo: 'ດຳເນີນການສຳເລັດ' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist', lo: 'ບໍ່ມີຊັບພະຍາກອນທີ່ຮ້ອງຂໍ' },
  routeNotFound: { zh: '接口不存在：{path}', en: 'No such interface: {path}', lo: 'ບໍ່ມີ API ນີ້: {path}' },
  sectionNotFound: { zh: '项目不存在或未公开', en: 'The project does not exist or is not public', lo: 'ບໍ່ພົບໂຄງການນີ້ ຫຼື ຍັງບໍ່ໄດ້ເຜີຍແຜ່' },
  fileNotFound: { zh: '文件不存在', en: 'The file does not exist', lo: 'ບໍ່ພົບໄຟລ໌ນີ້' },
  dictTypeUnknown: { zh: '字典类型不存在：{type}', en: 'Unknown dictionary type: {type}', lo: 'ບໍ່ມີປະເພດວັດຈະນານຸກົມ: {type}' },
  invalidParam: { zh: '参数 {field} 的值无效', en: 'The value of {field} is invalid', lo: 'ຄ່າຂອງ {field} ບໍ່ຖືກຕ້ອງ' },
  requiredParam: { zh: '参数 {field} 不能为空', en: '{field} is required', lo: 'ຕ້ອງລະບຸ {field}' },
  searchTooLong: {
    zh: '搜索内容不能超过 {max} 个字符',
    en: 'The search text cannot be longer than {max} characters',
    lo: 'ຂໍ້ຄວາມຄົ້ນຫາຕ້ອງບໍ່ເກີນ {max} ຕົວອັກສອນ',
  },
  pageNumInvalid: { zh: '页码必须是大于 0 的整数', en: 'The page number must be a whole number above 0', lo: 'ເລກໜ້າຕ້ອງເປັນຈຳນວນເຕັມທີ່ຫຼາຍກວ່າ 0' },
  pageSizeInvalid: {
    zh: '每页条数必须在 1 到 {max} 之间',
    en: 'The page size must be between 1 and {max}',
    lo: 'ຈຳນວນຕໍ່ໜ້າຕ້ອງຢູ່ລະຫວ່າງ 1 ຫາ {max}',
  },
  statusListInvalid: { zh: '项目状态筛选无效', en: 'The project status filter is invalid', lo: 'ຕົວກອງສະຖານະໂຄງການບໍ່ຖືກຕ້ອງ' },
  idInvalid: { zh: '编号无效', en: 'The id is invalid', lo: 'ລະຫັດບໍ່ຖືກຕ້ອງ' },
  bodyInvalid: { zh: '请求内容格式错误', en: 'The request body is malformed', lo: 'ຮູບແບບຂໍ້ມູນທີ່ສົ່ງມາບໍ່ຖືກຕ້ອງ' },
  bodyTooLarge: { zh: '请求内容过大', en: 'The request is too large', lo: 'ຂໍ້ມູນທີ່ສົ່ງມາໃຫຍ່ເກີນໄປ' },
  unauthorized: {
    zh: '认证失败，无法访问系统资源',
    en: 'Authentication failed, system resources cannot be accessed',
    lo: 'ການຢືນຢັນຕົວຕົນລົ້ມເຫຼວ, ບໍ່ສາມາດເຂົ້າເຖິງຊັບພະຍາກອນຂອງລະບົບໄດ້',
  },
  forbidden: { zh: '当前操作没有权限', en: 'You have no permission for this operation', lo: 'ທ່ານບໍ່ມີສິດດຳເນີນການນີ້' },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later', lo: 'ຮ້ອງຂໍຖີ່ເກີນໄປ, ກະລຸນາລອງໃໝ່ພາຍຫຼັງ' },
  serverError: {
    zh: '系统未知错误，请反馈给管理员',
    en: 'Unknown system error, please report it to the administrator',
    lo: 'ເກີດຂໍ້ຜິດພາດທີ່ບໍ່ຮູ້ຈັກ, ກະລຸນາແຈ້ງຜູ້ເບິ່ງແຍງລະບົບ',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(MESSAGES, key);

/** The message in the given language with {name} placeholders filled. */
export function translate(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
