import { defineMessages } from './define';

/** The personal-centre frame, personal information and password change (part 2 §2). */
export default defineMessages('personal', {
  title: { zh: '个人中心', en: 'Personal centre', lo: 'ສູນສ່ວນຕົວ' },
  menu: {
    myBid: { zh: '我的投标', en: 'My bids', lo: 'ການປະມູນຂອງຂ້ອຍ' },
    certification: { zh: '企业认证', en: 'Enterprise certification', lo: 'ການຢັ້ງຢືນວິສາຫະກິດ' },
    qualification: { zh: '企业资质', en: 'Company qualification', lo: 'ຄຸນສົມບັດວິສາຫະກິດ' },
    bidContacts: { zh: '投标联系人', en: 'Bid contacts', lo: 'ຜູ້ຕິດຕໍ່ການປະມູນ' },
    information: { zh: '个人信息', en: 'Personal information', lo: 'ຂໍ້ມູນສ່ວນຕົວ' },
    password: { zh: '修改密码', en: 'Change password', lo: 'ປ່ຽນລະຫັດຜ່ານ' },
    questions: { zh: '我的提问', en: 'My questions', lo: 'ຄຳຖາມຂອງຂ້ອຍ' },
    following: { zh: '我的关注', en: 'My following', lo: 'ໂຄງການທີ່ຕິດຕາມ' },
  },
  loginRequired: {
    zh: '请先登录后再进入个人中心',
    en: 'Please log in to open your personal centre',
    lo: 'ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນເຂົ້າສູນສ່ວນຕົວ',
  },
  login: { zh: '登录', en: 'Log in', lo: 'ເຂົ້າສູ່ລະບົບ' },
  information: {
    nickName: { zh: '联系人', en: 'Contact person', lo: 'ຜູ້ຕິດຕໍ່' },
    userName: { zh: '用户名', en: 'User name', lo: 'ຊື່ຜູ້ໃຊ້' },
    supplierName: { zh: '单位名称', en: 'Company name', lo: 'ຊື່ອົງກອນ' },
    tin: { zh: '纳税人识别号', en: 'Taxpayer identification number', lo: 'ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ' },
    phonenumber: { zh: '手机号码', en: 'Mobile phone', lo: 'ເບີໂທລະສັບ' },
    email: { zh: '邮箱', en: 'E-mail', lo: 'ອີເມວ' },
    smsCode: { zh: '新邮箱验证码', en: 'Code sent to the new e-mail', lo: 'ລະຫັດຢືນຢັນທີ່ສົ່ງໄປອີເມວໃໝ່' },
    save: { zh: '保存', en: 'Save', lo: 'ບັນທຶກ' },
    saved: { zh: '保存成功', en: 'Saved successfully', lo: 'ບັນທຶກສຳເລັດ' },
  },
  password: {
    oldPassword: { zh: '旧密码', en: 'Old password', lo: 'ລະຫັດຜ່ານເກົ່າ' },
    newPassword: { zh: '新密码', en: 'New password', lo: 'ລະຫັດຜ່ານໃໝ່' },
    confirmPassword: { zh: '确认密码', en: 'Confirm password', lo: 'ຢືນຢັນລະຫັດຜ່ານ' },
    save: { zh: '保存', en: 'Save', lo: 'ບັນທຶກ' },
    saved: { zh: '密码修改成功', en: 'The password has been changed', lo: 'ປ່ຽນລະຫັດຜ່ານສຳເລັດ' },
  },
});
