import { describe } from 'vitest';
import { testApp } from '../test/harness';
import { tamperCases } from './testSupport';

const t = await testApp();

describe('stored rounds changed behind the portal, on the database the tests run on', () => {
  tamperCases(t);
});
