import { z } from 'zod';
import { CODE_DELIVERIES, envelope } from '@portal/domain';

/** Answers of the account calls; request bodies are the domain schemas (packages/domain/src/accounts.ts). */

/** GET /captchaImage. */
export const captchaAnswer = envelope({
  /** false when CAPTCHA_ENABLED=false: the client hides the field and the flows skip the check. */
  captchaEnabled: z.boolean(),
  /** Id of the image, sent back with the answer; empty when captcha is off. */
  uuid: z.string(),
  /** The image as a data URI (data:image/svg+xml;base64,…); empty when captcha is off. */
  img: z.string(),
});

/** POST /login and POST /bidCompany/identityVerification. */
export const tokenAnswer = envelope({
  /** Session token (login) or single-use reset token (identity verification). */
  token: z.string(),
});

/** GET /getInfo: the signed-in user. */
export const userInfoAnswer = envelope({
  data: z.object({
    /** User id. */
    id: z.number(),
    /** User name (the phone number for self-registered suppliers). */
    userName: z.string(),
    /** Contact name, shown as the user's name. */
    nickName: z.string(),
    /** Company id of a supplier (also set for individuals); null for buyer staff and admins. */
    supplierId: z.number().nullable(),
    /** Company name of a supplier (the person's name for individuals). */
    supplierName: z.string().nullable(),
    /** Taxpayer identification number of a supplier company. */
    tin: z.string().nullable(),
    /** E-mail address. */
    email: z.string().nullable(),
    /** Mobile phone. */
    phonenumber: z.string().nullable(),
    /** 0 enterprise, 1 individual; null for buyer staff and admins. */
    operationUserType: z.number().nullable(),
  }),
  /** One of supplier, buyer, admin. */
  roles: z.array(z.string()),
  /** Permission strings (module:resource:action, * for any). */
  permissions: z.array(z.string()),
  /** Whether the user belongs to a client company: an enterprise supplier. */
  isClientCompany: z.boolean(),
});

/** GET /system/user/profile/getInfo. */
export const profileAnswer = envelope({
  data: z.object({
    /** Contact name. */
    nickName: z.string(),
    /** User name. */
    userName: z.string(),
    /** Name of the user's company (the person's name for individuals). */
    supplierName: z.string().nullable(),
    /** Taxpayer identification number of the company. */
    tin: z.string().nullable(),
    /** Mobile phone. */
    phonenumber: z.string().nullable(),
    /** E-mail address. */
    email: z.string().nullable(),
  }),
});

/** Answers that carry only the result and its message. */
export const plainAnswer = envelope({});

/** The answer to a code sent by e-mail. */
export const codeSentAnswer = envelope({
  /** Where the code can be read: mail (the inbox), demoMailbox (the demo mailbox), notShown (nowhere: a demo server without mail). */
  delivery: z.enum(CODE_DELIVERIES),
});
