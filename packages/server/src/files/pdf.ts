import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A generated document (the demo's files, the certification's authorization template): a title, a block of key facts and headed sections of text. */
export interface PdfContent {
  title: string;
  subtitle: string;
  /** Key facts shown under the title, as label and value. */
  facts: [string, string][];
  sections: { heading: string; lines: string[] }[];
  /** Creation date written into the file, so the same content gives the same bytes. */
  date: Date;
}

const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;

/** Characters the standard fonts (WinAnsi) lack, written in ones they have. */
const SUBSTITUTES: Record<string, string> = { '≥': '>=', '≤': '<=', '“': '"', '”': '"', '’': "'" };

/**
 * Writes the content as a real, small PDF in Helvetica. Standard fonts are Latin-only, so documents are
 * in English; any character the font cannot draw is substituted or dropped.
 */
export async function renderPdf(content: PdfContent): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.title} – ${content.subtitle}`);
  doc.setSubject(content.subtitle);
  doc.setCreator('Procurement portal');
  doc.setProducer('Procurement portal');
  doc.setCreationDate(content.date);
  doc.setModificationDate(content.date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const drawable = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    [...[...text].map((c) => SUBSTITUTES[c] ?? c).join('')].filter((c) => drawable.has(c.codePointAt(0)!)).join('');

  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  /** Writes paragraphs in one font, wrapped, as one text object per page (far faster than one per line). */
  const write = (paragraphs: string[], font: PDFFont, size: number, gapAfter: number) => {
    const lineHeight = size + 3;
    let lines = paragraphs.flatMap((p) => wrap(clean(p), font, size));
    while (lines.length) {
      if (y - size < MARGIN) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      const fit = Math.max(1, Math.floor((y - MARGIN - size) / lineHeight) + 1);
      const chunk = lines.slice(0, fit);
      lines = lines.slice(fit);
      page.drawText(chunk.join('\n'), { x: MARGIN, y: y - size, size, font, lineHeight, color: rgb(0.1, 0.1, 0.1) });
      y -= chunk.length * lineHeight;
    }
    y -= gapAfter;
  };

  write([content.title], bold, 18, 6);
  write([content.subtitle], regular, 13, 12);
  write(content.facts.map(([label, value]) => `${label}: ${value}`), regular, 10, 14);
  for (const section of content.sections) {
    write([section.heading], bold, 12, 4);
    write(section.lines, regular, 10, 12);
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** Splits text into lines that fit the page width. */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  return line ? [...lines, line] : [''];
}
