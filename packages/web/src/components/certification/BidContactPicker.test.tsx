import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { FeedbackProvider } from '../../feedback/FeedbackProvider';
import { setUpComponentTests } from '../../testing/componentTest';
import * as certification from '../../api/certification';
import { BidContactPicker } from './BidContactPicker';

vi.mock('../../api/certification', () => ({ listBidContacts: vi.fn() }));

/** Twelve contacts of the company: 10 on the first page, 2 on the second; the fourth is disabled. */
const everyone = Array.from({ length: 12 }, (_, i) => ({ bpmId: i + 1, userName: `Contact ${i + 1}`, business: null, status: i === 3 ? 0 : 1 }));

function answerLikeTheServer() {
  vi.mocked(certification.listBidContacts).mockImplementation(async ({ pageNum, pageSize, userName }) => {
    const matching = everyone.filter((c) => !userName || c.userName.includes(userName));
    return { code: 200, msg: '', rows: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: matching.length };
  });
}

/** The picker as step 2 of the wizard holds it: a bpmNameStr control beside the hidden bpmIdStr. */
function renderPicker(initial: Record<string, string> = {}, readOnly = false) {
  const ref: { form?: FormInstance } = {};
  function Host() {
    const [form] = Form.useForm();
    ref.form = form;
    return (
      <Form form={form} initialValues={initial}>
        <Form.Item name="bpmIdStr" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="bpmNameStr" label="Bid contacts">
          <BidContactPicker readOnly={readOnly} />
        </Form.Item>
      </Form>
    );
  }
  render(
    <FeedbackProvider>
      <Host />
    </FeedbackProvider>,
  );
  return ref;
}

/** The contact's row in the dialog's table (the chosen names also show beside the button). */
const rowOf = (name: string) => within(screen.getByRole('dialog')).getByText(name).closest('tr') as HTMLElement;
const checkboxOf = (name: string) => within(rowOf(name)).getByRole('checkbox') as HTMLInputElement;

setUpComponentTests();

describe('bid contact picker', () => {
  it('pages the contacts by 10, searches by name and fills bpmIdStr and bpmNameStr with the chosen ones', async () => {
    answerLikeTheServer();
    const ref = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: /choose bid contacts/i }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Contact 10');
    expect(certification.listBidContacts).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10, userName: undefined });
    expect(within(dialog).queryByText('Contact 11')).toBeNull();
    fireEvent.click(checkboxOf('Contact 2'));

    // The second page keeps the first page's choice.
    fireEvent.click(within(dialog).getByTitle('2'));
    await within(dialog).findByText('Contact 11');
    expect(certification.listBidContacts).toHaveBeenLastCalledWith({ pageNum: 2, pageSize: 10, userName: undefined });
    fireEvent.click(checkboxOf('Contact 12'));

    // A search by name starts again at page 1 with the name sent.
    fireEvent.change(within(dialog).getByPlaceholderText('Search by name'), { target: { value: ' Contact 1 ' } });
    fireEvent.keyDown(within(dialog).getByPlaceholderText('Search by name'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(certification.listBidContacts).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10, userName: 'Contact 1' }));
    await waitFor(() => expect(within(dialog).queryByText('Contact 2')).toBeNull());
    expect(checkboxOf('Contact 12').checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(ref.form!.getFieldsValue()).toEqual({ bpmIdStr: '2,12', bpmNameStr: 'Contact 2,Contact 12' }));
    expect(await screen.findByText('Contact 2,Contact 12')).toBeTruthy();
  }, 30_000);

  it('shows an inactive contact as disabled and does not let it be chosen', async () => {
    answerLikeTheServer();
    const ref = renderPicker();
    fireEvent.click(screen.getByRole('button', { name: /choose bid contacts/i }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Contact 4');
    expect(within(rowOf('Contact 4')).getByText('Disabled')).toBeTruthy();
    expect(within(rowOf('Contact 1')).getByText('Active')).toBeTruthy();
    expect(checkboxOf('Contact 4').disabled).toBe(true);
    expect(checkboxOf('Contact 1').disabled).toBe(false);
    fireEvent.click(checkboxOf('Contact 4'));
    expect(checkboxOf('Contact 4').checked).toBe(false);

    // Choosing the whole page leaves the inactive one out.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /select all/i }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(ref.form!.getFieldValue('bpmIdStr')).toBe('1,2,3,5,6,7,8,9,10'));
  }, 30_000);

  it('opens with the stored choice ticked and keeps it when cancelled', async () => {
    answerLikeTheServer();
    const ref = renderPicker({ bpmIdStr: '3', bpmNameStr: 'Contact 3' });
    expect(screen.getByText('Contact 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /choose bid contacts/i }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Contact 5');
    expect(checkboxOf('Contact 3').checked).toBe(true);
    fireEvent.click(checkboxOf('Contact 5'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ref.form!.getFieldsValue()).toEqual({ bpmIdStr: '3', bpmNameStr: 'Contact 3' });
  }, 30_000);

  it('only shows the chosen names when read-only', () => {
    renderPicker({ bpmIdStr: '3', bpmNameStr: 'Contact 3' }, true);
    expect(screen.getByText('Contact 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /choose bid contacts/i })).toBeNull();
    expect(certification.listBidContacts).not.toHaveBeenCalled();
  });
});
