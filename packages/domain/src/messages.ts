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
  uploadSuccess: { zh: '上传成功', en: 'Upload successful', lo: 'ອັບໂຫຼດສຳເລັດ' },
  uploadNoFile: { zh: '请选择要上传的文件', en: 'Choose a file to upload', lo: 'ກະລຸນາເລືອກໄຟລ໌ທີ່ຈະອັບໂຫຼດ' },
  uploadOneFile: { zh: '每次只能上传一个文件', en: 'Upload one file at a time', lo: 'ອັບໂຫຼດໄດ້ເທື່ອລະໜຶ່ງໄຟລ໌ເທົ່ານັ້ນ' },
  uploadEmpty: { zh: '上传文件大小不能为 0KB', en: 'Uploaded files cannot be 0KB', lo: 'ໄຟລ໌ທີ່ອັບໂຫຼດຈະມີຂະໜາດ 0KB ບໍ່ໄດ້' },
  uploadTooLarge: { zh: '上传文件大小不能超过 {max}MB', en: 'Uploaded files cannot exceed {max}MB', lo: 'ໄຟລ໌ທີ່ອັບໂຫຼດຈະມີຂະໜາດເກີນ {max}MB ບໍ່ໄດ້' },
  uploadTypeRefused: {
    zh: '文件格式不正确，请上传 PDF、图片或压缩包（zip、rar、7z）',
    en: 'Format error: upload a PDF, an image or an archive (zip, rar, 7z)',
    lo: 'ຮູບແບບໄຟລ໌ບໍ່ຖືກຕ້ອງ, ກະລຸນາອັບໂຫຼດໄຟລ໌ PDF, ຮູບພາບ ຫຼື ໄຟລ໌ບີບອັດ (zip, rar, 7z)',
  },
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
  passwordRequired: { zh: '请输入密码', en: 'Please enter the password', lo: 'ກະລຸນາປ້ອນລະຫັດຜ່ານ' },
  passwordLength: {
    zh: '用户密码长度必须介于 5 和 20 之间',
    en: 'The password must be between 5 and 20 characters long',
    lo: 'ລະຫັດຜ່ານຕ້ອງມີຄວາມຍາວລະຫວ່າງ 5 ຫາ 20 ຕົວອັກສອນ',
  },
  passwordWeak: {
    zh: '密码强度不足，请组合使用数字、小写字母、大写字母和符号中的至少两类',
    en: 'The password is too weak: combine at least two of digits, lowercase letters, uppercase letters and symbols',
    lo: 'ລະຫັດຜ່ານອ່ອນເກີນໄປ: ກະລຸນາໃຊ້ຢ່າງໜ້ອຍສອງປະເພດຈາກ ຕົວເລກ, ຕົວພິມນ້ອຍ, ຕົວພິມໃຫຍ່ ແລະ ສັນຍາລັກ',
  },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The two passwords you entered do not match', lo: 'ລະຫັດຜ່ານທີ່ປ້ອນທັງສອງຄັ້ງບໍ່ກົງກັນ' },
  rePasswordRequired: { zh: '请再次输入密码', en: 'Please enter the password again', lo: 'ກະລຸນາປ້ອນລະຫັດຜ່ານອີກຄັ້ງ' },
  oldPasswordRequired: { zh: '请输入旧密码', en: 'Please enter the old password', lo: 'ກະລຸນາປ້ອນລະຫັດຜ່ານເກົ່າ' },
  emailRequired: { zh: '请输入邮箱', en: 'Please enter the e-mail address', lo: 'ກະລຸນາປ້ອນອີເມວ' },
  emailFormat: { zh: '邮箱格式不正确', en: 'The email format is incorrect', lo: 'ຮູບແບບອີເມວບໍ່ຖືກຕ້ອງ' },
  phoneRequired: { zh: '请输入手机号码', en: 'Please enter the phone number', lo: 'ກະລຸນາປ້ອນເບີໂທລະສັບ' },
  phoneFormat: { zh: '手机号码格式不正确', en: 'The phone number format is incorrect', lo: 'ຮູບແບບເບີໂທລະສັບບໍ່ຖືກຕ້ອງ' },
  nameRequired: { zh: '请输入名称', en: 'Please enter the name', lo: 'ກະລຸນາປ້ອນຊື່' },
  nickNameRequired: { zh: '请输入联系人', en: 'Please enter the contact name', lo: 'ກະລຸນາປ້ອນຊື່ຜູ້ຕິດຕໍ່' },
  tinRequired: { zh: '请输入纳税人识别号', en: 'Please enter the taxpayer identification number', lo: 'ກະລຸນາປ້ອນເລກປະຈຳຕົວຜູ້ເສຍອາກອນ' },
  identityCardRequired: { zh: '请输入身份证号', en: 'Please enter the identity card number', lo: 'ກະລຸນາປ້ອນເລກບັດປະຈຳຕົວ' },
  codeRequired: { zh: '请输入验证码', en: 'Please enter the verification code', lo: 'ກະລຸນາປ້ອນລະຫັດຢືນຢັນ' },
  usernameRequired: { zh: '请输入账号或手机号', en: 'Please enter the account or phone number', lo: 'ກະລຸນາປ້ອນບັນຊີ ຫຼື ເບີໂທລະສັບ' },
  resetTokenInvalid: {
    zh: '身份验证已失效，请重新验证',
    en: 'The identity verification has expired, please verify again',
    lo: 'ການຢືນຢັນຕົວຕົນໝົດອາຍຸແລ້ວ, ກະລຸນາຢືນຢັນໃໝ່',
  },
  tooLong: { zh: '{field} 内容过长', en: '{field} is too long', lo: '{field} ຍາວເກີນໄປ' },
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
  // Accounts: registration, login, sessions, e-mail codes, captcha, password reset and profile.
  registerSuccess: { zh: '注册成功', en: 'Registration successful', lo: 'ລົງທະບຽນສຳເລັດ' },
  phoneTaken: { zh: '该手机号码已被注册', en: 'This phone number is already registered', lo: 'ເບີໂທລະສັບນີ້ຖືກລົງທະບຽນແລ້ວ' },
  emailTaken: { zh: '该邮箱已被注册', en: 'This e-mail address is already registered', lo: 'ອີເມວນີ້ຖືກລົງທະບຽນແລ້ວ' },
  tinTaken: {
    zh: '该纳税人识别号已被注册',
    en: 'This taxpayer identification number is already registered',
    lo: 'ເລກປະຈຳຕົວຜູ້ເສຍອາກອນນີ້ຖືກລົງທະບຽນແລ້ວ',
  },
  identityCardTaken: { zh: '该身份证号已被注册', en: 'This identity card number is already registered', lo: 'ເລກບັດປະຈຳຕົວນີ້ຖືກລົງທະບຽນແລ້ວ' },
  loginSuccess: { zh: '登录成功', en: 'Login successful', lo: 'ເຂົ້າສູ່ລະບົບສຳເລັດ' },
  logoutSuccess: { zh: '退出成功', en: 'Logged out', lo: 'ອອກຈາກລະບົບແລ້ວ' },
  accountNotFound: { zh: '账号不存在', en: 'The account does not exist', lo: 'ບໍ່ມີບັນຊີນີ້' },
  accountDisabled: {
    zh: '账号已停用，请联系管理员',
    en: 'The account is disabled, please contact the administrator',
    lo: 'ບັນຊີນີ້ຖືກປິດການນຳໃຊ້, ກະລຸນາຕິດຕໍ່ຜູ້ເບິ່ງແຍງລະບົບ',
  },
  passwordWrong: {
    zh: '密码错误，再错 {left} 次账号将被锁定',
    en: 'Wrong password; {left} more wrong attempts will lock the account',
    lo: 'ລະຫັດຜ່ານບໍ່ຖືກຕ້ອງ, ຖ້າປ້ອນຜິດອີກ {left} ຄັ້ງ ບັນຊີຈະຖືກລັອກ',
  },
  accountLocked: {
    zh: '密码错误次数过多，账号已锁定至 {time}',
    en: 'Too many wrong passwords: the account is locked until {time}',
    lo: 'ປ້ອນລະຫັດຜ່ານຜິດຫຼາຍເກີນໄປ, ບັນຊີຖືກລັອກຈົນຮອດ {time}',
  },
  rateLimited: {
    zh: '操作过于频繁，请 {minutes} 分钟后再试',
    en: 'Too many attempts, please try again in {minutes} minutes',
    lo: 'ດຳເນີນການຖີ່ເກີນໄປ, ກະລຸນາລອງໃໝ່ໃນອີກ {minutes} ນາທີ',
  },
  codeSent: { zh: '验证码已发送至邮箱', en: 'The verification code has been sent to your e-mail', lo: 'ສົ່ງລະຫັດຢືນຢັນໄປຫາອີເມວຂອງທ່ານແລ້ວ' },
  codeResendWait: {
    zh: '请 {seconds} 秒后再获取验证码',
    en: 'Please wait {seconds} seconds before requesting another code',
    lo: 'ກະລຸນາລໍຖ້າ {seconds} ວິນາທີ ກ່ອນຂໍລະຫັດໃໝ່',
  },
  codeNotSent: { zh: '请先获取邮箱验证码', en: 'Please request an e-mail verification code first', lo: 'ກະລຸນາຂໍລະຫັດຢືນຢັນທາງອີເມວກ່ອນ' },
  codeWrong: { zh: '验证码错误', en: 'The verification code is wrong', lo: 'ລະຫັດຢືນຢັນບໍ່ຖືກຕ້ອງ' },
  codeExpired: {
    zh: '验证码已过期，请重新获取',
    en: 'The verification code has expired, please request a new one',
    lo: 'ລະຫັດຢືນຢັນໝົດອາຍຸແລ້ວ, ກະລຸນາຂໍລະຫັດໃໝ່',
  },
  codeUsed: {
    zh: '验证码已使用，请重新获取',
    en: 'The verification code has already been used, please request a new one',
    lo: 'ລະຫັດຢືນຢັນນີ້ຖືກໃຊ້ແລ້ວ, ກະລຸນາຂໍລະຫັດໃໝ່',
  },
  codeTooManyAttempts: {
    zh: '验证码错误次数过多，请重新获取',
    en: 'Too many wrong codes, please request a new one',
    lo: 'ປ້ອນລະຫັດຢືນຢັນຜິດຫຼາຍເກີນໄປ, ກະລຸນາຂໍລະຫັດໃໝ່',
  },
  captchaRequired: { zh: '请输入图形验证码', en: 'Please enter the captcha', lo: 'ກະລຸນາປ້ອນລະຫັດຮູບພາບ' },
  captchaWrong: { zh: '图形验证码错误，请重新输入', en: 'The captcha is wrong, please try a new one', lo: 'ລະຫັດຮູບພາບບໍ່ຖືກຕ້ອງ, ກະລຸນາລອງໃໝ່' },
  captchaExpired: { zh: '图形验证码已失效，请刷新', en: 'The captcha has expired, please refresh it', lo: 'ລະຫັດຮູບພາບໝົດອາຍຸແລ້ວ, ກະລຸນາໂຫຼດໃໝ່' },
  captchaUsed: {
    zh: '图形验证码已使用，请刷新',
    en: 'The captcha has already been used, please refresh it',
    lo: 'ລະຫັດຮູບພາບນີ້ຖືກໃຊ້ແລ້ວ, ກະລຸນາໂຫຼດໃໝ່',
  },
  emailNotRegistered: {
    zh: '该邮箱未注册',
    en: 'No account is registered with this e-mail address',
    lo: 'ບໍ່ມີບັນຊີທີ່ລົງທະບຽນດ້ວຍອີເມວນີ້',
  },
  passwordResetSuccess: { zh: '密码重置成功', en: 'Password reset successful', lo: 'ຕັ້ງລະຫັດຜ່ານໃໝ່ສຳເລັດ' },
  oldPasswordWrong: { zh: '旧密码错误', en: 'The old password is wrong', lo: 'ລະຫັດຜ່ານເກົ່າບໍ່ຖືກຕ້ອງ' },
  passwordSameAsOld: { zh: '新密码不能与旧密码相同', en: 'The new password must differ from the old one', lo: 'ລະຫັດຜ່ານໃໝ່ຕ້ອງບໍ່ຄືກັບລະຫັດຜ່ານເກົ່າ' },
  passwordChanged: { zh: '修改密码成功', en: 'Password changed', lo: 'ປ່ຽນລະຫັດຜ່ານສຳເລັດ' },
  profileSaved: { zh: '修改个人信息成功', en: 'Profile saved', lo: 'ບັນທຶກຂໍ້ມູນສ່ວນຕົວສຳເລັດ' },
  mailSendFailed: {
    zh: '邮件发送失败，请稍后重试',
    en: 'The e-mail could not be sent, please try again later',
    lo: 'ບໍ່ສາມາດສົ່ງອີເມວໄດ້, ກະລຸນາລອງໃໝ່ພາຍຫຼັງ',
  },
  mailCodeSubject: { zh: '采购平台邮箱验证码', en: 'Procurement portal: your verification code', lo: 'ລະບົບຈັດຊື້: ລະຫັດຢືນຢັນຂອງທ່ານ' },
  mailCodeText: {
    zh: '您的验证码是 {code}，{minutes} 分钟内有效，仅可使用一次。如非本人操作，请忽略本邮件。',
    en: 'Your verification code is {code}. It is valid for {minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail.',
    lo: 'ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {code}. ໃຊ້ໄດ້ພາຍໃນ {minutes} ນາທີ ແລະ ໃຊ້ໄດ້ພຽງຄັ້ງດຽວ. ຖ້າທ່ານບໍ່ໄດ້ຮ້ອງຂໍ, ກະລຸນາບໍ່ຕ້ອງສົນໃຈອີເມວນີ້.',
  },
  followSuccess: { zh: '关注成功', en: 'Followed', lo: 'ຕິດຕາມສຳເລັດ' },
  unfollowSuccess: { zh: '已取消关注', en: 'Unfollowed', lo: 'ຍົກເລີກການຕິດຕາມແລ້ວ' },
  followNotFound: { zh: '关注记录不存在', en: 'The follow does not exist', lo: 'ບໍ່ພົບການຕິດຕາມນີ້' },
  dateFormat: { zh: '日期格式应为 yyyy-MM-dd', en: 'The date must be written as yyyy-MM-dd', lo: 'ວັນທີຕ້ອງຂຽນໃນຮູບແບບ yyyy-MM-dd' },
  certAuth: {
    zh: '当前用户未认证，请先进行认证',
    en: 'The current user is not authenticated, please authenticate first',
    lo: 'ຜູ້ໃຊ້ປັດຈຸບັນຍັງບໍ່ໄດ້ຢັ້ງຢືນຕົວຕົນ, ກະລຸນາຢັ້ງຢືນຕົວຕົນກ່ອນ',
  },
  certPrompt: { zh: '企业认证审核中，请耐心等待', en: 'Enterprise authentication in progress, please wait', lo: 'ກຳລັງກວດສອບການຢັ້ງຢືນວິສາຫະກິດ, ກະລຸນາລໍຖ້າ' },
  certModify: {
    zh: '认证未通过，请修改后重新提交：{feedback}',
    en: 'The authentication was not approved, please correct it and submit again: {feedback}',
    lo: 'ການຢັ້ງຢືນບໍ່ຜ່ານ, ກະລຸນາແກ້ໄຂແລ້ວສົ່ງໃໝ່: {feedback}',
  },
  certSkip: { zh: '认证已通过', en: 'The authentication has been approved', lo: 'ການຢັ້ງຢືນຜ່ານແລ້ວ' },
  certAlreadyApproved: {
    zh: '认证已通过，无需重复提交',
    en: 'The authentication has already been approved and need not be submitted again',
    lo: 'ການຢັ້ງຢືນຜ່ານແລ້ວ, ບໍ່ຈຳເປັນຕ້ອງສົ່ງຊ້ຳ',
  },
  noCompany: { zh: '当前账号不属于任何供应商', en: 'This account belongs to no supplier', lo: 'ບັນຊີນີ້ບໍ່ຂຶ້ນກັບຜູ້ສະໜອງໃດ' },
  fileInvalid: { zh: '文件信息无效', en: 'The file information is invalid', lo: 'ຂໍ້ມູນໄຟລ໌ບໍ່ຖືກຕ້ອງ' },
  tooManyFiles: { zh: '文件数量过多', en: 'Too many files', lo: 'ຈຳນວນໄຟລ໌ຫຼາຍເກີນໄປ' },
  fileNotOwned: {
    zh: '文件不存在或不属于当前用户',
    en: 'A file does not exist or does not belong to you',
    lo: 'ມີໄຟລ໌ທີ່ບໍ່ມີຢູ່ ຫຼື ບໍ່ແມ່ນຂອງທ່ານ',
  },
  licenceFileRequired: { zh: '请上传营业执照', en: 'Please upload the business licence', lo: 'ກະລຸນາອັບໂຫຼດໃບອະນຸຍາດດຳເນີນທຸລະກິດ' },
  licencePeriodRequired: {
    zh: '请选择营业执照有效期',
    en: 'Please select the validity period of the business licence',
    lo: 'ກະລຸນາເລືອກໄລຍະເວລາມີຜົນຂອງໃບອະນຸຍາດດຳເນີນທຸລະກິດ',
  },
  legalRepresentativeRequired: {
    zh: '请选择是否为法定代表人',
    en: 'Please select whether you are the legal representative',
    lo: 'ກະລຸນາເລືອກວ່າທ່ານເປັນຜູ້ຕາງໜ້າຕາມກົດໝາຍຫຼືບໍ່',
  },
  idCardFrontRequired: { zh: '请上传身份证正面', en: 'Please upload the front of the identity card', lo: 'ກະລຸນາອັບໂຫຼດດ້ານໜ້າຂອງບັດປະຈຳຕົວ' },
  idCardBackRequired: { zh: '请上传身份证反面', en: 'Please upload the back of the identity card', lo: 'ກະລຸນາອັບໂຫຼດດ້ານຫຼັງຂອງບັດປະຈຳຕົວ' },
  idCardTooMany: {
    zh: '身份证每面最多上传 3 张图片',
    en: 'At most 3 images per side of the identity card',
    lo: 'ບັດປະຈຳຕົວແຕ່ລະດ້ານອັບໂຫຼດໄດ້ບໍ່ເກີນ 3 ຮູບ',
  },
  idCardFormat: {
    zh: '身份证照片必须是 jpg 或 png 图片',
    en: 'Identity card photos must be jpg or png images',
    lo: 'ຮູບບັດປະຈຳຕົວຕ້ອງເປັນຮູບ jpg ຫຼື png',
  },
  authorizationFileRequired: { zh: '请上传授权书', en: 'Please upload the authorization letter', lo: 'ກະລຸນາອັບໂຫຼດໜັງສືມອບສິດ' },
  authorizationFormat: { zh: '格式错误：授权书必须是 PDF 文件', en: 'Format error: the authorization letter must be a PDF file', lo: 'ຮູບແບບບໍ່ຖືກຕ້ອງ: ໜັງສືມອບສິດຕ້ອງເປັນໄຟລ໌ PDF' },
  authorizationPeriodRequired: {
    zh: '请选择授权有效期',
    en: 'Please select the validity period of the authorization',
    lo: 'ກະລຸນາເລືອກໄລຍະເວລາມີຜົນຂອງການມອບສິດ',
  },
  periodStartAfterEnd: { zh: '开始日期必须早于结束日期', en: 'The start date must be before the end date', lo: 'ວັນທີເລີ່ມຕ້ອງກ່ອນວັນທີສິ້ນສຸດ' },
  periodEnded: { zh: '结束日期必须晚于今天', en: 'The end date must be in the future', lo: 'ວັນທີສິ້ນສຸດຕ້ອງເປັນມື້ໃນອະນາຄົດ' },
  authenticationSubmitted: {
    zh: '提交成功，请等待审核',
    en: 'Submitted successfully, please wait for the review',
    lo: 'ສົ່ງສຳເລັດແລ້ວ, ກະລຸນາລໍຖ້າການກວດສອບ',
  },
  reviewPassRequired: { zh: '请选择审核结果', en: 'Please choose the review result', lo: 'ກະລຸນາເລືອກຜົນການກວດສອບ' },
  reviewRemarkRequired: { zh: '驳回时请填写原因', en: 'Please give the reason for the rejection', lo: 'ກະລຸນາລະບຸເຫດຜົນຂອງການປະຕິເສດ' },
  reviewNotPending: {
    zh: '该企业当前没有待审核的认证',
    en: 'This company has no certification waiting for review',
    lo: 'ບໍລິສັດນີ້ບໍ່ມີການຢັ້ງຢືນທີ່ລໍຖ້າການກວດສອບ',
  },
  companyNotFound: { zh: '企业不存在', en: 'The company does not exist', lo: 'ບໍ່ພົບບໍລິສັດນີ້' },
  reviewPassed: { zh: '认证已通过', en: 'The certification has been approved', lo: 'ອະນຸມັດການຢັ້ງຢືນແລ້ວ' },
  reviewRejected: { zh: '认证已驳回', en: 'The certification has been sent back', lo: 'ສົ່ງການຢັ້ງຢືນກັບຄືນແລ້ວ' },
  signupSuccess: { zh: '报名成功', en: 'Signed up successfully', lo: 'ລົງທະບຽນເຂົ້າຮ່ວມສຳເລັດ' },
  signupNotOpen: {
    zh: '该项目当前不在报名时间内',
    en: 'This project is not open for sign-up at the moment',
    lo: 'ໂຄງການນີ້ບໍ່ໄດ້ເປີດໃຫ້ລົງທະບຽນເຂົ້າຮ່ວມໃນຕອນນີ້',
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
