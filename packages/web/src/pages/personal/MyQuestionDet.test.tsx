import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../i18n';
import * as api from '../../api/questions';
import type { Question } from '../../api/questions';
import MyQuestionDet from './MyQuestionDet';

vi.mock('../../api/questions', () => ({
  getQuestion: vi.fn(),
  createQuestion: vi.fn(),
  updateQuestion: vi.fn(),
  listAuthSections: vi.fn(),
}));
vi.mock('../../store/session', () => ({
  useSession: () => ({
    supplierName: 'Vientiane Steel Co.',
    user: { id: 5, userName: 'supplier', nickName: 'Wang Ming', phonenumber: '13800000001' },
  }),
}));

const SECTIONS = [
  { sectionId: 11, sectionName: '钢管采购', sectionNameEn: 'Steel pipes', sectionNameLo: null, organization: 'EDL', biddingType: 0, sectionStauts: 8 },
  { sectionId: 12, sectionName: '水泥采购', sectionNameEn: 'Cement', sectionNameLo: null, organization: 'EDL', biddingType: 1, sectionStauts: 1 },
];

const question = (changes: Partial<Question>): Question => ({
  id: 40,
  sectionId: 11,
  sectionName: '钢管采购',
  sectionNameEn: 'Steel pipes',
  sectionNameLo: null,
  companyName: 'Vientiane Steel Co.',
  problemDescription: 'Is galvanised pipe acceptable?',
  createByName: 'Wang Ming',
  createPhonenumber: '13800000001',
  status: 1,
  submitTime: null,
  problemReply: null,
  replyName: null,
  replyPhonenumber: null,
  replyTime: null,
  createTime: '2026-11-20 10:00:00',
  // As the server answers: a draft may be edited and deleted.
  actions: (changes.status ?? 1) === 1 ? ['edit', 'delete'] : [],
  ...changes,
});

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderAt(path: string) {
  vi.mocked(api.listAuthSections).mockResolvedValue({ code: 200, msg: '', data: SECTIONS });
  const router = createMemoryRouter(
    [
      { path: '/PersonalCenter/MyQuestionDet', element: <MyQuestionDet /> },
      { path: '/PersonalCenter/MyQuestion', element: <p>question list</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <FeedbackProvider>
      <RouterProvider router={router} />
    </FeedbackProvider>,
  );
  return { router, field: (id: string) => view.container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${id}`) };
}

const type = (input: Element | null, value: string) => fireEvent.change(input!, { target: { value } });
const button = (name: string) => screen.getByText(name, { selector: 'button *' }).closest('button')!;
const shown = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

/** Picks a section in the project picker by its shown name. */
async function pickSection(field: (id: string) => Element | null, name: string) {
  fireEvent.mouseDown(field('sectionId')!);
  fireEvent.click(await screen.findByText(name, { selector: '.ant-select-item-option-content' }));
}

describe('a new question', { timeout: 30_000 }, () => {
  it('is asked by the signed-in user for their company, about a section the user may ask about', async () => {
    const { field } = renderAt('/PersonalCenter/MyQuestionDet?type=add');
    expect(await shown('New question')).toBeTruthy();
    expect(screen.getByText('Vientiane Steel Co.')).toBeTruthy();
    await waitFor(() => expect(field('createByName')!.value).toBe('Wang Ming'));
    expect(field('createPhonenumber')!.value).toBe('13800000001');
    await waitFor(() => expect(api.listAuthSections).toHaveBeenCalled());
  });

  it('needs a project and a description before saving', async () => {
    renderAt('/PersonalCenter/MyQuestionDet?type=add');
    fireEvent.click(await waitFor(() => button('Save draft')));
    expect(await shown('Please choose a project')).toBeTruthy();
    expect(await shown('Please describe the question')).toBeTruthy();
    expect(api.createQuestion).not.toHaveBeenCalled();
  });

  it('refuses a description over 500 characters and counts it', async () => {
    const { field } = renderAt('/PersonalCenter/MyQuestionDet?type=add');
    await pickSection(field, 'Steel pipes');
    type(field('problemDescription'), 'x'.repeat(501));
    expect(await shown('501 / 500')).toBeTruthy();
    fireEvent.click(button('Save draft'));
    expect(await shown('The description cannot exceed 500 characters')).toBeTruthy();
    expect(api.createQuestion).not.toHaveBeenCalled();
  });

  it('counts characters as people do: 500 emoji are allowed', async () => {
    vi.mocked(api.createQuestion).mockResolvedValue({ code: 200, msg: 'ok', data: { id: 41 } });
    const { field, router } = renderAt('/PersonalCenter/MyQuestionDet?type=add');
    await pickSection(field, 'Steel pipes');
    type(field('problemDescription'), '🔩'.repeat(500));
    fireEvent.click(button('Save draft'));
    await waitFor(() => expect(api.createQuestion).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.search).toBe('?id=41&type=det'));
  });

  it('saves a draft and opens it by its new id, so saving again changes the same question', async () => {
    vi.mocked(api.createQuestion).mockResolvedValue({ code: 200, msg: 'ok', data: { id: 41 } });
    vi.mocked(api.getQuestion).mockResolvedValue({ code: 200, msg: '', data: question({ id: 41, sectionId: 12, problemDescription: 'Delivery to Pakse?' }) });
    const { field, router } = renderAt('/PersonalCenter/MyQuestionDet?type=add');
    await pickSection(field, 'Cement');
    type(field('problemDescription'), '  Delivery to Pakse?  ');
    fireEvent.click(button('Save draft'));
    await waitFor(() => expect(api.createQuestion).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.createQuestion).mock.calls[0][0]).toEqual({
      sectionId: 12,
      problemDescription: 'Delivery to Pakse?',
      createByName: 'Wang Ming',
      createPhonenumber: '13800000001',
      status: 1,
    });
    expect(await shown('The draft has been saved')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?id=41&type=det'));
    expect(await shown('Edit question')).toBeTruthy();

    vi.mocked(api.updateQuestion).mockResolvedValue({ code: 200, msg: 'ok' });
    type(field('problemDescription'), 'Delivery to Pakse or Savannakhet?');
    fireEvent.click(button('Save draft'));
    await waitFor(() => expect(api.updateQuestion).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.updateQuestion).mock.calls[0][0]).toMatchObject({ id: 41, sectionId: 12, problemDescription: 'Delivery to Pakse or Savannakhet?', status: 1 });
    expect(api.createQuestion).toHaveBeenCalledTimes(1);
  });
});

describe('an existing question', { timeout: 30_000 }, () => {
  it('submits a draft after a confirmation and goes back to the list 3 seconds later', async () => {
    vi.mocked(api.getQuestion).mockResolvedValue({ code: 200, msg: '', data: question({}) });
    vi.mocked(api.updateQuestion).mockResolvedValue({ code: 200, msg: 'ok' });
    const { field, router } = renderAt('/PersonalCenter/MyQuestionDet?id=40&type=det');
    await waitFor(() => expect(field('problemDescription')!.value).toBe('Is galvanised pipe acceptable?'));
    fireEvent.click(button('Submit'));
    const confirm = await shown('A submitted question can no longer be changed. Submit it?');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(confirm.closest('.ant-modal')!.querySelector('.ant-btn-primary')!);
      await waitFor(() => expect(api.updateQuestion).toHaveBeenCalledTimes(1));
      expect(vi.mocked(api.updateQuestion).mock.calls[0][0]).toMatchObject({ id: 40, sectionId: 11, status: 2 });
      expect(await shown('The question has been submitted; back to the list in 3 seconds')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/PersonalCenter/MyQuestionDet');
      await vi.advanceTimersByTimeAsync(3_000);
      await waitFor(() => expect(router.state.location.pathname).toBe('/PersonalCenter/MyQuestion'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a submitted question read-only, waiting for the reply', async () => {
    vi.mocked(api.getQuestion).mockResolvedValue({ code: 200, msg: '', data: question({ status: 2, submitTime: '2026-11-21 09:30:00' }) });
    const { field } = renderAt('/PersonalCenter/MyQuestionDet?id=40&type=det');
    expect(await shown('Submitted, waiting for the buyer’s reply')).toBeTruthy();
    expect(screen.getByText('Is galvanised pipe acceptable?')).toBeTruthy();
    expect(screen.getByText('Steel pipes')).toBeTruthy();
    expect(field('problemDescription')).toBeNull();
    expect(screen.queryByText('Save draft')).toBeNull();
    expect(screen.queryByText('Submit')).toBeNull();
    expect(api.listAuthSections).not.toHaveBeenCalled();
  });

  it('shows the reply of a replied question, read-only', async () => {
    vi.mocked(api.getQuestion).mockResolvedValue({
      code: 200,
      msg: '',
      data: question({ status: 3, submitTime: '2026-11-21 09:30:00', problemReply: 'Yes, hot-dip galvanised only.', replyName: 'Buyer Li', replyPhonenumber: '02055512345', replyTime: '2026-11-21 15:00:00' }),
    });
    const { field } = renderAt('/PersonalCenter/MyQuestionDet?id=40&type=det');
    expect(await shown('Yes, hot-dip galvanised only.')).toBeTruthy();
    for (const text of ['Buyer Li', '02055512345', '2026-11-21 15:00:00', 'Replied']) expect(screen.getByText(text)).toBeTruthy();
    expect(document.querySelectorAll('textarea, input:not([type=hidden])')).toHaveLength(0);
    expect(field('problemDescription')).toBeNull();
    expect(screen.queryByText('Save draft')).toBeNull();
  });

  it('says so when the question does not exist (or is another company’s)', async () => {
    const { RequestError } = await import('../../api/request');
    vi.mocked(api.getQuestion).mockRejectedValue(new RequestError('The question does not exist', 404));
    renderAt('/PersonalCenter/MyQuestionDet?id=999&type=det');
    expect(await shown('The question does not exist or has been deleted')).toBeTruthy();
  });
});
