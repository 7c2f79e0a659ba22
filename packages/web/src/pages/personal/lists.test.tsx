import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../i18n';
import * as questions from '../../api/questions';
import * as follows from '../../api/follow';
import type { Question } from '../../api/questions';
import type { FollowRecord } from '../../api/follow';
import MyQuestion from './MyQuestion';
import MyFollowing from './MyFollowing';

vi.mock('../../api/questions', () => ({ listQuestions: vi.fn(), updateQuestion: vi.fn(), deleteQuestion: vi.fn() }));
vi.mock('../../api/follow', () => ({ listFollows: vi.fn(), unfollow: vi.fn() }));
vi.mock('../../api/dictionaries', () => ({
  getDict: async (type: string) =>
    type === 'sys_section_type'
      ? [{ dictValue: '1', dictLabel: 'Materials' }]
      : type === 'sys_section_stauts_tenders'
        ? [{ dictValue: '8', dictLabel: 'Signing up' }]
        : [{ dictValue: '1', dictLabel: 'Quoting' }],
}));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/PersonalCenter/MyQuestion', element: <MyQuestion /> },
      { path: '/PersonalCenter/MyFollowing', element: <MyFollowing /> },
      { path: '/PersonalCenter/MyQuestionDet', element: <p>question page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
  return { router, container: view.container };
}

const shown = (text: string) => screen.findByText(text, {}, { timeout: 5000 });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const button = (name: string, scope: HTMLElement = document.body) => within(scope).getByText(name, { selector: 'button *, a *, a' }).closest('button, a')!;
const okOfDialog = async (text: string) => (await shown(text)).closest('.ant-modal')!.querySelector<HTMLElement>('.ant-btn-primary')!;

const question = (id: number, status: number, problemDescription: string): Question => ({
  id,
  sectionId: 11,
  sectionName: '钢管采购',
  sectionNameEn: 'Steel pipes',
  sectionNameLo: null,
  companyName: 'Vientiane Steel Co.',
  problemDescription,
  createByName: 'Wang Ming',
  createPhonenumber: '13800000001',
  status,
  submitTime: status === 1 ? null : '2026-11-21 09:30:00',
  problemReply: null,
  replyName: null,
  replyPhonenumber: null,
  replyTime: null,
  createTime: '2026-11-20 10:00:00',
  // As the server answers: a draft may be edited and deleted.
  actions: status === 1 ? ['edit', 'delete'] : [],
});

describe('my questions', { timeout: 30_000 }, () => {
  it('offers submit and delete on drafts only, view on every question', async () => {
    vi.mocked(questions.listQuestions).mockResolvedValue({
      code: 200,
      msg: '',
      rows: [question(3, 1, 'Draft question'), question(2, 2, 'Submitted question'), question(1, 3, 'Replied question')],
      total: 3,
    });
    renderAt('/PersonalCenter/MyQuestion');
    await shown('Draft question');
    const draft = rowOf('Draft question');
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(button('Submit', draft)).toBeTruthy();
    expect(button('Delete', draft)).toBeTruthy();
    for (const [text, status] of [
      ['Submitted question', 'Submitted'],
      ['Replied question', 'Replied'],
    ]) {
      const row = rowOf(text);
      expect(within(row).getByText(status)).toBeTruthy();
      expect(within(row).queryByText('Submit')).toBeNull();
      expect(within(row).queryByText('Delete')).toBeNull();
      expect(button('View', row).getAttribute('href')).toMatch(/^\/PersonalCenter\/MyQuestionDet\?id=\d&type=det$/);
    }
  });

  it('searches with the filters from page 1 and keeps them in the address', async () => {
    vi.mocked(questions.listQuestions).mockResolvedValue({ code: 200, msg: '', rows: [], total: 0 });
    const { router, container } = renderAt('/PersonalCenter/MyQuestion?pageNum=3');
    await waitFor(() => expect(questions.listQuestions).toHaveBeenCalledWith(3, {}));
    fireEvent.change(container.querySelector('#sectionName')!, { target: { value: ' pipes ' } });
    fireEvent.change(container.querySelector('#createByName')!, { target: { value: 'Wang' } });
    fireEvent.mouseDown(container.querySelector('#status')!);
    fireEvent.click(await screen.findByText('Replied', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(button('Search'));
    await waitFor(() => expect(router.state.location.search).toBe('?sectionName=pipes&status=3&createByName=Wang'));
    await waitFor(() => expect(questions.listQuestions).toHaveBeenLastCalledWith(1, { sectionName: 'pipes', createByName: 'Wang', status: 3 }));

    fireEvent.click(button('Reset'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(questions.listQuestions).toHaveBeenLastCalledWith(1, {}));
    expect((container.querySelector('#sectionName') as HTMLInputElement).value).toBe('');
  });

  it('submits a draft from the list after a confirmation and shows the list again', async () => {
    vi.mocked(questions.listQuestions).mockResolvedValue({ code: 200, msg: '', rows: [question(3, 1, 'Draft question')], total: 1 });
    vi.mocked(questions.updateQuestion).mockResolvedValue({ code: 200, msg: 'Submitted successfully' });
    renderAt('/PersonalCenter/MyQuestion');
    await shown('Draft question');
    fireEvent.click(button('Submit', rowOf('Draft question')));
    fireEvent.click(await okOfDialog('A submitted question can no longer be changed. Submit it?'));
    await waitFor(() => expect(questions.updateQuestion).toHaveBeenCalledTimes(1));
    expect(vi.mocked(questions.updateQuestion).mock.calls[0][0]).toEqual({
      id: 3,
      sectionId: 11,
      problemDescription: 'Draft question',
      createByName: 'Wang Ming',
      createPhonenumber: '13800000001',
      status: 2,
    });
    expect(await shown('Submitted successfully')).toBeTruthy();
    await waitFor(() => expect(questions.listQuestions).toHaveBeenCalledTimes(2));
  });

  it('deletes the last draft of a later page and shows the page before', async () => {
    vi.mocked(questions.listQuestions).mockResolvedValue({ code: 200, msg: '', rows: [question(9, 1, 'Lonely draft')], total: 11 });
    vi.mocked(questions.deleteQuestion).mockResolvedValue({ code: 200, msg: 'Done' });
    const { router } = renderAt('/PersonalCenter/MyQuestion?pageNum=2');
    await shown('Lonely draft');
    fireEvent.click(button('Delete', rowOf('Lonely draft')));
    fireEvent.click(await okOfDialog('Delete this draft question?'));
    await waitFor(() => expect(questions.deleteQuestion).toHaveBeenCalledWith(9));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('does nothing when the deletion is cancelled', async () => {
    vi.mocked(questions.listQuestions).mockResolvedValue({ code: 200, msg: '', rows: [question(9, 1, 'Kept draft')], total: 1 });
    renderAt('/PersonalCenter/MyQuestion');
    await shown('Kept draft');
    fireEvent.click(button('Delete', rowOf('Kept draft')));
    const dialog = (await shown('Delete this draft question?')).closest('.ant-modal')!;
    fireEvent.click(button('Cancel', dialog as HTMLElement));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(questions.deleteQuestion).not.toHaveBeenCalled();
  });
});

const follow = (id: number, biddingType: number, name: string): FollowRecord => ({
  id,
  sectionId: 100 + id,
  sectionName: name,
  sectionNameEn: `${name} (en)`,
  sectionNameLo: null,
  organization: '电力公司',
  organizationEn: 'EDL',
  organizationLo: null,
  biddingType,
  projectType: 1,
  sectionStauts: biddingType === 0 ? 8 : 1,
  createTime: '2026-11-20 10:00:00',
});

describe('my following', { timeout: 30_000 }, () => {
  it('lists followed sections in the user’s language, each opening its announcement in a new tab', async () => {
    vi.mocked(follows.listFollows).mockResolvedValue({ code: 200, msg: '', rows: [follow(1, 0, '钢管'), follow(2, 1, '水泥')], total: 2 });
    renderAt('/PersonalCenter/MyFollowing');
    await shown('钢管 (en)');
    const tender = rowOf('钢管 (en)');
    // The labels of project type and status come from two dictionaries, each loaded on its own.
    for (const text of ['EDL', 'Tender', 'Materials', 'Signing up', '2026-11-20 10:00:00']) expect(await within(tender).findByText(text)).toBeTruthy();
    const view = button('View', tender);
    expect(view.getAttribute('href')).toBe('/TenderAnnouncement?id=101');
    expect(view.getAttribute('target')).toBe('_blank');
    const inquiry = rowOf('水泥 (en)');
    expect(within(inquiry).getByText('Inquiry')).toBeTruthy();
    expect(button('View', inquiry).getAttribute('href')).toBe('/InquiryAnnouncement?id=102');
  });

  it('filters by name, organization and follow days', async () => {
    vi.mocked(follows.listFollows).mockResolvedValue({ code: 200, msg: '', rows: [], total: 0 });
    const { router, container } = renderAt('/PersonalCenter/MyFollowing?createTimeStart=2026-11-01&createTimeEnd=2026-11-30&organization=EDL');
    await waitFor(() => expect(follows.listFollows).toHaveBeenCalledWith(1, { organization: 'EDL', createTimeStart: '2026-11-01', createTimeEnd: '2026-11-30' }));
    // The address fills the form.
    await waitFor(() => expect((container.querySelector('#organization') as HTMLInputElement).value).toBe('EDL'));
    expect((container.querySelector('#createTime') as HTMLInputElement).value).toBe('2026-11-01');
    fireEvent.change(container.querySelector('#sectionName')!, { target: { value: 'pipe' } });
    fireEvent.click(button('Search'));
    await waitFor(() => expect(router.state.location.search).toBe('?sectionName=pipe&organization=EDL&createTimeStart=2026-11-01&createTimeEnd=2026-11-30'));
  });

  it('unfollows after a confirmation and reads the list again', async () => {
    vi.mocked(follows.listFollows).mockResolvedValue({ code: 200, msg: '', rows: [follow(1, 0, '钢管'), follow(2, 1, '水泥')], total: 2 });
    vi.mocked(follows.unfollow).mockResolvedValue({ code: 200, msg: 'Unfollowed' });
    renderAt('/PersonalCenter/MyFollowing');
    await shown('钢管 (en)');
    fireEvent.click(button('Unfollow', rowOf('钢管 (en)')));
    fireEvent.click(await okOfDialog('Stop following “钢管 (en)”?'));
    await waitFor(() => expect(follows.unfollow).toHaveBeenCalledWith(1));
    expect(await shown('Unfollowed')).toBeTruthy();
    await waitFor(() => expect(follows.listFollows).toHaveBeenCalledTimes(2));
  });

  it('moves the focus after an unfollow to the row in its place, or to the title once none is left', async () => {
    vi.mocked(follows.listFollows)
      .mockResolvedValueOnce({ code: 200, msg: '', rows: [follow(1, 0, '钢管'), follow(2, 1, '水泥')], total: 2 })
      .mockResolvedValueOnce({ code: 200, msg: '', rows: [follow(2, 1, '水泥')], total: 1 })
      .mockResolvedValueOnce({ code: 200, msg: '', rows: [], total: 0 });
    vi.mocked(follows.unfollow).mockResolvedValue({ code: 200, msg: 'Unfollowed' });
    renderAt('/PersonalCenter/MyFollowing');
    await shown('钢管 (en)');
    const first = button('Unfollow', rowOf('钢管 (en)')) as HTMLElement;
    first.focus();
    fireEvent.click(first);
    fireEvent.click(await okOfDialog('Stop following “钢管 (en)”?'));
    // The button went with its row: the focus is on the unfollow button of the row now first.
    await waitFor(() => expect(screen.queryByText('钢管 (en)')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button('Unfollow', rowOf('水泥 (en)'))), { timeout: 5000 });

    fireEvent.click(button('Unfollow', rowOf('水泥 (en)')));
    fireEvent.click(await okOfDialog('Stop following “水泥 (en)”?'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My following' })), { timeout: 5000 });
  }, 30_000);
});
