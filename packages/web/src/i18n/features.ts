import type { FeatureMessages } from './define';
import common from './common';
import serverMessages from './serverMessages';

/** Every feature's messages; a new screen adds its file here. */
export const FEATURES: FeatureMessages[] = [common, serverMessages];
