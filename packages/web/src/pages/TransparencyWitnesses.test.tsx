import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { setUpComponentTests } from '../testing/componentTest';
import { getWitnessed, type Witnessed } from '../api/transparency';
import { initI18n } from '../i18n';
import TransparencyWitnesses from './TransparencyWitnesses';

vi.mock('../api/transparency', () => ({ getWitnessed: vi.fn() }));

setUpComponentTests();

const head = { treeSize: 42, rootHash: 'ab'.repeat(32), timestamp: '2026-11-27T21:00:00.000Z', keyId: 'k', signature: 'c2ln', publicKey: 'a2V5' };
const witnessed: Witnessed = {
  head,
  cosignatures: [
    { treeSize: 42, witnessKey: 'V2l0bmVzc0tleU9mQXVkaXRPZmZpY2UxMjM0NTY3ODk=', witnessName: 'State Audit Office', cosignedAt: '2026-11-27T21:01:00.000Z', signature: 'c2ln', receivedAt: '2026-11-27T21:01:01.000Z' },
  ],
};

describe('the transparency log on the open data page', () => {
  it('shows the newest signed head and who cosigned it', async () => {
    vi.mocked(getWitnessed).mockResolvedValue(witnessed);
    render(<TransparencyWitnesses />);
    expect(await screen.findByText(/Newest tree head: 42 entries, signed/)).toBeTruthy();
    expect(screen.getByText('ab'.repeat(32))).toBeTruthy();
    const row = screen.getByRole('row', { name: /State Audit Office/ });
    expect(within(row).getByText('42')).toBeTruthy();
    expect(within(row).getByText('V2l0bmVzc0tl…')).toBeTruthy();
    expect(screen.getByText(/npx portal-witness --portal/)).toBeTruthy();
  });

  it('says in Lao that nobody cosigned yet and how to become a witness', async () => {
    await initI18n('lo');
    vi.mocked(getWitnessed).mockResolvedValue({ head, cosignatures: [] });
    render(<TransparencyWitnesses />);
    expect(await screen.findByText('ຍັງບໍ່ມີພະຍານເຊັນຮັບຮອງ. ທຸກຄົນສາມາດເປັນພະຍານໄດ້:')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says in Chinese when the log cannot be read', async () => {
    await initI18n('zh');
    vi.mocked(getWitnessed).mockRejectedValue(new Error('down'));
    render(<TransparencyWitnesses />);
    expect((await screen.findByRole('alert')).textContent).toBe('透明日志暂时无法读取');
  });
});
