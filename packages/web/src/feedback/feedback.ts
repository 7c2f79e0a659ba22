import { createContext, useContext } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ModalFuncProps } from 'antd';

const MESSAGE = ['success', 'error', 'info', 'warning', 'loading', 'open', 'destroy'] as const;
const NOTIFICATION = ['success', 'error', 'info', 'warning', 'open', 'destroy'] as const;
const MODAL = ['confirm', 'info', 'success', 'error', 'warning'] as const;

/** antd's modal functions (of its `App`, or static). */
type ModalInstance = Record<(typeof MODAL)[number], (props: ModalFuncProps) => unknown>;

/** antd's feedback instances (those of its `App`, or its static functions). */
export interface AntdFeedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalInstance;
}

/** The functions `names` of `T`, called for their effect only: they run once antd's code has arrived. */
type Calls<T, K extends keyof T> = { [P in K]: T[P] extends (...args: infer A) => unknown ? (...args: A) => void : never };

/**
 * How a page tells the user something: antd's message, notification and modal (`App.useApp()`'s), whose code
 * (≈ 32 KB gzip) loads on the first call instead of with every page (docs/decisions/bundle.md).
 */
export interface Feedback {
  message: Calls<MessageInstance, (typeof MESSAGE)[number]>;
  notification: Calls<NotificationInstance, (typeof NOTIFICATION)[number]>;
  modal: Calls<ModalInstance, (typeof MODAL)[number]>;
}

/** Feedback whose calls wait for `load` (asked for on the first call) and then go to what it gives, in order. */
export function deferredFeedback(load: () => Promise<AntdFeedback>): Feedback {
  let loaded: Promise<AntdFeedback> | undefined;
  function group<G extends keyof AntdFeedback>(kind: G, names: readonly string[]) {
    const calls: Record<string, (...args: unknown[]) => void> = {};
    for (const name of names) {
      calls[name] = (...args) => {
        // A load that failed (the network dropped) is tried again by the next call.
        loaded ??= load().catch((error: unknown) => {
          loaded = undefined;
          throw error;
        });
        void loaded.then((antd) => (antd[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[name](...args));
      };
    }
    return calls;
  }
  return {
    message: group('message', MESSAGE) as Feedback['message'],
    notification: group('notification', NOTIFICATION) as Feedback['notification'],
    modal: group('modal', MODAL) as Feedback['modal'],
  };
}

/**
 * antd's static functions, for code outside the shell's provider (unit tests of a single component): they do
 * not follow the portal's theme and locale.
 */
export const staticFeedback = deferredFeedback(() => import('./antdStatic').then((module) => module.antdStatic));

export const FeedbackContext = createContext<Feedback>(staticFeedback);

/** The shell's feedback (theme and language applied), or antd's static functions outside the shell. */
export const useFeedback = () => useContext(FeedbackContext);

let current: Feedback = staticFeedback;

/** The feedback the request layer speaks through now. */
export const feedback = () => current;

/** Routes the request layer's messages through the shell's feedback; the returned function undoes it. */
export function registerFeedback(instance: Feedback) {
  current = instance;
  return () => {
    if (current === instance) current = staticFeedback;
  };
}
