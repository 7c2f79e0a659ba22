import type { Locale } from '@portal/domain';

/** Nested messages of one feature. */
export type MessageTree = { [key: string]: string | MessageTree };

/**
 * Messages of one feature in the three languages. Each feature keeps its own file (i18n/<feature>.ts),
 * so the zh, en and lo texts of a screen sit side by side; a test checks that the three have the same keys.
 */
export interface FeatureMessages<T extends MessageTree = MessageTree> {
  namespace: string;
  messages: Record<Locale, T>;
}

export const defineMessages = <T extends MessageTree>(namespace: string, messages: Record<Locale, T>): FeatureMessages<T> => ({
  namespace,
  messages,
});
