import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FileItem } from '@portal/domain';
import { initI18n } from '../../i18n';
import { FileViewer } from './FileViewer';

const fetchFile = vi.hoisted(() => vi.fn());
vi.mock('../../api/uploads', () => ({ fetchFile }));

const file: FileItem = { id: 7, fileName: 'photo.png', filePath: 'f/7', url: '/prod-api/common/files/7', fileSize: 10, createTime: '2026-01-01 00:00:00', type: 'png', bpmFileId: '7' };

beforeAll(async () => {
  await initI18n('en');
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  fetchFile.mockReset();
});

describe('the file viewer', () => {
  it('says the file could not be loaded instead of spinning, and shows it after a retry', async () => {
    fetchFile.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(new Blob(['png'], { type: 'image/png' }));
    render(<FileViewer file={file} />);
    await screen.findByText('The file could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const image = await screen.findByRole('img', { name: 'photo.png' });
    expect(image.getAttribute('src')).toBe('blob:photo');
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });
});
