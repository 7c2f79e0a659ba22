import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, message } from 'antd';
import { initI18n } from '../i18n';
import { handleResult } from '../api/request';
import { FeedbackProvider } from './FeedbackProvider';
import { useFeedback } from './feedback';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function AskToDelete() {
  const { modal, message: toast } = useFeedback();
  return (
    <Button onClick={() => modal.confirm({ title: 'Delete the draft?', okText: 'Delete', onOk: () => toast.success('Draft deleted') })}>
      Delete
    </Button>
  );
}

describe('feedback', () => {
  it("loads antd's dialogs and messages on the first call and shows them inside the shell", async () => {
    render(
      <FeedbackProvider>
        <AskToDelete />
      </FeedbackProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Delete the draft?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('Draft deleted')).toBeTruthy();
  });
});

describe('request layer messages', () => {
  it("go through the shell's feedback once it is mounted, not antd's static functions", async () => {
    const staticError = vi.spyOn(message, 'error');
    render(<FeedbackProvider>page</FeedbackProvider>);
    expect(() => handleResult({ code: 403, msg: 'Not yours to change' })).toThrow();
    expect(await screen.findByText('Not yours to change')).toBeTruthy();
    expect(staticError).not.toHaveBeenCalled();
  });

  it("fall back to antd's static functions when no shell is mounted", async () => {
    const staticError = vi.spyOn(message, 'error').mockImplementation(() => undefined as never);
    expect(() => handleResult({ code: 404, msg: '' })).toThrow();
    await vi.waitFor(() => expect(staticError).toHaveBeenCalledWith('The requested resource does not exist'));
  });
});
