import { defineMessages } from './define';

/** Receipts of quotation rounds and the verification page (docs/verification.md). */
export default defineMessages('receipts', {
  download: { zh: '下载回执', en: 'Download receipt', lo: 'ດາວໂຫຼດໃບຢັ້ງຢືນ' },
  column: { zh: '回执', en: 'Receipt', lo: 'ໃບຢັ້ງຢືນ' },
  downloadEvidence: { zh: '下载证据', en: 'Download evidence', lo: 'ດາວໂຫຼດຫຼັກຖານ' },
  evidenceHint: {
    zh: '回执连同已签名的默克尔根、透明日志条目和签名的树头：无需门户服务器即可验证（在 /verify 或用 portal-verify）。',
    en: 'The receipt with the signed Merkle root, the transparency log entry and a signed tree head: it can be checked with no portal server (on /verify or with portal-verify).',
    lo: 'ໃບຢັ້ງຢືນພ້ອມຮາກ Merkle ທີ່ເຊັນແລ້ວ, ລາຍການໃນບັນທຶກຄວາມໂປ່ງໃສ ແລະ ຫົວຕົ້ນໄມ້ທີ່ເຊັນແລ້ວ: ກວດສອບໄດ້ໂດຍບໍ່ຕ້ອງໃຊ້ເຊີບເວີຂອງເວັບໄຊ (ທີ່ /verify ຫຼື ດ້ວຍ portal-verify).',
  },
  evidenceNotYet: {
    zh: '报价结束、本项目的默克尔根记入透明日志后即可下载证据。',
    en: 'The evidence can be downloaded once quoting has ended and this project\'s Merkle root is in the transparency log.',
    lo: 'ດາວໂຫຼດຫຼັກຖານໄດ້ເມື່ອການສະເໜີລາຄາສິ້ນສຸດ ແລະ ຮາກ Merkle ຂອງໂຄງການນີ້ຢູ່ໃນບັນທຶກຄວາມໂປ່ງໃສແລ້ວ.',
  },
  bundle: {
    pin: {
      zh: '用指定的公钥验证（可选，Base64）；留空则使用本门户公布的公钥',
      en: 'Check against a key you pin (optional, base64); left empty, the key this portal publishes is used',
      lo: 'ກວດສອບດ້ວຍກະແຈທີ່ທ່ານກຳນົດ (ບໍ່ບັງຄັບ, base64); ຖ້າວ່າງ ຈະໃຊ້ກະແຈທີ່ເວັບໄຊນີ້ເຜີຍແຜ່',
    },
    pinPlaceholder: { zh: '门户公钥（Base64）', en: 'Portal public key (base64)', lo: 'ກະແຈສາທາລະນະຂອງເວັບໄຊ (base64)' },
    pinInvalid: {
      zh: '这不是 Ed25519 公钥：应为 44 个字符的 Base64（32 字节，以“=”结尾）。请更正或清空后再选择文件。',
      en: 'This is not an Ed25519 public key: it should be 44 characters of base64 (32 bytes, ending in "="). Correct it or clear it, then choose the file again.',
      lo: 'ນີ້ບໍ່ແມ່ນກະແຈສາທາລະນະ Ed25519: ຄວນເປັນ base64 44 ຕົວອັກສອນ (32 ໄບຕ໌, ລົງທ້າຍດ້ວຍ "="). ກະລຸນາແກ້ໄຂ ຫຼື ລຶບອອກ ແລ້ວເລືອກໄຟລ໌ອີກຄັ້ງ.',
    },
    valid: { zh: '证据有效', en: 'The evidence is valid', lo: 'ຫຼັກຖານຖືກຕ້ອງ' },
    validDetail: {
      zh: '回执签名正确，该轮报价包含在已签名的默克尔根中（共 {{count}} 轮），该根记录在透明日志第 {{index}} 条，并包含在已签名的 {{size}} 条日志树头中。',
      en: 'The receipt\'s signature is correct, the round is included in the signed Merkle root ({{count}} rounds), and that root is entry {{index}} of the transparency log, included in the signed tree head of {{size}} entries.',
      lo: 'ລາຍເຊັນຂອງໃບຢັ້ງຢືນຖືກຕ້ອງ, ຮອບນີ້ຢູ່ໃນຮາກ Merkle ທີ່ເຊັນແລ້ວ ({{count}} ຮອບ), ແລະ ຮາກນັ້ນແມ່ນລາຍການທີ {{index}} ຂອງບັນທຶກຄວາມໂປ່ງໃສ, ຢູ່ໃນຫົວຕົ້ນໄມ້ທີ່ເຊັນແລ້ວຂອງ {{size}} ລາຍການ.',
    },
    check: {
      receipt: { zh: '回执内容与门户签名', en: 'The receipt\'s contents and the portal\'s signature', lo: 'ເນື້ອໃນຂອງໃບຢັ້ງຢືນ ແລະ ລາຍເຊັນຂອງເວັບໄຊ' },
      root: { zh: '默克尔根的签名', en: 'The signature of the Merkle root', lo: 'ລາຍເຊັນຂອງຮາກ Merkle' },
      proof: { zh: '该轮报价包含在默克尔根中', en: 'The round is included in the Merkle root', lo: 'ຮອບນີ້ຢູ່ໃນຮາກ Merkle' },
      log: { zh: '默克尔根记录在透明日志中', en: 'The Merkle root is recorded in the transparency log', lo: 'ຮາກ Merkle ຖືກບັນທຶກໃນບັນທຶກຄວາມໂປ່ງໃສ' },
      treeHead: { zh: '日志树头的门户签名', en: 'The portal\'s signature of the log\'s tree head', lo: 'ລາຍເຊັນຂອງເວັບໄຊເທິງຫົວຕົ້ນໄມ້ຂອງບັນທຶກ' },
    },
    state: {
      passed: { zh: '通过', en: 'passed', lo: 'ຜ່ານ' },
      failed: { zh: '未通过', en: 'failed', lo: 'ບໍ່ຜ່ານ' },
      skipped: { zh: '未检查（前一项未通过）', en: 'not checked (an earlier check failed)', lo: 'ບໍ່ໄດ້ກວດ (ການກວດກ່ອນໜ້າບໍ່ຜ່ານ)' },
    },
    failure: {
      format: {
        zh: '证据文件的日志部分不完整或格式不对。',
        en: 'The log part of the evidence file is incomplete or not in the expected format.',
        lo: 'ສ່ວນບັນທຶກຂອງໄຟລ໌ຫຼັກຖານບໍ່ຄົບ ຫຼື ບໍ່ຖືກຮູບແບບ.',
      },
      entry: {
        zh: '证据中的日志条目没有记录本项目的这个默克尔根（已被修改，或属于另一个项目）。',
        en: 'The log entry in the evidence does not record this project\'s Merkle root (it was changed, or is another project\'s).',
        lo: 'ລາຍການບັນທຶກໃນຫຼັກຖານບໍ່ໄດ້ບັນທຶກຮາກ Merkle ນີ້ຂອງໂຄງການ (ຖືກແກ້ໄຂ ຫຼື ເປັນຂອງໂຄງການອື່ນ).',
      },
      inclusion: {
        zh: '日志包含证明不能从该条目推导出签名树头的根：证明被修改或不属于该树头。',
        en: 'The log\'s inclusion proof does not lead from the entry to the signed tree head\'s root: the proof was changed or belongs to another head.',
        lo: 'ຫຼັກຖານການລວມຂອງບັນທຶກບໍ່ນຳຈາກລາຍການໄປຫາຮາກຂອງຫົວຕົ້ນໄມ້ທີ່ເຊັນ: ຫຼັກຖານຖືກແກ້ໄຂ ຫຼື ເປັນຂອງຫົວອື່ນ.',
      },
      treeHead: {
        zh: '树头不是由所用的门户公钥签名的：它可能被伪造，或您指定的公钥不是本门户的。',
        en: 'The tree head was not signed with the portal key used: it may be forged, or the key you pinned is not this portal\'s.',
        lo: 'ຫົວຕົ້ນໄມ້ບໍ່ໄດ້ເຊັນດ້ວຍກະແຈຂອງເວັບໄຊທີ່ໃຊ້: ອາດຖືກປອມ ຫຼື ກະແຈທີ່ທ່ານກຳນົດບໍ່ແມ່ນຂອງເວັບໄຊນີ້.',
      },
    },
  },
  verifyLink: { zh: '验证回执', en: 'Verify a receipt', lo: 'ກວດສອບໃບຢັ້ງຢືນ' },
  page: {
    title: { zh: '验证报价回执', en: 'Verify a quotation receipt', lo: 'ກວດສອບໃບຢັ້ງຢືນການສະເໜີລາຄາ' },
    intro: {
      zh: '每一轮已确认的报价都有一份由门户签名的回执。报价结束后，门户公布该项目全部报价轮次的默克尔根。将回执文件拖到下方，即可在您的浏览器中检查：回执未被修改、确为本门户签发，并且包含在已公布的默克尔根中。',
      en: 'Every acknowledged quotation round has a receipt signed by the portal. When quoting ends, the portal publishes a Merkle root over all the project\'s rounds. Drop a receipt file below to check, in your browser, that it is unaltered, that this portal issued it and that it is included in the published root.',
      lo: 'ທຸກຮອບສະເໜີລາຄາທີ່ໄດ້ຮັບການຢືນຢັນມີໃບຢັ້ງຢືນທີ່ເວັບໄຊລົງລາຍເຊັນ. ເມື່ອການສະເໜີລາຄາສິ້ນສຸດ, ເວັບໄຊຈະເຜີຍແຜ່ຮາກ Merkle ຂອງທຸກຮອບຂອງໂຄງການ. ລາກໄຟລ໌ໃບຢັ້ງຢືນມາວາງຂ້າງລຸ່ມ ເພື່ອກວດສອບໃນບຣາວເຊີຂອງທ່ານວ່າບໍ່ຖືກແກ້ໄຂ, ອອກໂດຍເວັບໄຊນີ້ ແລະ ຢູ່ໃນຮາກທີ່ເຜີຍແຜ່.',
    },
    drop: {
      zh: '点击或将回执文件或证据文件（.json）拖到此处',
      en: 'Click or drag a receipt or evidence file (.json) here',
      lo: 'ຄລິກ ຫຼື ລາກໄຟລ໌ໃບຢັ້ງຢືນ ຫຼື ໄຟລ໌ຫຼັກຖານ (.json) ມາວາງບ່ອນນີ້',
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
    notChecked: { zh: '未能检查', en: 'Not checked', lo: 'ບໍ່ໄດ້ກວດ' },
    keyUnreachable: {
      zh: '无法获取本门户公布的公钥（连接中断或门户无响应），未做任何检查。请检查网络后重试，或在上方填入您信任的门户公钥离线验证。',
      en: 'This portal\'s published key could not be fetched (the connection failed or the portal did not answer), so nothing was checked. Check your connection and try again, or pin a portal key you trust above to check offline.',
      lo: 'ບໍ່ສາມາດດຶງກະແຈທີ່ເວັບໄຊນີ້ເຜີຍແຜ່ໄດ້ (ການເຊື່ອມຕໍ່ລົ້ມເຫຼວ ຫຼື ເວັບໄຊບໍ່ຕອບ), ຈຶ່ງບໍ່ໄດ້ກວດຫຍັງເລີຍ. ກະລຸນາກວດການເຊື່ອມຕໍ່ແລ້ວລອງໃໝ່, ຫຼື ໃສ່ກະແຈຂອງເວັບໄຊທີ່ທ່ານເຊື່ອຖືຂ້າງເທິງ ເພື່ອກວດແບບອອບລາຍ.',
    },
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
    keyId: { zh: '签名密钥编号（指纹）', en: 'Signing key id (fingerprint)', lo: 'ລະຫັດກະແຈທີ່ເຊັນ (ລາຍນິ້ວມື)' },
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
    unknownKey: {
      zh: '该回执由本门户从未公布过的密钥签名：不予认可。',
      en: 'This receipt was signed with a key this portal never published: it is refused.',
      lo: 'ໃບຢັ້ງຢືນນີ້ຖືກເຊັນດ້ວຍກະແຈທີ່ເວັບໄຊນີ້ບໍ່ເຄີຍເຜີຍແຜ່: ບໍ່ຍອມຮັບ.',
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
  evidence: {
    title: { zh: '各轮报价的承诺（公开证据）', en: 'Commitments of every round (published evidence)', lo: 'ຄຳໝັ້ນຂອງທຸກຮອບ (ຫຼັກຖານທີ່ເຜີຍແຜ່)' },
    text: {
      zh: '结果公布后公开：每家供应商每一轮报价的轮次、到达时间和承诺哈希。任何人都可以核对轮数、对照截止时间，并用供应商的回执重算评标结果。',
      en: 'Published with the results: every supplier\'s rounds with round number, arrival time and commitment. Anyone can recount the rounds, check them against the deadline and, with the suppliers\' receipts, recompute the award.',
      lo: 'ເຜີຍແຜ່ພ້ອມຜົນ: ທຸກຮອບຂອງແຕ່ລະຜູ້ສະໜອງ ພ້ອມເລກຮອບ, ເວລາມາຮອດ ແລະ ແຮຊຄຳໝັ້ນ. ທຸກຄົນສາມາດນັບຮອບຄືນ, ກວດກັບເວລາປິດ ແລະ ຄິດໄລ່ຜົນການຕັດສິນຄືນດ້ວຍໃບຢັ້ງຢືນຂອງຜູ້ສະໜອງ.',
    },
    arrival: { zh: '到达时间（UTC）', en: 'Arrival (UTC)', lo: 'ເວລາມາຮອດ (UTC)' },
    commitment: { zh: '承诺哈希', en: 'Commitment', lo: 'ແຮຊຄຳໝັ້ນ' },
    winning: { zh: '中标', en: 'Awarded', lo: 'ຊະນະ' },
    quotingEnd: { zh: '报价截止（UTC）', en: 'End of quoting (UTC)', lo: 'ສິ້ນສຸດການສະເໜີລາຄາ (UTC)' },
    download: { zh: '下载全部证据（JSON）', en: 'Download all evidence (JSON)', lo: 'ດາວໂຫຼດຫຼັກຖານທັງໝົດ (JSON)' },
  },
  alarm: {
    title: {
      zh: '警报：已存储的报价与报价结束时签名的内容不符',
      en: 'Alarm: the stored rounds differ from what was signed when quoting ended',
      lo: 'ແຈ້ງເຕືອນ: ຮອບທີ່ເກັບໄວ້ບໍ່ກົງກັບສິ່ງທີ່ເຊັນເມື່ອການສະເໜີລາຄາສິ້ນສຸດ',
    },
    text: {
      zh: '有人绕过门户直接修改了数据库。在查明之前，请勿依据这些报价定标。已记录在审计日志中。',
      en: 'Someone changed the database behind the portal. Do not award on these rounds until this is explained. It is recorded in the audit log.',
      lo: 'ມີຄົນແກ້ໄຂຖານຂໍ້ມູນໂດຍບໍ່ຜ່ານເວັບໄຊ. ຢ່າຕັດສິນຕາມຮອບເຫຼົ່ານີ້ຈົນກວ່າຈະຊີ້ແຈງໄດ້. ໄດ້ບັນທຶກໄວ້ໃນບັນທຶກການກວດສອບແລ້ວ.',
    },
    rounds: { zh: '涉及的报价记录：{{ids}}', en: 'Rounds concerned: {{ids}}', lo: 'ຮອບທີ່ກ່ຽວຂ້ອງ: {{ids}}' },
    detected: { zh: '发现时间：{{time}}', en: 'Found: {{time}}', lo: 'ພົບເມື່ອ: {{time}}' },
    kind: {
      altered: {
        zh: '报价的价格、数量或总价已被修改，与签名的承诺不符',
        en: 'A round\'s prices, quantities or totals were changed: they no longer match its signed commitment',
        lo: 'ລາຄາ, ຈຳນວນ ຫຼື ລາຄາລວມຂອງຮອບຖືກແກ້ໄຂ: ບໍ່ກົງກັບຄຳໝັ້ນທີ່ເຊັນແລ້ວ',
      },
      signature: {
        zh: '报价的签名不是本门户任何已公布的密钥所签',
        en: 'A round\'s signature was made by no key this portal published',
        lo: 'ລາຍເຊັນຂອງຮອບບໍ່ໄດ້ເຊັນດ້ວຍກະແຈໃດທີ່ເວັບໄຊນີ້ເຜີຍແຜ່',
      },
      total: {
        zh: '报价总价不等于各明细之和',
        en: 'A round\'s total is not the sum of its lines',
        lo: 'ລາຄາລວມຂອງຮອບບໍ່ເທົ່າກັບຜົນລວມຂອງແຕ່ລະລາຍການ',
      },
      unsigned: {
        zh: '出现没有回执的报价（未经门户提交）',
        en: 'A round without a receipt appeared (not submitted through the portal)',
        lo: 'ມີຮອບທີ່ບໍ່ມີໃບຢັ້ງຢືນ (ບໍ່ໄດ້ສົ່ງຜ່ານເວັບໄຊ)',
      },
      late: {
        zh: '报价的到达时间在截止时间之后',
        en: 'A round arrived after the end of quoting',
        lo: 'ຮອບມາຮອດຫຼັງການສະເໜີລາຄາສິ້ນສຸດ',
      },
      root: {
        zh: '已签名的默克尔根与现存报价不符：有报价被删除、替换或插入',
        en: 'The signed Merkle root no longer matches the stored rounds: rounds were deleted, replaced or inserted',
        lo: 'ຮາກ Merkle ທີ່ເຊັນແລ້ວບໍ່ກົງກັບຮອບທີ່ເກັບໄວ້: ມີຮອບຖືກລຶບ, ປ່ຽນ ຫຼື ແຊກ',
      },
      rootSignature: {
        zh: '默克尔根的签名无效',
        en: 'The Merkle root\'s signature is not valid',
        lo: 'ລາຍເຊັນຂອງຮາກ Merkle ບໍ່ຖືກຕ້ອງ',
      },
      inserted: {
        zh: '报价结束并签名后又出现了新的报价',
        en: 'Rounds appeared after quoting ended and its root was signed',
        lo: 'ມີຮອບໃໝ່ປາກົດຫຼັງການສະເໜີລາຄາສິ້ນສຸດ ແລະ ເຊັນຮາກແລ້ວ',
      },
      amount: {
        zh: '报价的金额不是按门户计价规则由其已承诺的单价和数量算出的金额',
        en: 'A round\'s amounts are not what the portal\'s pricing rules give from its committed prices and quantities',
        lo: 'ຈຳນວນເງິນຂອງຮອບບໍ່ແມ່ນຕາມກົດການຄິດລາຄາຂອງເວັບໄຊ ຈາກລາຄາ ແລະ ຈຳນວນທີ່ໝັ້ນໄວ້',
      },
      award: {
        zh: '定标结果违反定标规则，或与采购方记录的定标不符',
        en: 'The award breaks the award rules, or is not the award the buyer recorded',
        lo: 'ການຕັດສິນຂັດກັບກົດການຕັດສິນ ຫຼື ບໍ່ແມ່ນການຕັດສິນທີ່ຜູ້ຊື້ບັນທຶກໄວ້',
      },
      bound: {
        zh: '有报价在降价（或加价）时没有优于当时其他有效供应商的最低价（或最高价），却被接受了',
        en: 'A round was accepted that did not beat the lowest (or highest) price of the competing suppliers at the time',
        lo: 'ມີຮອບທີ່ຖືກຮັບ ທັງທີ່ບໍ່ໄດ້ດີກວ່າລາຄາຕ່ຳສຸດ (ຫຼື ສູງສຸດ) ຂອງຜູ້ສະໜອງທີ່ແຂ່ງຂັນຢູ່ໃນເວລານັ້ນ',
      },
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
