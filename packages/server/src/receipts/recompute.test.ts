import { describe } from 'vitest';
import { testApp } from '../test/harness';
import { recomputeCases } from './testSupport';

const t = await testApp();

describe('amounts and awards recomputed from the committed rounds, on the database the tests run on', () => {
  recomputeCases(t);
});
