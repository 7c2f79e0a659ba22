/** Messages of the transparency log and its witnesses (docs/verification.md, "Transparency log"). */
export const TRANSPARENCY_MESSAGES = {
  logNoHead: { zh: '透明日志尚未签署树头', en: 'The transparency log has no signed tree head yet', lo: 'ບັນທຶກຄວາມໂປ່ງໃສຍັງບໍ່ມີຫົວຕົ້ນໄມ້ທີ່ເຊັນແລ້ວ' },
  logHeadNotFound: {
    zh: '没有大小为 {size} 的已签名树头',
    en: 'There is no signed tree head of size {size}',
    lo: 'ບໍ່ມີຫົວຕົ້ນໄມ້ທີ່ເຊັນແລ້ວຂະໜາດ {size}',
  },
  logRangeInvalid: {
    zh: '无法给出从 {first} 到 {second} 的证明：日志共有 {size} 条记录',
    en: 'No proof from size {first} to size {second}: the log has {size} entries',
    lo: 'ບໍ່ມີຫຼັກຖານຈາກຂະໜາດ {first} ຫາ {second}: ບັນທຶກມີ {size} ລາຍການ',
  },
  logEntryNotFound: { zh: '日志中没有第 {index} 条记录', en: 'The log has no entry {index}', lo: 'ບັນທຶກບໍ່ມີລາຍການທີ {index}' },
  cosignatureRefused: {
    zh: '该见证签名与大小为 {size} 的树头不符，未保存',
    en: 'The cosignature does not verify against the tree head of size {size}: it was not stored',
    lo: 'ລາຍເຊັນພະຍານບໍ່ກົງກັບຫົວຕົ້ນໄມ້ຂະໜາດ {size}: ບໍ່ໄດ້ບັນທຶກ',
  },
  cosignatureStored: { zh: '见证签名已保存', en: 'The cosignature was stored', lo: 'ບັນທຶກລາຍເຊັນພະຍານແລ້ວ' },
  evidenceNotLogged: {
    zh: '该项目的默克尔根尚未记入透明日志（报价结束后记入）',
    en: "The section's root is not in the transparency log yet (it is logged when quoting ends)",
    lo: 'ຮາກຂອງໂຄງການນີ້ຍັງບໍ່ຢູ່ໃນບັນທຶກຄວາມໂປ່ງໃສ (ຈະບັນທຶກເມື່ອການສະເໜີລາຄາສິ້ນສຸດ)',
  },
  'witness.pinned': {
    zh: '首次运行：已固定门户公钥，指纹 {fingerprint}。请通过其他渠道与门户核对该指纹。',
    en: "First run: the portal's key is pinned, fingerprint {fingerprint}. Compare it with the portal's through another channel.",
    lo: 'ການແລ່ນຄັ້ງທຳອິດ: ໄດ້ກຳນົດກະແຈຂອງເວັບໄຊແລ້ວ, ລາຍນິ້ວມື {fingerprint}. ກະລຸນາກວດສອບກັບເວັບໄຊຜ່ານຊ່ອງທາງອື່ນ.',
  },
  'witness.created': {
    zh: '已生成见证密钥，指纹 {fingerprint}',
    en: "The witness's own key was created, fingerprint {fingerprint}",
    lo: 'ສ້າງກະແຈຂອງພະຍານແລ້ວ, ລາຍນິ້ວມື {fingerprint}',
  },
  'witness.badSignature': {
    zh: '门户的树头（大小 {size}）签名与固定的公钥不符：不予认可',
    en: "The portal's tree head (size {size}) is not signed by the pinned key: refused",
    lo: 'ຫົວຕົ້ນໄມ້ຂອງເວັບໄຊ (ຂະໜາດ {size}) ບໍ່ໄດ້ເຊັນດ້ວຍກະແຈທີ່ກຳນົດ: ບໍ່ຍອມຮັບ',
  },
  'witness.consistent': {
    zh: '树头大小 {size} 与保存的 {count} 个树头一致；已副署',
    en: 'The tree head of size {size} is consistent with the {count} heads kept; cosigned',
    lo: 'ຫົວຕົ້ນໄມ້ຂະໜາດ {size} ສອດຄ່ອງກັບ {count} ຫົວທີ່ເກັບໄວ້; ເຊັນຮັບຮອງແລ້ວ',
  },
  'witness.fork': {
    zh: '警告：门户的日志被分叉或改写！大小 {first} 与大小 {second} 的两个已签名树头互不一致。证据（两个树头）已写入 {file}',
    en: "ALARM: the portal's log was forked or rewritten! The signed heads of size {first} and size {second} are not consistent. The evidence (both signed heads) is in {file}",
    lo: 'ແຈ້ງເຕືອນ: ບັນທຶກຂອງເວັບໄຊຖືກແຍກ ຫຼື ຂຽນຄືນ! ຫົວຕົ້ນໄມ້ທີ່ເຊັນແລ້ວຂະໜາດ {first} ແລະ {second} ບໍ່ສອດຄ່ອງກັນ. ຫຼັກຖານ (ສອງຫົວ) ຢູ່ໃນ {file}',
  },
  'witness.sent': {
    zh: '见证签名已发送给门户',
    en: 'The cosignature was sent to the portal',
    lo: 'ສົ່ງລາຍເຊັນພະຍານໃຫ້ເວັບໄຊແລ້ວ',
  },
  'evidence.valid': {
    zh: '证据有效：该回执的默克尔根记录在门户透明日志第 {index} 条，包含在大小为 {size} 的已签名树头中',
    en: "Evidence valid: the receipt's root is entry {index} of the portal's transparency log, included in the signed tree head of size {size}",
    lo: 'ຫຼັກຖານຖືກຕ້ອງ: ຮາກຂອງໃບຢັ້ງຢືນແມ່ນລາຍການທີ {index} ໃນບັນທຶກຄວາມໂປ່ງໃສ, ຢູ່ໃນຫົວຕົ້ນໄມ້ທີ່ເຊັນແລ້ວຂະໜາດ {size}',
  },
  'evidenceFailed.format': {
    zh: '证据文件格式不正确',
    en: 'The evidence file is not in the expected format',
    lo: 'ໄຟລ໌ຫຼັກຖານບໍ່ຖືກຮູບແບບ',
  },
  'evidenceFailed.entry': {
    zh: '证据中的日志记录与该项目的默克尔根不符（记录被更改或属于其他项目）',
    en: "The log entry in the evidence does not record this section's root (it was changed, or is another section's)",
    lo: 'ລາຍການບັນທຶກໃນຫຼັກຖານບໍ່ກົງກັບຮາກຂອງໂຄງການນີ້ (ຖືກປ່ຽນ ຫຼື ເປັນຂອງໂຄງການອື່ນ)',
  },
  'evidenceFailed.inclusion': {
    zh: '包含证明不能从该日志记录推出已签名树头的根',
    en: "The inclusion proof does not lead from the log entry to the signed tree head's root",
    lo: 'ຫຼັກຖານການລວມບໍ່ນຳຈາກລາຍການບັນທຶກໄປຫາຮາກຂອງຫົວຕົ້ນໄມ້ທີ່ເຊັນແລ້ວ',
  },
  'evidenceFailed.treeHead': {
    zh: '树头不是由门户的密钥签名的',
    en: "The tree head is not signed by the portal's key",
    lo: 'ຫົວຕົ້ນໄມ້ບໍ່ໄດ້ເຊັນດ້ວຍກະແຈຂອງເວັບໄຊ',
  },
} as const;
