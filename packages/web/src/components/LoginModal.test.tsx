import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { setUpComponentTests } from '../testing/componentTest';
import { LoginModal } from './LoginModal';

vi.mock('./LoginForm', () => ({ LoginForm: () => <input aria-label="Account" /> }));

setUpComponentTests();

describe('the login dialog', () => {
  it('closes on Escape, as any dialog does', async () => {
    const onClose = vi.fn();
    render(<LoginModal open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside it', async () => {
    const onClose = vi.fn();
    render(<LoginModal open onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Log in' });
    const outside = document.querySelector('.ant-modal-wrap')!;
    fireEvent.mouseDown(outside);
    fireEvent.mouseUp(outside);
    fireEvent.click(outside);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
