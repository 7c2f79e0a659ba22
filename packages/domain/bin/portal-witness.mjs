#!/usr/bin/env node
// `npx portal-witness --portal https://host`: a witness of the portal's transparency log (docs/verification.md).
import { register } from 'tsx/esm/api';

register();
await import('./witnessCli.ts');
