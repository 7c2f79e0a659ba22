import { describe } from 'vitest';
import { testApp } from '../test/harness';
import { tamperCases } from './testSupport';

// PostgreSQL: the database administrator's session_replication_role, several connections (issue 24's cases as found).
const t = await testApp();

describe('stored rounds changed behind the portal, on PostgreSQL', () => {
  tamperCases(t);
});
