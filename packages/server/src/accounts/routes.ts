import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordSchema,
  identityVerificationSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sendEmailCodeSchema,
  updateProfileSchema,
} from '@portal/domain';
import { AppError, failure, ResultCode } from '../http/errors';
import { dataOf } from '../http/present';
import { currentUser, requireUser } from '../http/guards';
import { issueCaptcha } from './captcha';
import { CODE_SENT_MESSAGES, codeDelivery, EMAIL_CODE_VALID_MINUTES, issueEmailCode, withdrawEmailCode } from './emailCodes';
import { DEMO_EMAIL_DOMAIN } from './demoAccounts';
import { signIn } from './login';
import { DEVICE_COOKIE, deviceCookie, readCookie } from './deviceCookie';
import { resetPassword, verifyIdentity } from './passwordReset';
import { presentProfile, presentUserInfo } from './presenter';
import { changePassword, updateContact } from './profile';
import { limitPerAddress, limitPerUser } from './rateLimits';
import { registerSupplier } from './registration';
import { captchaAnswer, codeSentAnswer, plainAnswer, profileAnswer, tokenAnswer, userInfoAnswer } from './schema';
import { revokeSession } from './sessions';
import { findUserById } from './users';

const tags = ['accounts'];
const bearer = [{ bearer: [] }];

/** Account calls of part 1 §7: registration, e-mail codes, login and session, forgot password, profile. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadCaller = async (id: number) => {
    const user = await findUserById(app.db, id);
    if (!user) throw new AppError(ResultCode.unauthorized, 'unauthorized');
    return user;
  };

  app.get(
    '/captchaImage',
    { schema: { tags, summary: 'New captcha image (forgot password)', response: { 200: captchaAnswer } }, preHandler: limitPerAddress('captcha') },
    async (request) => {
      if (!app.config.captchaEnabled) return { code: 200, msg: request.t('success'), captchaEnabled: false, uuid: '', img: '' };
      const { uuid, img } = await issueCaptcha(app.db, app.clock.now());
      return { code: 200, msg: request.t('success'), captchaEnabled: true, uuid, img };
    },
  );

  app.post(
    '/smsSendEmail',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit code to an e-mail address (one per address per 120 s); the answer says where it can be read',
        querystring: sendEmailCodeSchema,
        response: { 200: codeSentAnswer },
      },
      preHandler: limitPerAddress('emailCode'),
    },
    async (request) => {
      const { email } = request.query;
      const issued = await issueEmailCode(app.db, email, app.clock.now());
      try {
        await app.mailer.send({
          to: email,
          subject: request.t('mailCodeSubject'),
          text: request.t('mailCodeText', { code: issued.code, minutes: EMAIL_CODE_VALID_MINUTES }),
        });
      } catch (error) {
        await withdrawEmailCode(app.db, issued.id);
        request.log.error({ err: error }, 'the e-mail code could not be sent');
        throw failure('mailSendFailed');
      }
      const delivery = codeDelivery(app.config, email);
      return { code: 200, msg: request.t(CODE_SENT_MESSAGES[delivery], { domain: `@${DEMO_EMAIL_DOMAIN}` }), delivery };
    },
  );

  app.post(
    '/bidCompany/register',
    {
      schema: { tags, summary: 'Register a supplier (unit or personal)', body: registerSchema, response: { 200: plainAnswer } },
      preHandler: limitPerAddress('register'),
    },
    async (request) => {
      await registerSupplier(app.db, request.body, app.clock.now(), app.config.passwordHashCost);
      return { code: 200, msg: request.t('registerSuccess') };
    },
  );

  app.post(
    '/login',
    { schema: { tags, summary: 'Sign in with user name, phone or e-mail; a refusal says captchaRequired when the next try needs a captcha', body: loginSchema, response: { 200: tokenAnswer } }, preHandler: limitPerAddress('login') },
    async (request, reply) => {
      const { username, password, code, uuid } = request.body;
      const { token, deviceToken } = await signIn(
        app.db,
        { account: username, password, code, uuid },
        { address: request.ip, deviceToken: readCookie(request, DEVICE_COOKIE) },
        { now: app.clock.now(), idleMinutes: app.config.sessionIdleMinutes, captchaEnabled: app.config.captchaEnabled, hashCost: app.config.passwordHashCost },
      );
      reply.header('set-cookie', deviceCookie(request, deviceToken));
      return { code: 200, msg: request.t('loginSuccess'), token };
    },
  );

  app.get(
    '/getInfo',
    { schema: { tags, summary: 'The signed-in user with roles and permissions', security: bearer, response: { 200: userInfoAnswer } }, onRequest: requireUser },
    async (request) => ({ code: 200, msg: request.t('success'), ...presentUserInfo(await loadCaller(currentUser(request).id)) }),
  );

  app.get('/logout', { schema: { tags, summary: 'End the current session', security: bearer, response: { 200: plainAnswer } } }, async (request) => {
    if (request.user) {
      await revokeSession(app.db, request.user.sessionHash);
      // This process's live streams of the session end now; other processes' at their next session check.
      app.liveHub.endSession(request.user.sessionHash);
    }
    return { code: 200, msg: request.t('logoutSuccess') };
  });

  app.post(
    '/bidCompany/identityVerification',
    {
      schema: { tags, summary: 'Forgot password, step 0: captcha and e-mail code give a reset token', body: identityVerificationSchema, response: { 200: tokenAnswer } },
      preHandler: limitPerAddress('passwordReset'),
    },
    async (request) => {
      const token = await verifyIdentity(app.db, request.body, app.clock.now(), app.config.captchaEnabled);
      return { code: 200, msg: request.t('success'), token };
    },
  );

  app.post(
    '/bidCompany/resetPwd',
    {
      schema: { tags, summary: 'Forgot password, step 1: set the new password; ends all sessions', body: resetPasswordSchema, response: { 200: plainAnswer } },
      preHandler: limitPerAddress('passwordReset'),
    },
    async (request) => {
      await resetPassword(app.db, request.body, app.clock.now(), app.config.passwordHashCost);
      return { code: 200, msg: request.t('passwordResetSuccess') };
    },
  );

  app.get(
    '/system/user/profile/getInfo',
    { schema: { tags, summary: 'Profile of the signed-in user', security: bearer, response: { 200: profileAnswer } }, onRequest: requireUser },
    async (request) => dataOf(presentProfile(await loadCaller(currentUser(request).id)), request.t('success')),
  );

  app.post(
    '/system/user/profile/updateInfo',
    {
      schema: { tags, summary: 'Change e-mail address and phone number; a new e-mail address needs the code sent to it', security: bearer, body: updateProfileSchema, response: { 200: plainAnswer } },
      onRequest: requireUser,
    },
    async (request) => {
      await updateContact(app.db, currentUser(request).id, request.body, app.clock.now());
      return { code: 200, msg: request.t('profileSaved') };
    },
  );

  app.put(
    '/system/user/profile/updatePwd',
    {
      schema: { tags, summary: 'Change password; ends the other sessions', security: bearer, body: changePasswordSchema, response: { 200: plainAnswer } },
      onRequest: requireUser,
      preHandler: limitPerUser('passwordChange'),
    },
    async (request) => {
      const user = currentUser(request);
      await changePassword(app.db, user, request.body, app.clock.now(), app.config.passwordHashCost);
      app.liveHub.endUserSessions(user.id, user.sessionHash);
      return { code: 200, msg: request.t('passwordChanged') };
    },
  );
};
