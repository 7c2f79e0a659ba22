import { message, Modal, notification } from 'antd';
import type { AntdFeedback } from './feedback';

/** antd's static feedback functions, loaded by the first call made outside the shell. */
export const antdStatic: AntdFeedback = {
  message,
  notification,
  modal: { confirm: Modal.confirm, info: Modal.info, success: Modal.success, error: Modal.error, warning: Modal.warning },
};
