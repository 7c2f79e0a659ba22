import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../../components/PasswordStrength';
import { usePasswordChange, type PasswordValues } from '../../hooks/useProfile';
import styles from './personal.module.css';

/** Change password (part 2 §2, §5): old, new and confirmation. */
export default function PasswordModification() {
  const { t } = useTranslation();
  const { form, save, saving, rules } = usePasswordChange();
  const newPassword = Form.useWatch('newPassword', form);
  const label = (key: string) => t(`personal.password.${key}`);

  return (
    <>
      <h1 className={styles.title}>{t('personal.menu.password')}</h1>
      <Form<PasswordValues>
        form={form}
        className={styles.form}
        labelCol={{ flex: '200px' }}
        labelWrap
        // From a width of 0, not of its content: the new password's one-line hint pushed the field under its label.
        wrapperCol={{ flex: '1 1 0' }}
        // A refused save puts the focus in the first field refused, to type it again there.
        scrollToFirstError={{ block: 'center', focus: true }}
        onFinish={save}
      >
        <Form.Item name="oldPassword" label={label('oldPassword')} {...rules.item('oldPassword')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={label('newPassword')}
          {...rules.item('newPassword')}
          extra={<PasswordStrength password={newPassword} />}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={label('confirmPassword')} dependencies={['newPassword']} {...rules.item('confirmPassword')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {label('save')}
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
