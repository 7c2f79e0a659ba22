import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { FileItem } from '@portal/domain';
import { initI18n } from '../../i18n';
import { FileSlot } from './FileSlot';

const uploadFile = vi.hoisted(() => vi.fn());
/** Thumbnails and downloads fetch the file with the session; here the fetch never answers. */
const fetchFile = vi.hoisted(() => vi.fn(() => new Promise<Blob>(() => undefined)));
vi.mock('../../api/uploads', () => ({ uploadFile, fetchFile }));

const stored = (id: number, fileName: string): FileItem => ({
  id,
  fileName,
  filePath: `f/${id}`,
  url: `/prod-api/files/${id}`,
  fileSize: 10,
  createTime: '2026-01-01 00:00:00',
  type: fileName.split('.').pop() ?? '',
  bpmFileId: String(id),
});

function renderSlot(props: Parameters<typeof FileSlot>[0]) {
  const onChange = vi.fn();
  const view = render(
    <App>
      <FileSlot onChange={onChange} {...props} />
    </App>,
  );
  return { onChange, view };
}

const pick = (container: HTMLElement, file: File) => {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  uploadFile.mockReset();
});

describe('file slot', () => {
  it('uploads a picked file with the slot purpose and replaces the file a one-file slot held', async () => {
    uploadFile.mockResolvedValue({ code: 200, msg: 'ok', data: stored(2, 'new.pdf') });
    const { onChange, view } = renderSlot({ value: [stored(1, 'old.pdf')], purpose: 'qyrzsp' });
    pick(view.container, new File(['%PDF'], 'new.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored(2, 'new.pdf')]));
    expect(uploadFile).toHaveBeenCalledWith(expect.any(File), 'qyrzsp');
    expect(await screen.findByText('Upload successful')).toBeTruthy();
  });

  it('refuses an empty file without sending it', async () => {
    const { onChange, view } = renderSlot({});
    pick(view.container, new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploaded files cannot be 0KB')).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a non-PDF authorization letter', async () => {
    const { view } = renderSlot({ kind: 'pdf' });
    pick(view.container, new File(['x'], 'letter.png', { type: 'image/png' }));
    expect(await screen.findByText(/Format error/)).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('adds identity card images and hides the upload button once a side holds 3', () => {
    const two = [stored(1, 'a.jpg'), stored(2, 'b.jpg')];
    renderSlot({ kind: 'idCard', value: two });
    expect(screen.getByRole('button', { name: /upload file/i })).toBeTruthy();
    cleanup();
    renderSlot({ kind: 'idCard', value: [...two, stored(3, 'c.png')] });
    expect(screen.queryByRole('button', { name: /upload file/i })).toBeNull();
    for (const name of ['a.jpg', 'b.jpg', 'c.png']) expect(screen.getByAltText(name)).toBeTruthy();
  });

  it('links a stored document for download, fetched with the session, and shows no controls when read-only', () => {
    renderSlot({ value: [stored(7, 'licence.pdf')], readOnly: true });
    const link = screen.getByRole('link', { name: /licence.pdf/ });
    expect(link.getAttribute('href')).toBe('/prod-api/files/7');
    expect(link.getAttribute('download')).toBe('licence.pdf');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    expect(fetchFile).toHaveBeenCalledWith(stored(7, 'licence.pdf'));
  });
});
