import type { FeatureMessages } from './define';
import common from './common';

/** Every feature's messages; a new screen adds its file here. */
export const FEATURES: FeatureMessages[] = [common];
