import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import type { FileItem } from '@portal/domain';
import { initI18n } from '../i18n';

/** A file as the server stores and lists it; its type is read from the name's extension. */
export const storedFile = (id: number, fileName: string): FileItem => ({
  id,
  fileName,
  filePath: `f/${id}`,
  url: `/prod-api/common/files/${id}`,
  fileSize: 10,
  createTime: '2026-01-01 00:00:00',
  type: fileName.split('.').pop() ?? '',
  bpmFileId: String(id),
});

/**
 * The hooks of a component test file: English texts, time for asynchronous form checks on a shared
 * machine, and a clean page and fresh mocks after each test (then `reset`, for the file's own state).
 */
export function setUpComponentTests(reset?: () => void) {
  beforeAll(() => {
    configure({ asyncUtilTimeout: 5000 });
    return initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    reset?.();
  });
}
