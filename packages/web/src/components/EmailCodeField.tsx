import { Button, Form, Input, type FormItemProps } from 'antd';
import type { useEmailCode } from '../hooks/useEmailCode';
import { DemoMailboxLink } from './DemoMailboxLink';
import styles from './EmailCodeField.module.css';

interface EmailCodeFieldProps {
  label: string;
  /** Rules of the code field and whether it is required (the asterisk). */
  rules: Pick<FormItemProps, 'rules' | 'required'>;
  /** The send button's state (countdown, sending). */
  emailCode: ReturnType<typeof useEmailCode>;
  /** The address the code goes to; the button stays disabled without one. */
  email: string | undefined;
  onSend: () => void;
}

/**
 * The e-mail code input (`smsCode`) with its send button and 120 s countdown (part 1 §4); in demo mode a link
 * to the demo mailbox where the code can be read.
 */
export function EmailCodeField({ label, rules, emailCode, email, onSend }: EmailCodeFieldProps) {
  return (
    <Form.Item label={label} htmlFor="smsCode" required={rules.required} extra={<DemoMailboxLink email={email} />}>
      <div className={styles.codeRow}>
        <Form.Item name="smsCode" noStyle {...rules}>
          <Input autoComplete="one-time-code" />
        </Form.Item>
        <Button className={styles.codeButton} disabled={emailCode.disabled(email)} onClick={onSend}>
          {emailCode.label}
        </Button>
      </div>
    </Form.Item>
  );
}
