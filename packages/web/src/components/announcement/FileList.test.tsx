import { afterAll, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { FileItem } from '@portal/domain';
import { i18n } from '../../i18n';
import { setUpComponentTests } from '../../testing/componentTest';
import { FileList } from './FileList';

setUpComponentTests();
afterAll(() => i18n.changeLanguage('en'));

const file = (id: number, titles: Partial<FileItem>): FileItem => ({
  id,
  fileName: '招标文件.pdf',
  filePath: `${id}.pdf`,
  url: `/prod-api/common/files/${id}`,
  fileSize: 1024,
  createTime: null,
  type: 'pdf',
  bpmFileId: String(id),
  ...titles,
});

const tender = file(1, { fileNameEn: 'Tender document.pdf', fileNameLo: 'ເອກະສານປະມູນ.pdf' });
const specification = file(2, { fileName: '技术参数表.pdf', fileNameEn: 'Technical specification.pdf', fileNameLo: null });

describe('the attachments of an announcement', () => {
  it('shows a Lao reader each title in Lao, else in English marked as English, downloading under the file\'s own name', async () => {
    await i18n.changeLanguage('lo');
    const { container } = render(<FileList files={[tender, specification]} />);
    const titles = [...container.querySelectorAll('li')].map((li) => li.querySelector('a')!);
    expect(titles[0].textContent).toBe('ເອກະສານປະມູນ.pdf');
    expect(titles[0].querySelector('[title]')).toBeNull();
    expect(titles[1].textContent).toBe('Technical specification.pdf ພາສາອັງກິດ');
    expect(titles[1].querySelector('[lang]')?.getAttribute('lang')).toBe('en');
    expect(titles[1].getAttribute('download')).toBe('技术参数表.pdf');
  });

  it('shows a file without titles under its name, unmarked for a Chinese reader', async () => {
    await i18n.changeLanguage('zh');
    const { container } = render(<FileList files={[file(3, {})]} />);
    expect(container.querySelector('li a')!.textContent).toBe('招标文件.pdf');
  });
});
