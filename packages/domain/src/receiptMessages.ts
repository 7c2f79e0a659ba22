/** Messages of sealed roots, signing keys and published evidence (docs/verification.md). */
export const RECEIPT_MESSAGES = {
  'receiptFailed.unknownKey': {
    zh: '该回执由本门户从未公布过的密钥签名，或与您指定的密钥不符：不予认可',
    en: 'This receipt was signed with a key this portal never published, or not with the key you pinned: it is refused',
    lo: 'ໃບຢັ້ງຢືນນີ້ຖືກເຊັນດ້ວຍກະແຈທີ່ເວັບໄຊນີ້ບໍ່ເຄີຍເຜີຍແຜ່ ຫຼື ບໍ່ແມ່ນກະແຈທີ່ທ່ານກຳນົດ: ບໍ່ຍອມຮັບ',
  },
  evidenceNotPublished: {
    zh: '各轮报价的承诺哈希在结果公布后公开',
    en: "The rounds' commitments are published with the results",
    lo: 'ແຮຊຄຳໝັ້ນຂອງແຕ່ລະຮອບຈະເຜີຍແຜ່ພ້ອມກັບຜົນ',
  },
} as const;
