import { renderPdf } from '../files/pdf';

const BLANK = '______________________________';

/**
 * The authorization letter template the personal authentication dialog offers for download: a real PDF
 * with blanks to fill in by hand. The standard PDF fonts are Latin-only, so it is written in English.
 * Its date is fixed, so every download is the same file.
 */
export function authorizationTemplatePdf(): Promise<Buffer> {
  return renderPdf({
    title: 'Letter of Authorization',
    subtitle: 'Template for suppliers of the procurement portal',
    facts: [
      ['Company (principal)', BLANK],
      ['Taxpayer identification number', BLANK],
      ['Legal representative', BLANK],
      ['Authorized person', BLANK],
      ['Identity card number of the authorized person', BLANK],
      ['Validity of the authorization', 'from ____-__-__ to ____-__-__'],
    ],
    sections: [
      {
        heading: 'Authorization',
        lines: [
          `I, ${BLANK}, legal representative of the company named above, authorize ${BLANK} to act on behalf of the company on the procurement portal: to register and certify the company, sign up for projects, submit qualification files, bid files and quotations, and receive notices and results.`,
          'The company accepts every act of the authorized person within this authorization and the period above. The authorization cannot be passed on to another person.',
        ],
      },
      {
        heading: 'Signatures',
        lines: [
          `Legal representative (signature): ${BLANK}`,
          `Authorized person (signature): ${BLANK}`,
          `Company seal: ${BLANK}`,
          'Date: ____-__-__',
        ],
      },
      {
        heading: 'Attachments',
        lines: ['Copies of the identity cards of the legal representative and of the authorized person (front and back).'],
      },
    ],
    date: new Date('2026-01-01T00:00:00Z'),
  });
}
