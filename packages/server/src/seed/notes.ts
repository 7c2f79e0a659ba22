import type { Locale } from '@portal/domain';
import type { Contact, Text3 } from './catalog';
import { grouped, type SectionPlan } from './plan';

/** The wording of an announcement in one language. */
interface Wording {
  title: { tender: string; inquiry: string };
  reference: string;
  intro: { tender: (org: string, name: string, method: string) => string; inquiry: (org: string, name: string, method: string) => string };
  scope: { tender: string; inquiry: string };
  budget: (amount: string, items: number) => string;
  tableHead: [string, string, string, string, string];
  eligibility: { tender: string; inquiry: string };
  documents: { heading: string; text: string; fee: (amount: string) => string; free: string };
  deposit: { tender: string; inquiry: string; text: (amount: string) => string };
  submission: { heading: string; bidFile: string; opening: string; onSite: (address: string) => string };
  rules: { heading: string; items: string[] };
  contacts: { heading: string; buyer: string; technical: string; business: string; phone: string; separator: string };
  numbered: (index: number, heading: string) => string;
}

const WORDING: Record<Locale, Wording> = {
  zh: {
    title: { tender: '招标公告', inquiry: '询价公告' },
    reference: '项目编号：',
    intro: {
      tender: (org, name, method) => `${org}现就“${name}”进行招标（采购方式：${method}），诚邀符合资格条件的供应商参加投标。`,
      inquiry: (org, name, method) => `${org}现就“${name}”征集报价（采购方式：${method}），欢迎符合条件的供应商在询价截止前通过本平台报价。`,
    },
    scope: { tender: '项目概况与采购范围', inquiry: '采购内容' },
    budget: (amount, items) => `预算金额：${amount}。本项目共 ${items} 个标的，详见下表及附件。`,
    tableHead: ['序号', '名称', '规格', '数量', '单位'],
    eligibility: { tender: '投标人资格要求', inquiry: '供应商资格要求' },
    documents: {
      heading: '招标文件的获取',
      text: '请在报名期间通过本平台在线报名，资格审核通过后即可在本公告附件中下载招标文件。',
      fee: (amount) => `招标文件售价 ${amount}，售后不退。`,
      free: '招标文件免费提供。',
    },
    deposit: {
      tender: '投标保证金',
      inquiry: '保证金',
      text: (amount) =>
        `保证金为 ${amount}，须在缴费截止时间前汇入本公告所列收款账户，并在平台上传汇款凭证。未成交供应商的保证金在结果公示后无息退还。`,
    },
    submission: {
      heading: '投标文件递交与开标',
      bidFile: '投标人须在投标文件递交时间内通过本平台上传电子投标文件，逾期上传的文件不予受理。',
      opening: '开标时间以本公告时间表为准。',
      onSite: (address) => `本项目采用现场开标，地点：${address}。`,
    },
    rules: {
      heading: '报价要求',
      items: [
        '报价含税，并包含完成本项目所需的全部费用（运输、安装、人工等）；',
        '报价可进行多轮，每一轮报价须低于本供应商上一轮报价；',
        '报价有效期为询价截止之日起 30 天；',
        '在满足采购需求的前提下，以最低报价确定成交供应商。',
      ],
    },
    contacts: { heading: '联系方式', buyer: '采购人：', technical: '技术联系人：', business: '商务联系人：', phone: '电话：', separator: '，' },
    numbered: (index, heading) => `${'一二三四五六七八'[index]}、${heading}`,
  },
  en: {
    title: { tender: 'Invitation for bids', inquiry: 'Request for quotations' },
    reference: 'Reference: ',
    intro: {
      tender: (org, name, method) => `${org} invites qualified suppliers to bid for “${name}”. Procurement method: ${method}.`,
      inquiry: (org, name, method) =>
        `${org} invites qualified suppliers to quote for “${name}” (procurement method: ${method}) through this portal before the inquiry closes.`,
    },
    scope: { tender: 'Scope and budget', inquiry: 'What is procured' },
    budget: (amount, items) =>
      `Budget: ${amount}. The project comprises ${items === 1 ? 'one item' : `${items} items`}, listed below and in the attached documents.`,
    tableHead: ['No.', 'Item', 'Specification', 'Quantity', 'Unit'],
    eligibility: { tender: 'Eligibility of bidders', inquiry: 'Eligibility of suppliers' },
    documents: {
      heading: 'Obtaining the bidding documents',
      text: 'Sign up on this portal during the sign-up period. Once your qualification is approved, download the bidding documents from the attachments of this announcement.',
      fee: (amount) => `The document fee is ${amount} and is not refundable.`,
      free: 'The documents are free of charge.',
    },
    deposit: {
      tender: 'Bid security',
      inquiry: 'Deposit',
      text: (amount) =>
        `A deposit of ${amount} must be transferred to the account listed in this announcement before the payment deadline, and the transfer slip uploaded to the portal. Deposits of unsuccessful suppliers are returned without interest after the result is published.`,
    },
    submission: {
      heading: 'Submission and opening of bids',
      bidFile: 'Upload the electronic bid file through this portal within the bid file window; late files are not accepted.',
      opening: 'Bids are opened at the time shown in the timetable of this announcement.',
      onSite: (address) => `Bidding takes place on site: ${address}.`,
    },
    rules: {
      heading: 'Quotation rules',
      items: [
        'Prices include tax and every cost of completing the order (delivery, installation, labour).',
        'Quoting may take several rounds; each round must be lower than your previous quote.',
        'Quotations remain valid for 30 days after the inquiry closes.',
        'The lowest quotation that meets the requirements wins.',
      ],
    },
    contacts: { heading: 'Contacts', buyer: 'Procuring entity: ', technical: 'Technical contact: ', business: 'Commercial contact: ', phone: 'tel. ', separator: ', ' },
    numbered: (index, heading) => `${index + 1}. ${heading}`,
  },
  lo: {
    title: { tender: 'ແຈ້ງການເຊີນຊວນປະມູນ', inquiry: 'ແຈ້ງການສອບລາຄາ' },
    reference: 'ເລກທີ: ',
    intro: {
      tender: (org, name, method) => `${org} ຂໍເຊີນຊວນຜູ້ສະໜອງທີ່ມີຄຸນສົມບັດ ເຂົ້າຮ່ວມການປະມູນ “${name}”. ວິທີການຈັດຊື້: ${method}.`,
      inquiry: (org, name, method) =>
        `${org} ຂໍເຊີນຊວນຜູ້ສະໜອງທີ່ມີຄຸນສົມບັດ ສະເໜີລາຄາ ສຳລັບ “${name}” (ວິທີການຈັດຊື້: ${method}) ຜ່ານລະບົບນີ້ ກ່ອນເວລາປິດການສອບລາຄາ.`,
    },
    scope: { tender: 'ຂອບເຂດ ແລະ ງົບປະມານ', inquiry: 'ລາຍການຈັດຊື້' },
    budget: (amount, items) => `ງົບປະມານ: ${amount}. ໂຄງການນີ້ມີ ${items} ລາຍການ ດັ່ງລຸ່ມນີ້ ແລະ ໃນເອກະສານຄັດຕິດ.`,
    tableHead: ['ລ/ດ', 'ລາຍການ', 'ສະເປັກ', 'ຈຳນວນ', 'ຫົວໜ່ວຍ'],
    eligibility: { tender: 'ຄຸນສົມບັດຂອງຜູ້ເຂົ້າຮ່ວມປະມູນ', inquiry: 'ຄຸນສົມບັດຂອງຜູ້ສະໜອງ' },
    documents: {
      heading: 'ການຮັບເອກະສານປະມູນ',
      text: 'ກະລຸນາລົງທະບຽນຜ່ານລະບົບນີ້ ໃນໄລຍະເປີດລົງທະບຽນ. ເມື່ອຜ່ານການກວດສອບຄຸນສົມບັດແລ້ວ ສາມາດດາວໂຫຼດເອກະສານປະມູນໄດ້ຈາກເອກະສານຄັດຕິດຂອງແຈ້ງການນີ້.',
      fee: (amount) => `ຄ່າເອກະສານປະມູນແມ່ນ ${amount} ແລະ ຈະບໍ່ສົ່ງຄືນ.`,
      free: 'ເອກະສານປະມູນບໍ່ເສຍຄ່າ.',
    },
    deposit: {
      tender: 'ເງິນຄ້ຳປະກັນການປະມູນ',
      inquiry: 'ເງິນຄ້ຳປະກັນ',
      text: (amount) =>
        `ເງິນຄ້ຳປະກັນແມ່ນ ${amount}, ຕ້ອງໂອນເຂົ້າບັນຊີທີ່ລະບຸໄວ້ໃນແຈ້ງການນີ້ ກ່ອນກຳນົດເວລາຊຳລະ ແລະ ອັບໂຫຼດໃບໂອນເງິນເຂົ້າລະບົບ. ເງິນຄ້ຳປະກັນຂອງຜູ້ທີ່ບໍ່ໄດ້ຮັບການຄັດເລືອກ ຈະສົ່ງຄືນໂດຍບໍ່ມີດອກເບ້ຍ ຫຼັງຈາກປະກາດຜົນ.`,
    },
    submission: {
      heading: 'ການຍື່ນເອກະສານປະມູນ ແລະ ການເປີດຊອງ',
      bidFile: 'ຜູ້ເຂົ້າຮ່ວມປະມູນຕ້ອງອັບໂຫຼດເອກະສານປະມູນ ຜ່ານລະບົບນີ້ ພາຍໃນໄລຍະເວລາທີ່ກຳນົດ; ເອກະສານທີ່ຍື່ນຊ້າຈະບໍ່ຖືກຮັບພິຈາລະນາ.',
      opening: 'ການເປີດຊອງປະມູນ ຈະດຳເນີນຕາມເວລາທີ່ລະບຸໄວ້ໃນຕາຕະລາງເວລາຂອງແຈ້ງການນີ້.',
      onSite: (address) => `ການປະມູນຈະດຳເນີນຢູ່ສະຖານທີ່: ${address}.`,
    },
    rules: {
      heading: 'ເງື່ອນໄຂການສະເໜີລາຄາ',
      items: [
        'ລາຄາລວມອາກອນ ແລະ ທຸກຄ່າໃຊ້ຈ່າຍໃນການປະຕິບັດງານ (ຂົນສົ່ງ, ຕິດຕັ້ງ, ຄ່າແຮງງານ).',
        'ການສະເໜີລາຄາອາດມີຫຼາຍຮອບ; ແຕ່ລະຮອບຕ້ອງຕ່ຳກວ່າລາຄາທີ່ທ່ານສະເໜີໃນຮອບກ່ອນ.',
        'ລາຄາທີ່ສະເໜີມີຜົນສັກສິດ 30 ວັນ ນັບແຕ່ວັນປິດການສອບລາຄາ.',
        'ຜູ້ສະເໜີລາຄາຕ່ຳສຸດ ທີ່ຕອບສະໜອງຄວາມຕ້ອງການ ຈະໄດ້ຮັບການຄັດເລືອກ.',
      ],
    },
    contacts: {
      heading: 'ຂໍ້ມູນຕິດຕໍ່',
      buyer: 'ຜູ້ຈັດຊື້: ',
      technical: 'ຜູ້ປະສານງານດ້ານເຕັກນິກ: ',
      business: 'ຜູ້ປະສານງານດ້ານການຄ້າ: ',
      phone: 'ໂທ: ',
      separator: ', ',
    },
    numbered: (index, heading) => `${index + 1}. ${heading}`,
  },
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>`;
const paragraph = (text: string) => `<p>${escape(text)}</p>`;

function notesIn(locale: Locale, plan: SectionPlan): string {
  const w = WORDING[locale];
  const { template, organization, flags } = plan;
  const kind = template.biddingType === 0 ? 'tender' : 'inquiry';
  const money = (cents: number) => `${grouped(cents)} ${plan.moneyUnit[locale]}`;
  const contact = (role: string, person: Contact) => `${role}${person.name}${w.contacts.separator}${w.contacts.phone}${person.phone}`;

  const table =
    `<table><thead><tr>${w.tableHead.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead><tbody>` +
    plan.sectors
      .map((s, i) =>
        [String(i + 1), s.name[locale], [s.spec, s.model].filter(Boolean).join(', '), grouped(s.quantity * 100), s.unit[locale]]
          .map((cell) => `<td>${escape(cell)}</td>`)
          .join(''),
      )
      .map((cells) => `<tr>${cells}</tr>`)
      .join('') +
    '</tbody></table>';

  const blocks: [string, string][] = [
    [w.scope[kind], paragraph(w.budget(money(plan.projectPriceCents), plan.sectors.length)) + table],
    [w.eligibility[kind], list(plan.eligibility.map((e: Text3) => e[locale]))],
  ];
  if (kind === 'tender') {
    const fee = plan.documentsCents === null ? w.documents.free : w.documents.fee(money(plan.documentsCents));
    blocks.push([w.documents.heading, paragraph(`${w.documents.text}${locale === 'zh' ? '' : ' '}${fee}`)]);
  } else {
    blocks.push([w.rules.heading, list(w.rules.items)]);
  }
  if (plan.depositCents !== null) blocks.push([w.deposit[kind], paragraph(w.deposit.text(money(plan.depositCents)))]);
  if (kind === 'tender') {
    const onSite = flags.onSite ? [w.submission.onSite(organization.address[locale])] : [];
    blocks.push([w.submission.heading, [w.submission.bidFile, w.submission.opening, ...onSite].map(paragraph).join('')]);
  }
  blocks.push([
    w.contacts.heading,
    list([
      `${w.contacts.buyer}${organization.name[locale]}`,
      contact(w.contacts.technical, organization.technical),
      contact(w.contacts.business, organization.business),
    ]),
  ]);

  return (
    `<h2 style="text-align:center">${escape(w.title[kind])}</h2>` +
    `<p><strong>${escape(w.reference)}</strong>${escape(plan.reference)}</p>` +
    paragraph(w.intro[kind](organization.name[locale], template.name[locale], plan.methodLabel[locale])) +
    blocks.map(([heading, body], i) => `<h3>${escape(w.numbered(i, heading))}</h3>${body}`).join('')
  );
}

/** The announcement text (projectNotes) of a section in zh, en and lo, as HTML not yet sanitized. */
export function announcementNotes(plan: SectionPlan): Text3 {
  return { zh: notesIn('zh', plan), en: notesIn('en', plan), lo: notesIn('lo', plan) };
}
