import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { setUpComponentTests } from '../testing/componentTest';
import { DataTable, type Column } from './DataTable';

setUpComponentTests();

interface Item {
  id: number;
  name: string;
  parts: string[];
}

const items: Item[] = [
  { id: 1, name: 'Transformer', parts: ['Core', 'Winding'] },
  { id: 2, name: 'Fuse', parts: [] },
];

const columns: Column<Item>[] = [
  { key: 'index', title: 'No.', render: (_, index) => index + 1 },
  { key: 'name', title: 'Name', render: (item) => item.name },
];

function renderItems() {
  render(
    <ConfigProvider locale={enUS}>
      <DataTable<Item>
        rowKey={(item) => item.id}
        columns={columns}
        rows={items}
        expandable={{ rowExpandable: (item) => item.parts.length > 0, render: (item) => <ul>{item.parts.map((part) => <li key={part}>{part}</li>)}</ul> }}
      />
    </ConfigProvider>,
  );
}

describe('data table', () => {
  it('names every column, the expand column too, and fills a row per item', () => {
    renderItems();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Show details', 'No.', 'Name']);
    expect(screen.getByRole('cell', { name: 'Transformer' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Fuse' })).toBeTruthy();
  });

  it('opens and closes the details of a row that has some, and offers no button on one that has none', () => {
    renderItems();
    const [transformer, fuse] = screen.getAllByRole('row').slice(1);
    expect(within(fuse).queryByRole('button')).toBeNull();
    expect(screen.queryByText('Core')).toBeNull();

    const expand = within(transformer).getByRole('button', { name: 'Expand row' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(screen.getByText('Core')).toBeTruthy();
    const collapse = within(transformer).getByRole('button', { name: 'Collapse row' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(collapse.getAttribute('aria-controls')!)?.textContent).toBe('CoreWinding');

    fireEvent.click(collapse);
    expect(screen.queryByText('Core')).toBeNull();
  });
});
