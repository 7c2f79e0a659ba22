import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import type { FileItem } from '@portal/domain';
import { initI18n } from '../../i18n';
import { FileSlot } from './FileSlot';

const uploadFile = vi.hoisted(() => vi.fn());
/** Thumbnails and downloads fetch the file with the session; here the fetch never answers. */
const fetchFile = vi.hoisted(() => vi.fn(() => new Promise<Blob>(() => undefined)));
vi.mock('../../api/uploads', () => ({ uploadFile, fetchFile }));
/** The server's UPLOAD_LIMIT_MB, here 5 MB rather than the stated 20 MB. */
vi.mock('../../api/settings', () => ({ getPublicConfig: () => Promise.resolve({ uploadLimitMb: 5, demoMode: false }) }));

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
    <FeedbackProvider>
      <FileSlot onChange={onChange} {...props} />
    </FeedbackProvider>,
  );
  return { onChange, view };
}

/** A slot whose files are kept, as a form keeps them. */
function KeptSlot(props: Parameters<typeof FileSlot>[0]) {
  const [files, setFiles] = useState<FileItem[]>(props.value ?? []);
  return <FileSlot {...props} value={files} onChange={setFiles} />;
}

const renderKept = (props: Parameters<typeof FileSlot>[0]) =>
  render(
    <FeedbackProvider>
      <KeptSlot {...props} />
    </FeedbackProvider>,
  );

const pick = (container: HTMLElement, ...files: File[]) => {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

const jpeg = (name: string) => new File(['\xff\xd8\xff'], name, { type: 'image/jpeg' });

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

  it('refuses a file over the server\'s limit and names that figure', async () => {
    const { view } = renderSlot({});
    const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await act(() => Promise.resolve()); // the server's settings have answered
    pick(view.container, big);
    expect(await screen.findByText('Uploaded files cannot exceed 5MB')).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('takes up to three identity card images in one pick while the side is empty', async () => {
    uploadFile.mockResolvedValueOnce({ code: 200, msg: 'ok', data: stored(1, 'a.jpg') }).mockResolvedValueOnce({ code: 200, msg: 'ok', data: stored(2, 'b.jpg') });
    const { onChange, view } = renderSlot({ kind: 'idCard', value: [] });
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    pick(view.container, jpeg('a.jpg'), jpeg('b.jpg'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored(1, 'a.jpg'), stored(2, 'b.jpg')]));
    expect(uploadFile).toHaveBeenCalledTimes(2);
  });

  it('refuses a pick of more than three identity card images without sending any', async () => {
    const { onChange, view } = renderSlot({ kind: 'idCard', value: [] });
    pick(view.container, jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'), jpeg('d.jpg'));
    expect(await screen.findByText(/at most 3/i)).toBeTruthy();
    expect(uploadFile).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hides the identity card upload button once the side holds an image', () => {
    renderSlot({ kind: 'idCard', value: [] });
    expect(screen.getByRole('button', { name: /upload file/i })).toBeTruthy();
    cleanup();
    renderSlot({ kind: 'idCard', value: [stored(1, 'a.jpg'), stored(2, 'b.png')] });
    expect(screen.queryByRole('button', { name: /upload file/i })).toBeNull();
    for (const name of ['a.jpg', 'b.png']) expect(screen.getByAltText(name)).toBeTruthy();
  });

  it('keeps the focus on its button through the pick and the upload', async () => {
    uploadFile.mockResolvedValue({ code: 200, msg: 'ok', data: stored(2, 'report.pdf') });
    const view = renderKept({});
    const button = screen.getByRole('button', { name: /upload file/i });
    button.focus();
    fireEvent.click(button);
    pick(view.container, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: /report.pdf/ })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /replace file/i }));
  });

  it('hands the focus on within the slot when the focused control goes: the full side\'s button, a removed image', async () => {
    uploadFile.mockResolvedValue({ code: 200, msg: 'ok', data: stored(1, 'a.jpg') });
    const view = renderKept({ kind: 'idCard' });
    screen.getByRole('button', { name: /upload file/i }).focus();
    pick(view.container, jpeg('a.jpg'));
    const remove = await screen.findByRole('button', { name: 'Remove a.jpg' });
    // The side is full, its button gone: the focus is on the image's controls, not lost to the page.
    expect(screen.queryByRole('button', { name: /upload file/i })).toBeNull();
    expect(view.container.contains(document.activeElement)).toBe(true);
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /upload file/i })));
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
