import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { i18n } from '../../i18n';
import { setUpComponentTests } from '../../testing/componentTest';
import { NOTES_EXTENSIONS, RichText } from './RichText';

setUpComponentTests();

/** Notes as the seed writes them: a paragraph and the table of the items, with a header row. */
const NOTES =
  '<p>Budget: 120,000.00 USD for 2 items.</p>' +
  '<table><thead><tr><th>No.</th><th>Item</th><th>Quantity</th></tr></thead>' +
  '<tbody><tr><td>1</td><td>Laptop</td><td>10.00</td></tr><tr><td>2</td><td>Printer</td><td>2.00</td></tr></tbody></table>';

/** The texts of the cells of each row of the first table in the HTML, header cells marked with `#`. */
function rowsOf(html: string): string[][] {
  const table = new DOMParser().parseFromString(html, 'text/html').querySelector('table');
  return [...(table?.querySelectorAll('tr') ?? [])].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((cell) => (cell.tagName === 'TH' ? '#' : '') + (cell.textContent ?? '')),
  );
}

const SEEDED_ROWS = [
  ['#No.', '#Item', '#Quantity'],
  ['1', 'Laptop', '10.00'],
  ['2', 'Printer', '2.00'],
];

describe('the project-notes editor', () => {
  it('keeps a table through loading and reading back the HTML', () => {
    const editor = new Editor({ extensions: NOTES_EXTENSIONS, content: NOTES });
    const html = editor.getHTML();
    editor.destroy();
    expect(html).toContain('<p>Budget: 120,000.00 USD for 2 items.</p>');
    expect(rowsOf(html)).toEqual(SEEDED_ROWS);
  });

  it('shows the seeded table as a table and saves it with its rows and cells after an edit', async () => {
    const onChange = vi.fn();
    render(<RichText value={NOTES + '<p>Eligibility: registered suppliers.</p>'} onChange={onChange} label="Notes" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(rowsOf(area.innerHTML)).toEqual(SEEDED_ROWS);
    // The preview below (the announcement's sanitized view) shows the table too.
    const preview = screen.getByText(i18n.t('admin.editor.notes.preview')).parentElement!;
    expect(rowsOf(preview.innerHTML)).toEqual(SEEDED_ROWS);
    // Out of a table (the cursor is in the last paragraph) the toolbar offers a new table, not row actions.
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const tablesOf = (html: string) => [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('table')];
    let tables = tablesOf(onChange.mock.lastCall![0] as string);
    // The seeded table is saved with every row and cell, next to the new 3 × 3 one with its header row.
    expect(tables).toHaveLength(2);
    expect(rowsOf(tables[0]!.outerHTML)).toEqual(SEEDED_ROWS);
    expect(tables[1]!.querySelectorAll('tr')).toHaveLength(3);
    expect(tables[1]!.querySelectorAll('th')).toHaveLength(3);

    // The cursor is now in the new table: its row and column actions replace "insert table".
    expect(await screen.findByRole('button', { name: 'Add row' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Insert table' })).toBeNull();
    onChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    tables = tablesOf(onChange.mock.lastCall![0] as string);
    expect(tables.map((t) => t.querySelectorAll('tr').length)).toEqual([3, 4]);
    onChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Delete column' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    tables = tablesOf(onChange.mock.lastCall![0] as string);
    expect(tables[1]!.querySelectorAll('tr')[0]!.querySelectorAll('th, td')).toHaveLength(2);
    expect(rowsOf(tables[0]!.outerHTML)).toEqual(SEEDED_ROWS);
  });
});
