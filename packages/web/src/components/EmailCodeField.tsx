import { useLayoutEffect, useRef } from 'react';
import { Button, Form, Input, type FormItemProps, type InputRef } from 'antd';
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
 * to the demo mailbox where the code can be read. The button is disabled while the wait runs: when it had the
 * focus as it sent the code, the focus moves into the code's input, where the code is typed next, instead of
 * falling to the top of the page.
 */
export function EmailCodeField({ label, rules, emailCode, email, onSend }: EmailCodeFieldProps) {
  const input = useRef<InputRef>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Whether the button had the focus when it was last pressed. */
  const pressedWithFocus = useRef(false);
  useLayoutEffect(() => {
    if (emailCode.waiting && pressedWithFocus.current) input.current?.focus();
    pressedWithFocus.current = false;
  }, [emailCode.waiting]);
  const send = () => {
    pressedWithFocus.current = document.activeElement === button.current;
    onSend();
  };
  return (
    <Form.Item label={label} htmlFor="smsCode" required={rules.required} extra={<DemoMailboxLink email={email} />}>
      <div className={styles.codeRow}>
        <Form.Item name="smsCode" noStyle {...rules}>
          <Input ref={input} autoComplete="one-time-code" />
        </Form.Item>
        <Button ref={button} className={styles.codeButton} disabled={emailCode.disabled(email)} onClick={send}>
          {emailCode.label}
        </Button>
      </div>
    </Form.Item>
  );
}
