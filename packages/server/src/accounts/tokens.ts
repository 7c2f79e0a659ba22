import { createHash, randomBytes } from 'node:crypto';

/** A new secret of 256 random bits, as base64url text (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its SHA-256, so a leaked table opens no session. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether text has the shape of a token from newToken (cheap check before a database look-up). */
export const looksLikeToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);
