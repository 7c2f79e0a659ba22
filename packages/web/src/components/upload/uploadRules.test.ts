import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_LIMIT_MB } from '@portal/domain';
import { maxFilesOf, refuseUpload } from './uploadRules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload rules checked before sending', () => {
  it('takes PDFs, images and archives in a document slot and refuses other types', () => {
    expect(refuseUpload(file('licence.pdf', 'application/pdf'), 'document', 0)).toBeUndefined();
    expect(refuseUpload(file('scan.png', 'image/png'), 'document', 0)).toBeUndefined();
    expect(refuseUpload(file('bundle.zip', 'application/zip'), 'document', 0)).toBeUndefined();
    expect(refuseUpload(file('bundle.rar', 'application/x-compressed'), 'document', 0)).toBeUndefined();
    expect(refuseUpload(file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), 'document', 0)).toEqual({ key: 'uploadTypeRefused' });
    expect(refuseUpload(file('run.exe', 'application/x-msdownload'), 'document', 0)).toEqual({ key: 'uploadTypeRefused' });
  });

  it('refuses an empty file', () => {
    expect(refuseUpload(file('empty.pdf', 'application/pdf', 0), 'document', 0)).toEqual({ key: 'uploadEmpty' });
  });

  it('refuses a file over the configured limit, naming the limit (20 MB by default)', () => {
    expect(DEFAULT_UPLOAD_LIMIT_MB).toBe(20);
    expect(refuseUpload(file('big.pdf', 'application/pdf', 20 * MB), 'document', 0)).toBeUndefined();
    expect(refuseUpload(file('big.pdf', 'application/pdf', 20 * MB + 1), 'document', 0)).toEqual({ key: 'uploadTooLarge', params: { max: 20 } });
    expect(refuseUpload(file('big.pdf', 'application/pdf', 6 * MB), 'document', 0, 5)).toEqual({ key: 'uploadTooLarge', params: { max: 5 } });
  });

  it('takes only PDFs for an authorization letter (Format error)', () => {
    expect(refuseUpload(file('letter.pdf', 'application/pdf'), 'pdf', 0)).toBeUndefined();
    expect(refuseUpload(file('letter.png', 'image/png'), 'pdf', 0)).toEqual({ key: 'authorizationFormat' });
    expect(refuseUpload(file('letter.zip', 'application/zip'), 'pdf', 0)).toEqual({ key: 'authorizationFormat' });
  });

  it('takes jpg, jpeg and png for an identity card side, up to 3 images', () => {
    expect(refuseUpload(file('front.jpeg', 'image/jpeg'), 'idCard', 0)).toBeUndefined();
    expect(refuseUpload(file('front.png', 'image/png'), 'idCard', 2)).toBeUndefined();
    expect(refuseUpload(file('front.gif', 'image/gif'), 'idCard', 0)).toEqual({ key: 'idCardFormat' });
    expect(refuseUpload(file('front.pdf', 'application/pdf'), 'idCard', 0)).toEqual({ key: 'idCardFormat' });
    expect(refuseUpload(file('front.jpg', 'image/jpeg'), 'idCard', 3)).toEqual({ key: 'idCardTooMany' });
    expect(maxFilesOf('idCard')).toBe(3);
  });

  it('lets a one-file slot take a new file, which replaces the old one', () => {
    expect(maxFilesOf('document')).toBe(1);
    expect(refuseUpload(file('licence.pdf', 'application/pdf'), 'document', 1)).toBeUndefined();
  });
});
