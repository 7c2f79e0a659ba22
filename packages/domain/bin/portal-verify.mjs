#!/usr/bin/env node
// `npx portal-verify receipt.json`: the offline verifier of quotation receipts (docs/verification.md).
import { register } from 'tsx/esm/api';

register();
await import('./verify.ts');
