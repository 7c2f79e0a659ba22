import { useEffect } from 'react';
import { App, message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** How the request layer shows its messages and notifications. */
export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
}

/** antd's static functions until the shell registers the instance of its <App> (theme and locale applied). */
const staticFeedback: Feedback = { message, notification };
let current: Feedback = staticFeedback;

/** The instance messages go through now. */
export const feedback = () => current;

/** Routes the request layer's messages through the given <App> instance; the returned function undoes it. */
export function registerFeedback(instance: Feedback) {
  current = instance;
  return () => {
    if (current === instance) current = staticFeedback;
  };
}

/** Placed inside the shell's <App>: hands the request layer that instance, so its messages follow the theme. */
export function FeedbackBridge() {
  const { message: appMessage, notification: appNotification } = App.useApp();
  useEffect(() => registerFeedback({ message: appMessage, notification: appNotification }), [appMessage, appNotification]);
  return null;
}
