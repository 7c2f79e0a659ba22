import type { Db } from '../db/index';
import { AppError, warning } from '../http/errors';
import { checkCaptcha } from './captcha';
import { accountKey, countFailure, readAttempts, recordSuccess, type AttemptState, type LoginClient } from './loginAttempts';
import { verifyPassword, verifyWithoutAccount } from './passwords';
import { createSession } from './sessions';
import { findUserByAccount } from './users';

export interface SignInContext {
  now: Date;
  /** Session idle limit in minutes. */
  idleMinutes: number;
  /** Whether a captcha may be asked for (CAPTCHA_ENABLED). */
  captchaEnabled: boolean;
  /** The app's password hash cost (config.passwordHashCost): an unknown account costs the time of one check at it. */
  hashCost: number;
}

/** What the caller typed. */
export interface Credentials {
  /** User name, phone number or e-mail address. */
  account: string;
  password: string;
  /** Captcha text and image id, needed once a refusal said captchaRequired. */
  code?: string;
  uuid?: string;
}

/** A session's token and the device cookie to give the browser. */
export interface SignedIn {
  token: string;
  deviceToken: string;
}

/** A refusal that tells the client whether the next try needs a captcha. */
const refusal = (error: AppError, captchaRequired: boolean) =>
  new AppError(error.code, error.key, error.params, captchaRequired ? { captchaRequired: true } : {});

/**
 * Signs in with a user name, phone number or e-mail address. A wrong password and an unknown account get
 * the same answer after the same work (a scrypt check either way), so neither the message nor the time tells
 * whether the account exists; a disabled account is named only to whoever gives its right password.
 *
 * Wrong passwords slow down the client that makes them (loginAttempts.ts): after a few, every try waits
 * longer (refused with the seconds left, without checking anything) and needs a captcha. Nothing locks the
 * account itself, and the owner's known browser is counted apart from strangers.
 */
export async function signIn(db: Db, credentials: Credentials, client: LoginClient, context: SignInContext): Promise<SignedIn> {
  const { now } = context;
  const user = await findUserByAccount(db, credentials.account);
  const key = accountKey(user?.id, credentials.account);
  const state: AttemptState = await readAttempts(db, key, client, user?.id, now);
  const captchaRequired = context.captchaEnabled && state.captchaRequired;
  if (state.waitMs > 0) throw refusal(warning('loginWait', { seconds: Math.ceil(state.waitMs / 1000) }), captchaRequired);
  if (captchaRequired) {
    try {
      await checkCaptcha(db, credentials.uuid, credentials.code, now);
    } catch (error) {
      throw error instanceof AppError ? refusal(error, true) : error;
    }
  }
  const right = user ? await verifyPassword(credentials.password, user.password_hash) : await verifyWithoutAccount(credentials.password, context.hashCost);
  if (!user || !right) {
    const counted = await countFailure(db, key, state, user?.id, now);
    throw refusal(warning('loginFailed'), context.captchaEnabled && counted.captchaRequired);
  }
  if (user.status !== 0) throw warning('accountDisabled');
  const deviceToken = await recordSuccess(db, key, state, client, user.id, now);
  return { token: await createSession(db, user.id, now, context.idleMinutes), deviceToken };
}
