import { describe } from 'vitest';
import { testApp } from '../test/harness';
import { recomputeCases } from './testSupport';

// PostgreSQL: the database administrator's session_replication_role, the sweep's advisory lock across connections.
const t = await testApp();

describe('amounts and awards recomputed from the committed rounds, on PostgreSQL', () => {
  recomputeCases(t);
});
