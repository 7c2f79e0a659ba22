import type { PdfContent } from '../files/pdf';
import { grouped, type SectionPlan, type SectorPlan } from './plan';

/**
 * The attachments of the demo sections: what each PDF says and where it is attached. Documents are in
 * English (the PDF standard fonts are Latin-only); their file names are the Chinese names buyers use.
 */

/** A document attached to a section (fileList), to its item table (sectorFileList) or to one item (outFileList). */
export interface Attachment {
  kind: 'section' | 'sectors' | 'sector';
  /** Index of the item, for kind 'sector'. */
  sectorIndex: number | null;
  fileName: string;
  /** The attachment's title in English and Lao where the buyer gave one (some only in English, as buyers do). */
  titles?: { en?: string; lo?: string };
  content: PdfContent;
}

export interface SharedDocument {
  fileName: string;
  content: PdfContent;
}

const numbered = (lines: string[]) => lines.map((line, i) => `${i + 1}. ${line}`);

const itemLine = (s: SectorPlan, i: number) =>
  `${i + 1}. ${s.name.en} – ${[s.spec, s.model && `model ${s.model}`].filter(Boolean).join(', ')} – ${grouped(s.quantity * 100)} ${s.unit.en}`;

function paymentTerms(plan: SectionPlan): string[] {
  if (plan.settleMethod === 0) return ['Payment in full before delivery, against a proforma invoice.'];
  if (plan.settleMethod === 1) return ['Payment in full within 30 days after delivery and acceptance, against an invoice.'];
  return plan.stages.map((stage) => `${stage.percentage}% – ${stage.name.en}`);
}

function contacts(plan: SectionPlan): string[] {
  const { technical, business } = plan.organization;
  return [`Technical: ${technical.name}, tel. ${technical.phone}`, `Commercial: ${business.name}, tel. ${business.phone}`];
}

/** The tender document or request for quotations of a section. */
function mainDocument(plan: SectionPlan): Attachment {
  const { template } = plan;
  const tender = template.biddingType === 0;
  const money = (cents: number) => `${grouped(cents)} ${plan.moneyUnit.en}`;
  const instructions = tender
    ? [
        'Bidders sign up on the portal during the sign-up period and pass the qualification review before bidding.',
        ...(plan.depositCents === null ? [] : ['The bid security is paid into the account shown in the announcement before the payment deadline.']),
        'Bid files are uploaded through the portal within the bid file window; paper bids are not accepted.',
        `Prices are quoted in ${plan.moneyUnit.en} and include all taxes, duties and delivery to site.`,
        'Bids remain valid for 90 days after the bidding deadline.',
        'The contract is awarded to the lowest evaluated bid that is substantially responsive.',
      ]
    : [
        'Quotations are submitted through the portal before the inquiry closes.',
        'Several rounds of quotation may be held; each round must lower your previous price.',
        `Prices are quoted in ${plan.moneyUnit.en} and include tax and delivery.`,
        'Quotations remain valid for 30 days after the inquiry closes.',
        'The lowest quotation that meets the requirements is accepted.',
      ];
  return {
    kind: 'section',
    sectorIndex: null,
    fileName: tender ? '招标文件.pdf' : '询价文件.pdf',
    titles: tender
      ? { en: 'Tender document.pdf', lo: 'ເອກະສານປະມູນ.pdf' }
      : { en: 'Request for quotations.pdf', lo: 'ເອກະສານສອບລາຄາ.pdf' },
    content: {
      title: tender ? 'Tender document' : 'Request for quotations',
      subtitle: template.name.en,
      facts: [
        ['Reference', plan.reference],
        ['Procuring entity', plan.organization.name.en],
        ['Procurement method', plan.methodLabel.en],
        ['Budget', money(plan.projectPriceCents)],
        ...(plan.depositCents === null ? [] : [['Bid security', money(plan.depositCents)] as [string, string]]),
        ...(plan.documentsCents === null ? [] : [['Document fee', money(plan.documentsCents)] as [string, string]]),
      ],
      sections: [
        { heading: 'Schedule of requirements', lines: plan.sectors.map(itemLine) },
        { heading: tender ? 'Instructions to bidders' : 'Instructions to suppliers', lines: numbered(instructions) },
        { heading: 'Eligibility', lines: numbered(plan.eligibility.map((e) => e.en)) },
        { heading: 'Payment terms', lines: paymentTerms(plan) },
        ...(plan.warranty ? [{ heading: 'Warranty', lines: [`${plan.warranty} months from final acceptance.`] }] : []),
        { heading: 'Contacts', lines: contacts(plan) },
      ],
      date: plan.times.createTime,
    },
  };
}

/** The item table in full (bill of quantities, schedule of goods or terms of reference). */
function scheduleDocument(plan: SectionPlan): Attachment {
  const kinds = {
    1: ['货物需求一览表.pdf', 'Schedule of requirements'],
    2: ['工程量清单.pdf', 'Bill of quantities'],
    3: ['服务需求说明.pdf', 'Terms of reference'],
  } as const;
  const [fileName, title] = kinds[plan.template.projectType];
  return {
    kind: 'sectors',
    sectorIndex: null,
    fileName,
    content: {
      title,
      subtitle: plan.template.name.en,
      facts: [
        ['Reference', plan.reference],
        ['Procuring entity', plan.organization.name.en],
      ],
      sections: plan.sectors.map((s, i) => ({
        heading: `${i + 1}. ${s.name.en} (${grouped(s.quantity * 100)} ${s.unit.en})`,
        lines: s.details.length
          ? s.details.map((d, j) => `${i + 1}.${j + 1} ${d.name.en} – ${d.spec} – ${grouped(d.quantity * 100)} ${d.unit.en}`)
          : [`Specification: ${s.spec}`, ...(s.model ? [`Reference model: ${s.model} or equivalent`] : [])],
      })),
      date: plan.times.createTime,
    },
  };
}

/** The technical specification of one item. */
function itemSpecification(plan: SectionPlan, index: number): Attachment {
  const s = plan.sectors[index];
  return {
    kind: 'sector',
    sectorIndex: index,
    fileName: '技术参数表.pdf',
    titles: { en: 'Technical specification.pdf' },
    content: {
      title: 'Technical specification',
      subtitle: s.name.en,
      facts: [
        ['Project', plan.template.name.en],
        ['Reference', plan.reference],
        ['Quantity', `${grouped(s.quantity * 100)} ${s.unit.en}`],
      ],
      sections: [
        {
          heading: 'Requirements',
          lines: numbered([
            `Specification: ${s.spec}.`,
            ...(s.model ? [`Reference model: ${s.model} or equivalent.`] : []),
            'Goods are new, unused and of current production, with the manufacturer’s test certificate.',
            'Manuals and labels are in Lao or English.',
            'Delivery to the site named by the buyer, unloading included.',
          ]),
        },
        ...(plan.warranty ? [{ heading: 'Warranty', lines: [`${plan.warranty} months from acceptance, parts and labour.`] }] : []),
      ],
      date: plan.times.createTime,
    },
  };
}

/**
 * What a section carries: always its main document; the full item table when the items are many or
 * have details; the specification of the first item of a goods section with several items.
 */
export function sectionAttachments(plan: SectionPlan): Attachment[] {
  const many = plan.sectors.length >= 4 || plan.sectionType === 1;
  const goods = plan.template.projectType === 1 && plan.sectors.length >= 3;
  return [mainDocument(plan), ...(many ? [scheduleDocument(plan)] : []), ...(goods ? [itemSpecification(plan, 0)] : [])];
}

/** Standard documents every tender links to: the bid forms and the general conditions of contract. */
export function standardTenderDocuments(date: Date): SharedDocument[] {
  return [
    {
      fileName: '投标文件格式.pdf',
      content: {
        title: 'Standard bid forms',
        subtitle: 'Forms to complete and upload with the bid file',
        facts: [['Applies to', 'All tenders published on this portal']],
        sections: [
          {
            heading: 'Form 1 – Bid submission form',
            lines: [
              'To: [name of the procuring entity]',
              'We, the undersigned, have examined the bidding documents, including all addenda, and offer to carry out the contract in conformity with them for the sum stated in our quotation on the portal.',
              'Our bid remains valid for 90 days from the bidding deadline and binds us until then.',
              'Signed: [authorised representative]   Company stamp: [stamp]   Date: [date]',
            ],
          },
          {
            heading: 'Form 2 – Power of attorney',
            lines: [
              'We, [company name], registered at [address], appoint [name, position, ID card number] to sign and submit the bid and to act for us in every matter of this procurement.',
              'Signed by the legal representative: [name]   Date: [date]',
            ],
          },
          {
            heading: 'Form 3 – Bid security (bank guarantee)',
            lines: [
              'At the request of [bidder], we, [bank], irrevocably undertake to pay the procuring entity any sum up to [amount] on its first written demand stating that the bidder withdrew its bid during the validity period or, having been awarded the contract, failed to sign it or to furnish the performance security.',
              'This guarantee expires 28 days after the end of the bid validity period.',
            ],
          },
        ],
        date,
      },
    },
    {
      fileName: '合同通用条款.pdf',
      content: {
        title: 'General conditions of contract',
        subtitle: 'Supply of goods, works and services',
        facts: [['Governing law', 'The laws of the Lao PDR']],
        sections: [
          {
            heading: 'Clauses',
            lines: numbered([
              'Definitions. "Buyer" is the procuring entity named in the announcement; "Supplier" is the successful bidder.',
              'Performance security. Within 14 days of signing, the Supplier furnishes a performance security of 5% of the contract price.',
              'Delivery and acceptance. Delivery follows the schedule of requirements; the Buyer inspects and accepts within 7 days of delivery.',
              'Payment. Payments follow the payment terms of the announcement, within 30 days of a correct invoice.',
              'Warranty. Defects notified during the warranty period are remedied by the Supplier at its cost within 14 days.',
              'Delay. Liquidated damages of 0.1% of the price of the late part per day apply, up to 10% of the contract price.',
              'Force majeure. Neither party is liable for delay caused by events beyond its reasonable control, notified promptly.',
              'Disputes. The parties settle disputes amicably; failing that, before the competent court of the Lao PDR.',
            ]),
          },
        ],
        date,
      },
    },
  ];
}
