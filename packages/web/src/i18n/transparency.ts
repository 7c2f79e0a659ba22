import { defineMessages } from './define';

/** The transparency log and its witnesses on the open data page (docs/verification.md, "Transparency log"). */
export default defineMessages('transparency', {
  title: { zh: '透明日志与见证人', en: 'Transparency log and witnesses', lo: 'ບັນທຶກຄວາມໂປ່ງໃສ ແລະ ພະຍານ' },
  intro: {
    zh: '每个报价根、开标、公告版本和审计链头都记入只可追加的日志。门户定期签署树头；外部见证人检查每个新树头都延续之前的树头并副署。任何改写历史的行为都会被见证人发现。',
    en: 'Every quotation root, opening, notice version and audit chain head goes into an append-only log. The portal signs its tree head regularly; outside witnesses check that each new head extends the ones before and cosign it. A rewritten history is noticed by the witnesses.',
    lo: 'ທຸກຮາກການສະເໜີລາຄາ, ການເປີດລາຄາ, ສະບັບປະກາດ ແລະ ຫົວຂອງລະບົບກວດສອບ ຖືກບັນທຶກໃນບັນທຶກທີ່ເພີ່ມໄດ້ຢ່າງດຽວ. ເວັບໄຊເຊັນຫົວຕົ້ນໄມ້ເປັນປະຈຳ; ພະຍານພາຍນອກກວດວ່າແຕ່ລະຫົວໃໝ່ຕໍ່ຈາກຫົວກ່ອນ ແລະ ເຊັນຮັບຮອງ. ການຂຽນປະຫວັດຄືນຈະຖືກພະຍານພົບ.',
  },
  head: {
    zh: '最新树头：{{size}} 条记录，签署于 {{time}}',
    en: 'Newest tree head: {{size}} entries, signed {{time}}',
    lo: 'ຫົວຕົ້ນໄມ້ຫຼ້າສຸດ: {{size}} ລາຍການ, ເຊັນເມື່ອ {{time}}',
  },
  root: { zh: '根哈希', en: 'Root hash', lo: 'ແຮຊຮາກ' },
  noHead: { zh: '日志尚未签署树头', en: 'The log has no signed tree head yet', lo: 'ບັນທຶກຍັງບໍ່ມີຫົວຕົ້ນໄມ້ທີ່ເຊັນແລ້ວ' },
  witnesses: { zh: '见证签名', en: 'Cosignatures of witnesses', lo: 'ລາຍເຊັນຂອງພະຍານ' },
  noWitness: {
    zh: '尚无见证人副署。任何人都可以成为见证人：',
    en: 'No witness has cosigned yet. Anyone can be a witness:',
    lo: 'ຍັງບໍ່ມີພະຍານເຊັນຮັບຮອງ. ທຸກຄົນສາມາດເປັນພະຍານໄດ້:',
  },
  runWitness: { zh: '运行见证程序：', en: 'Run a witness:', lo: 'ແລ່ນໂປຣແກຣມພະຍານ:' },
  witness: { zh: '见证人', en: 'Witness', lo: 'ພະຍານ' },
  witnessKey: { zh: '见证人公钥', en: "Witness's key", lo: 'ກະແຈຂອງພະຍານ' },
  size: { zh: '树大小', en: 'Tree size', lo: 'ຂະໜາດຕົ້ນໄມ້' },
  cosignedAt: { zh: '副署时间', en: 'Cosigned', lo: 'ເຊັນຮັບຮອງເມື່ອ' },
  failed: { zh: '透明日志暂时无法读取', en: 'The transparency log cannot be read right now', lo: 'ບໍ່ສາມາດອ່ານບັນທຶກຄວາມໂປ່ງໃສໄດ້ໃນຕອນນີ້' },
});
