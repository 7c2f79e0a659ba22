import { describe, expect, it } from 'vitest';
import { inReaderLanguage } from '@portal/domain';
import { testApp } from '../test/harness';
import { buyer, inquiryForm } from '../test/staffSupport';
import { multipart } from '../quotations/testSupport';

const t = await testApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function upload(token: string, name: string) {
  const body = await t.call({ method: 'POST', url: '/prod-api/common/uploadMinio', token, ...multipart(name, PDF) });
  expect(body.code).toBe(200);
  return body.data.id as number;
}

/** A published inquiry whose attachments are titled as given: the notice in three languages, the drawing in Chinese and English. */
async function titledSection() {
  const b = await buyer(t);
  const notice = await upload(b.token, '询价公告.pdf');
  const drawing = await upload(b.token, '图纸.pdf');
  const form = inquiryForm(t, {
    fileIds: [notice],
    sectorList: [{ sectorName: '打印纸', sectorNumber: '50', sectorUnits: '箱', fileIds: [drawing] }],
    fileTitles: [
      { fileId: notice, fileNameEn: 'Notice.pdf', fileNameLo: 'ແຈ້ງການ.pdf' },
      { fileId: drawing, fileNameEn: ' Drawing.pdf ', fileNameLo: '  ' },
    ],
  });
  const created = await t.call({ method: 'POST', url: '/prod-api/admin/sections', token: b.token, payload: form });
  expect(created.code).toBe(200);
  return { b, sectionId: created.data.id as number, notice, drawing };
}

describe('attachment titles in the reader\'s language', () => {
  it('keeps the titles the editor saves beside the file name, a blank one as not given', async () => {
    const { b, sectionId } = await titledSection();
    const read = (await t.call({ method: 'GET', url: `/prod-api/admin/sections/${sectionId}`, token: b.token })).data;
    expect(read.fileList[0]).toMatchObject({ fileName: '询价公告.pdf', fileNameEn: 'Notice.pdf', fileNameLo: 'ແຈ້ງການ.pdf' });
    expect(read.sectorList[0].outFileList[0]).toMatchObject({ fileName: '图纸.pdf', fileNameEn: 'Drawing.pdf', fileNameLo: null });
  });

  it('answers the same attachment to each reader in its language, marking the fallback', async () => {
    const { b, sectionId } = await titledSection();
    await t.call({ method: 'POST', url: `/prod-api/admin/sections/${sectionId}/publish`, token: b.token });
    const shown = async (locale: 'zh' | 'en' | 'lo') => {
      const { bidSection, sectors } = (await t.call({ method: 'GET', url: `/prod-api/system/section/getSectionByIdWithAuth/${sectionId}`, locale })).data;
      return { notice: bidSection.fileList[0], drawing: sectors[0].outFileList[0] };
    };
    const zh = await shown('zh');
    expect(zh.notice.fileNameLang).toBe('zh');
    expect(zh.drawing.fileNameLang).toBe('zh');
    const en = await shown('en');
    expect(en.notice.fileNameLang).toBe('en');
    expect(inReaderLanguage(en.drawing, 'fileName', 'en')).toEqual({ text: 'Drawing.pdf', lang: 'en', fallback: false });
    const lo = await shown('lo');
    expect(inReaderLanguage(lo.notice, 'fileName', 'lo')).toEqual({ text: 'ແຈ້ງການ.pdf', lang: 'lo', fallback: false });
    expect(lo.notice.fileNameLang).toBe('lo');
    // No Lao title: a Lao reader is shown the English one, marked as English.
    expect(inReaderLanguage(lo.drawing, 'fileName', 'lo')).toEqual({ text: 'Drawing.pdf', lang: 'en', fallback: true });
    expect(lo.drawing.fileNameLang).toBe('en');
    // The plain name, which every client of the specification reads, is unchanged.
    expect(lo.drawing.fileName).toBe('图纸.pdf');
  });
});
