import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { App as AntdApp, message } from 'antd';
import { initI18n } from '../i18n';
import { FeedbackBridge } from './feedback';
import { handleResult } from './request';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('request layer messages', () => {
  it('go through the shell\'s <App> instance once it is mounted, not antd\'s static functions', async () => {
    const staticError = vi.spyOn(message, 'error');
    render(
      <AntdApp>
        <FeedbackBridge />
      </AntdApp>,
    );
    expect(() => handleResult({ code: 403, msg: 'Not yours to change' })).toThrow();
    expect(await screen.findByText('Not yours to change')).toBeTruthy();
    expect(staticError).not.toHaveBeenCalled();
  });

  it('fall back to antd\'s static functions when no shell is mounted', () => {
    const staticError = vi.spyOn(message, 'error').mockImplementation(() => undefined as never);
    expect(() => handleResult({ code: 404, msg: '' })).toThrow();
    expect(staticError).toHaveBeenCalledWith('The requested resource does not exist');
  });
});
