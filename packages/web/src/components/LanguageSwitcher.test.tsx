import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setUpComponentTests } from '../testing/componentTest';
import { LanguageSwitcher } from './LanguageSwitcher';

const switchLocale = vi.hoisted(() => vi.fn());
vi.mock('../i18n', async (importOriginal) => ({ ...(await importOriginal<typeof import('../i18n')>()), switchLocale }));

setUpComponentTests();

describe('language switcher', () => {
  it('is named by the language it shows, and lists every language in itself', () => {
    render(<LanguageSwitcher />);
    const button = screen.getByRole('button', { name: 'English, Language' });
    expect(button.textContent).toContain('English');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => [item.textContent, item.lang])).toEqual([
      ['中文', 'zh'],
      ['English', 'en'],
      ['ພາສາລາວ', 'lo'],
    ]);
    expect(screen.getByRole('menuitem', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });

  it('works with the keyboard: arrows open and move, Escape closes and gives the focus back', async () => {
    render(<LanguageSwitcher />);
    const button = screen.getByRole('button', { name: 'English, Language' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '中文' })));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'English' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'ພາສາລາວ' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('switches to another language, and does nothing for the current one', () => {
    render(<LanguageSwitcher />);
    fireEvent.click(screen.getByRole('button', { name: 'English, Language' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(switchLocale).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'English, Language' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'ພາສາລາວ' }));
    expect(switchLocale).toHaveBeenCalledWith('lo');
  });
});
