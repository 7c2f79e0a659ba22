import type { FeatureMessages } from './define';
import common from './common';
import serverMessages from './serverMessages';
import accounts from './accounts';
import personal from './personal';
import nav from './nav';
import shell from './shell';
import home from './home';
import projects from './projects';
import announcement from './announcement';
import certification from './certification';
import bids from './bids';
import questions from './questions';
import quotation from './quotation';
import admin from './admin';
import notify from './notifications';
import receipts from './receipts';
import analytics from './analytics';
import transparency from './transparency';
import flags from './flags';

/** Every feature's messages; a new screen adds its file here. */
export const FEATURES: FeatureMessages[] = [common, serverMessages, accounts, personal, nav, shell, home, projects, announcement, certification, questions, bids, quotation, admin, notify, receipts, analytics, transparency, flags];
