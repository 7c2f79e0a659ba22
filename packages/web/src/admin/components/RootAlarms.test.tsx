import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '../../i18n';
import { setUpComponentTests } from '../../testing/componentTest';
import type { RootAlarm } from '../../api/receipts';

const answer = vi.hoisted(() => ({ alarms: [] as RootAlarm[] }));
vi.mock('../../api/receipts', () => ({ getIntegrity: vi.fn(async () => ({ roots: [], alarms: answer.alarms })) }));

import { RootAlarms } from './RootAlarms';

setUpComponentTests(() => {
  answer.alarms = [];
  void i18n.changeLanguage('en');
});

const inserted: RootAlarm = { kind: 'inserted', roundIds: [31], detail: 'round 31 stored after the root over 2 rounds was sealed', detectTime: '2026-06-01 11:05:00' };

describe('the alarm of the sealed roots on the staff quoting page', () => {
  it('says what differs, which rounds and when it was found, in the reader\'s language', async () => {
    answer.alarms = [inserted, { kind: 'total', roundIds: [12], detail: '', detectTime: null }];
    render(<RootAlarms sectionId={7} status={2} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Alarm: the stored rounds differ from what was signed when quoting ended');
    expect(alert.textContent).toContain('Rounds appeared after quoting ended and its root was signed · Rounds concerned: 31 · Found: 2026-06-01 11:05:00');
    expect(alert.textContent).toContain("A round's total is not the sum of its lines · Rounds concerned: 12");
  });

  it('is in Chinese and Lao too', async () => {
    answer.alarms = [inserted];
    await i18n.changeLanguage('zh');
    const { unmount } = render(<RootAlarms sectionId={7} status={2} />);
    expect((await screen.findByRole('alert')).textContent).toContain('报价结束并签名后又出现了新的报价');
    unmount();
    await i18n.changeLanguage('lo');
    render(<RootAlarms sectionId={7} status={2} />);
    expect((await screen.findByRole('alert')).textContent).toContain('ມີຮອບໃໝ່ປາກົດຫຼັງການສະເໜີລາຄາສິ້ນສຸດ');
  });

  it("names a round admitted without beating the auction's bound, in the three languages", async () => {
    answer.alarms = [{ kind: 'bound', roundIds: [44], detail: 'round 44: A lowered price of Steel pipe must be below the lowest price of the auction so far, 94.00', detectTime: null }];
    const { unmount } = render(<RootAlarms sectionId={7} status={2} />);
    expect((await screen.findByRole('alert')).textContent).toContain('A round was accepted that did not beat the lowest (or highest) price of the competing suppliers at the time · Rounds concerned: 44');
    unmount();
    await i18n.changeLanguage('zh');
    const zh = render(<RootAlarms sectionId={7} status={2} />);
    expect((await screen.findByRole('alert')).textContent).toContain('没有优于当时其他有效供应商的最低价');
    zh.unmount();
    await i18n.changeLanguage('lo');
    render(<RootAlarms sectionId={7} status={2} />);
    expect((await screen.findByRole('alert')).textContent).toContain('ມີຮອບທີ່ຖືກຮັບ');
  });

  it('shows nothing while the stored rounds match what was signed', async () => {
    const { container } = render(<RootAlarms sectionId={7} status={2} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
