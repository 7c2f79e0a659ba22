import { defineMessages } from './define';

/** Receipts of quotation rounds and the verification page (docs/verification.md). */
export default defineMessages('receipts', {
  download: { zh: '下载回执', en: 'Download receipt', lo: 'ດາວໂຫຼດໃບຢັ້ງຢືນ' },
  column: { zh: '回执', en: 'Receipt', lo: 'ໃບຢັ້ງຢືນ' },
  verifyLink: { zh: '验证回执', en: 'Verify a receipt', lo: 'ກວດສອບໃບຢັ້ງຢືນ' },
  page: {
    title: { zh: '验证报价回执', en: 'Verify a quotation receipt', lo: 'ກວດສອບໃບຢັ້ງຢືນການສະເໜີລາຄາ' },
    intro: {
      zh: '每一轮已确认的报价都有一份由门户签名的回执。报价结束后，门户公布该项目全部报价轮次的默克尔根。将回执文件拖到下方，即可在您的浏览器中检查：回执未被修改、确为本门户签发，并且包含在已公布的默克尔根中。',
      en: 'Every acknowledged quotation round has a receipt signed by the portal. When quoting ends, the portal publishes a Merkle root over all the project\'s rounds. Drop a receipt file below to check, in your browser, that it is unaltered, that this portal issued it and that it is included in the published root.',
      lo: 'ທຸກຮອບສະເໜີລາຄາທີ່ໄດ້ຮັບການຢືນຢັນມີໃບຢັ້ງຢືນທີ່ເວັບໄຊລົງລາຍເຊັນ. ເມື່ອການສະເໜີລາຄາສິ້ນສຸດ, ເວັບໄຊຈະເຜີຍແຜ່ຮາກ Merkle ຂອງທຸກຮອບຂອງໂຄງການ. ລາກໄຟລ໌ໃບຢັ້ງຢືນມາວາງຂ້າງລຸ່ມ ເພື່ອກວດສອບໃນບຣາວເຊີຂອງທ່ານວ່າບໍ່ຖືກແກ້ໄຂ, ອອກໂດຍເວັບໄຊນີ້ ແລະ ຢູ່ໃນຮາກທີ່ເຜີຍແຜ່.',
    },
    drop: {
      zh: '点击或将回执文件（.json）拖到此处',
      en: 'Click or drag a receipt file (.json) here',
      lo: 'ຄລິກ ຫຼື ລາກໄຟລ໌ໃບຢັ້ງຢືນ (.json) ມາວາງບ່ອນນີ້',
    },
    dropHint: {
      zh: '文件只在您的浏览器中检查，不会上传',
      en: 'The file is checked in your browser; it is not uploaded',
      lo: 'ໄຟລ໌ຖືກກວດສອບໃນບຣາວເຊີຂອງທ່ານ, ບໍ່ໄດ້ຖືກອັບໂຫຼດ',
    },
    checking: { zh: '正在验证…', en: 'Verifying…', lo: 'ກຳລັງກວດສອບ…' },
    again: { zh: '验证另一份回执', en: 'Verify another receipt', lo: 'ກວດສອບໃບຢັ້ງຢືນອື່ນ' },
    offline: {
      zh: '也可以用门户的命令行验证程序离线验证：portal-verify receipt.json。验证方法和门户公钥见下面的文档：',
      en: 'It can also be verified offline with the portal\'s command-line verifier: portal-verify receipt.json. How to verify, and the portal\'s key:',
      lo: 'ສາມາດກວດສອບແບບອອບລາຍດ້ວຍໂປຣແກຣມກວດສອບຂອງເວັບໄຊໄດ້ເຊັ່ນກັນ: portal-verify receipt.json. ວິທີກວດສອບ ແລະ ກະແຈຂອງເວັບໄຊ:',
    },
    scheme: {
      zh: '回执的验证方法（签名、默克尔根、包含证明）',
      en: 'How receipts are verified (signature, Merkle root, inclusion proof)',
      lo: 'ວິທີກວດສອບໃບຢັ້ງຢືນ (ລາຍເຊັນ, ຮາກ Merkle, ຫຼັກຖານການລວມ)',
    },
    keyDocument: { zh: '门户的公钥', en: 'The portal\'s public key', lo: 'ກະແຈສາທາລະນະຂອງເວັບໄຊ' },
    notJson: {
      zh: '无法读取该文件：它不是 JSON 格式的回执',
      en: 'The file cannot be read: it is not a receipt in JSON',
      lo: 'ອ່ານໄຟລ໌ບໍ່ໄດ້: ບໍ່ແມ່ນໃບຢັ້ງຢືນແບບ JSON',
    },
  },
  result: {
    valid: { zh: '回执有效', en: 'The receipt is valid', lo: 'ໃບຢັ້ງຢືນຖືກຕ້ອງ' },
    validDetail: {
      zh: '签名正确，该轮报价包含在已公布的默克尔根中（共 {{count}} 轮）。',
      en: 'The signature is correct and the round is included in the published Merkle root ({{count}} rounds).',
      lo: 'ລາຍເຊັນຖືກຕ້ອງ ແລະ ຮອບນີ້ຢູ່ໃນຮາກ Merkle ທີ່ເຜີຍແຜ່ ({{count}} ຮອບ).',
    },
    signedOnly: { zh: '签名正确', en: 'The signature is correct', lo: 'ລາຍເຊັນຖືກຕ້ອງ' },
    failed: { zh: '验证失败', en: 'Verification failed', lo: 'ການກວດສອບລົ້ມເຫຼວ' },
    section: { zh: '项目编号', en: 'Project', lo: 'ໂຄງການ' },
    round: { zh: '报价轮次', en: 'Round', lo: 'ຮອບ' },
    arrival: { zh: '报价时间', en: 'Time of the round', lo: 'ເວລາຂອງຮອບ' },
    commitment: { zh: '承诺哈希', en: 'Commitment', lo: 'ແຮຊຄຳໝັ້ນ' },
    root: { zh: '默克尔根', en: 'Merkle root', lo: 'ຮາກ Merkle' },
    roundCount: { zh: '根中轮次数', en: 'Rounds under the root', lo: 'ຈຳນວນຮອບໃນຮາກ' },
    publishTime: { zh: '公布时间', en: 'Published', lo: 'ເຜີຍແຜ່ເມື່ອ' },
    key: { zh: '门户公钥', en: 'Portal\'s public key', lo: 'ກະແຈສາທາລະນະຂອງເວັບໄຊ' },
  },
  failure: {
    format: {
      zh: '这不是本门户的报价回执文件，或文件已损坏。',
      en: 'This is not a quotation receipt of this portal, or the file is damaged.',
      lo: 'ນີ້ບໍ່ແມ່ນໃບຢັ້ງຢືນການສະເໜີລາຄາຂອງເວັບໄຊນີ້ ຫຼື ໄຟລ໌ເສຍຫາຍ.',
    },
    commitment: {
      zh: '回执内容已被修改：价格、数量或其他内容与承诺哈希不符。',
      en: 'The receipt was altered: its prices, quantities or other contents do not match its commitment hash.',
      lo: 'ໃບຢັ້ງຢືນຖືກແກ້ໄຂ: ລາຄາ, ຈຳນວນ ຫຼື ເນື້ອໃນອື່ນບໍ່ກົງກັບແຮຊຄຳໝັ້ນ.',
    },
    signature: {
      zh: '签名无效：该回执不是本门户签发的。',
      en: 'The signature is not valid: this receipt was not issued by this portal.',
      lo: 'ລາຍເຊັນບໍ່ຖືກຕ້ອງ: ໃບຢັ້ງຢືນນີ້ບໍ່ໄດ້ອອກໂດຍເວັບໄຊນີ້.',
    },
    otherSection: {
      zh: '该回执属于另一个项目（项目 {{sectionId}}）。',
      en: 'This receipt belongs to another project (project {{sectionId}}).',
      lo: 'ໃບຢັ້ງຢືນນີ້ເປັນຂອງໂຄງການອື່ນ (ໂຄງການ {{sectionId}}).',
    },
    notPublished: {
      zh: '签名正确，但该项目的默克尔根尚未公布，暂不能证明包含。',
      en: 'The signature is correct, but the Merkle root of this project is not published yet: inclusion cannot be shown.',
      lo: 'ລາຍເຊັນຖືກຕ້ອງ ແຕ່ຍັງບໍ່ໄດ້ເຜີຍແຜ່ຮາກ Merkle ຂອງໂຄງການນີ້: ຍັງພິສູດການລວມບໍ່ໄດ້.',
    },
    rootSignature: {
      zh: '公布的默克尔根签名无效。',
      en: 'The signature of the published Merkle root is not valid.',
      lo: 'ລາຍເຊັນຂອງຮາກ Merkle ທີ່ເຜີຍແຜ່ບໍ່ຖືກຕ້ອງ.',
    },
    noProof: {
      zh: '回执中没有包含证明：请在结果公布后从报价历史重新下载回执。',
      en: 'The receipt carries no inclusion proof: download it again from the quotation history after the results.',
      lo: 'ໃບຢັ້ງຢືນບໍ່ມີຫຼັກຖານການລວມ: ກະລຸນາດາວໂຫຼດໃໝ່ຈາກປະຫວັດການສະເໜີລາຄາຫຼັງປະກາດຜົນ.',
    },
    proof: {
      zh: '该报价不在已公布的默克尔根中。',
      en: 'This round is not included in the published Merkle root.',
      lo: 'ຮອບນີ້ບໍ່ຢູ່ໃນຮາກ Merkle ທີ່ເຜີຍແຜ່.',
    },
  },
  root: {
    title: { zh: '报价承诺（默克尔根）', en: 'Quotation commitments (Merkle root)', lo: 'ຄຳໝັ້ນການສະເໜີລາຄາ (ຮາກ Merkle)' },
    text: {
      zh: '报价结束时公布：覆盖本项目全部 {{count}} 轮报价。供应商可用其回执验证自己的报价被如实计入。',
      en: 'Published when quoting ended: it covers all {{count}} rounds of this project. Suppliers can check with their receipts that their quotes were counted unchanged.',
      lo: 'ເຜີຍແຜ່ເມື່ອການສະເໜີລາຄາສິ້ນສຸດ: ກວມເອົາທັງໝົດ {{count}} ຮອບຂອງໂຄງການນີ້. ຜູ້ສະໜອງສາມາດໃຊ້ໃບຢັ້ງຢືນກວດສອບວ່າລາຄາຂອງຕົນຖືກນັບໂດຍບໍ່ປ່ຽນແປງ.',
    },
  },
});
