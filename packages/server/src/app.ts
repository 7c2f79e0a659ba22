import { existsSync } from 'node:fs';
import { registerLiveHub, type LiveLimits } from './live/stream';
import { liveStateOf } from './quotations/views';
import { useClock } from './sections/clock';
import { clockHooks } from './clockHooks';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@portal/domain';
import type { Config } from './config';
import type { Db } from './db/index';
import type { ObjectStorage } from './files/storage';
import { requestContext } from './http/context';
import { errorHandler, frameworkErrorAnswer, routeNotFoundAnswer } from './http/errorHandler';
import { refuseMalformedText } from './http/wellFormedText';
import { securityHeaders } from './http/securityHeaders';
import { publicCachePlugin } from './cache/publicCache';
import { indexPage } from './firstView/indexPage';
import compress from '@fastify/compress';
import { sectionRoutes } from './sections/routes';
import { isFollowing } from './follows/commands';
import { findSignupId } from './signups/commands';
import { sectionsUpToDate } from './sections/upToDate';
import { dictionaryRoutes } from './dictionaries/routes';
import { fileRoutes } from './files/routes';
import { uploadRoutes } from './files/uploads';
import { settingsRoutes } from './settings/routes';
import { mobileAppRoutes } from './mobileApp/routes';
import { authentication } from './accounts/authentication';
import { accountRoutes } from './accounts/routes';
import { followRoutes } from './follows/routes';
import { certificationRoutes } from './certification/routes';
import { signupRoutes } from './signups/routes';
import { marginRoutes } from './margins/routes';
import { appealRoutes } from './appeals/routes';
import { questionRoutes } from './questions/routes';
import { companyRoutes } from './companies/routes';
import { bidContactRoutes } from './companies/bidContacts';
import { quotationRoutes } from './quotations/routes';
import { receiptKeyDocument, receiptRoutes } from './receipts/routes';
import { transparencyRoutes } from './transparency/routes';
import { useSigningKey } from './signing/key';
import { sectionAdminRoutes } from './sections/adminRoutes';
import { signupAdminRoutes } from './signups/adminRoutes';
import { holdDeposits } from './margins/lifecycle';
import { awardRoutes } from './awards/routes';
import { marginAdminRoutes } from './margins/adminRoutes';
import { questionAdminRoutes } from './questions/inboxRoutes';
import { appealAdminRoutes } from './appeals/adminRoutes';
import { auditRoutes } from './audit/routes';
import { staffSection } from './sections/policy';
import { sectionsWithPricesOpened } from './sections/queries';
import { dictionaryAdminRoutes } from './dictionaries/adminRoutes';
import { accountAdminRoutes } from './accounts/adminRoutes';
import { createMailer, type Mailer } from './mail/mailer';
import { demoMailboxRoutes } from './mail/routes';
import { ocdsRoutes } from './ocds/routes';
import { flagRoutes } from './flags/routes';
import { flagAdminRoutes } from './flags/adminRoutes';
import { analyticsRoutes } from './analytics/routes';
import { notificationRoutes } from './notifications/routes';
import { liveRoutes } from './live/routes';

import { systemClock, type Clock } from './http/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Method and URL of every route, as registered (the OpenAPI test checks each is documented). */
    routeList: { method: string; url: string }[];
    db: Db;
    storage: ObjectStorage;
    clock: Clock;
    config: Config;
    /** Outgoing mail: SMTP when SMTP_URL is set, otherwise the outbox. */
    mailer: Mailer;
  }
}

export interface AppDeps {
  db: Db;
  storage: ObjectStorage;
  config: Config;
  clock?: Clock;
  /** Replaces the mailer chosen from the config. */
  mailer?: Mailer;
  logger?: boolean | object;
  /** Replaces some limits of the live streams (tests). */
  live?: Partial<LiveLimits>;
}

/** The API under /prod-api, every route described in the OpenAPI document at /prod-api/docs. */
async function api(app: FastifyInstance) {
  await app.register(requestContext);
  await app.register(publicCachePlugin);
  await app.register(errorHandler);
  await app.register(refuseMalformedText);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Procurement portal API', version: '1.0.0', description: 'Tenders and price inquiries: public portal, suppliers and buyers.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // indexPrefix: the page at /prod-api/docs (no trailing slash) names its scripts and styles under the API's base.
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: API_BASE });
  await app.register(authentication);
  await app.register(sectionsUpToDate);
  await app.register(sectionRoutes, { callerLinks: { isFollowing, findSignupId } });
  await app.register(dictionaryRoutes);
  await app.register(fileRoutes);
  await app.register(uploadRoutes);
  await app.register(settingsRoutes);
  await app.register(mobileAppRoutes);
  await app.register(accountRoutes);
  await app.register(followRoutes);
  await app.register(certificationRoutes);
  await app.register(signupRoutes);
  await app.register(marginRoutes);
  await app.register(appealRoutes);
  await app.register(questionRoutes);
  await app.register(companyRoutes);
  await app.register(bidContactRoutes);
  // The buyer workbench (/admin/…), one plugin per resource.
  await app.register(sectionAdminRoutes);
  await app.register(signupAdminRoutes, { deposits: { hold: holdDeposits } });
  await app.register(awardRoutes);
  await app.register(marginAdminRoutes);
  await app.register(questionAdminRoutes);
  await app.register(appealAdminRoutes);
  await app.register(auditRoutes, { sections: { mayRead: staffSection, pricesOpened: sectionsWithPricesOpened } });
  await app.register(dictionaryAdminRoutes);
  await app.register(accountAdminRoutes);
  await app.register(quotationRoutes);
  await app.register(ocdsRoutes);
  await app.register(flagRoutes);
  await app.register(flagAdminRoutes);
  await app.register(analyticsRoutes);
  await app.register(notificationRoutes);
  await app.register(liveRoutes);
  await app.register(receiptRoutes);
  await app.register(transparencyRoutes);
  if (app.config.demoMode) await app.register(demoMailboxRoutes);
}

/**
 * Cache-Control of the SPA's files: hashed assets never change (a year, immutable), index.html is revalidated
 * every time (it names the current assets), anything else (icons, the app package page) an hour.
 */
export function spaCacheControl(path: string): string {
  const normalized = path.replace(/\\/g, '/');
  if (normalized.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (normalized.endsWith('/index.html') || normalized === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/** Serves the built SPA; any other GET that is not a file falls back to index.html (history mode). */
async function spa(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('Cache-Control', spaCacheControl(path)),
  });
  // index.html with the first view of the page and its answers, revalidated with its ETag (firstView/indexPage.ts).
  const sendIndex = indexPage(app, root);
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send();
    const path = request.url.split('?')[0];
    if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) return reply.sendFile(path.slice(1));
    return sendIndex(request, reply);
  });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // A URL that cannot be decoded or a path parameter over maxParamLength: {code, msg} like every answer.
    frameworkErrors: frameworkErrorAnswer,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('storage', deps.storage);
  app.decorate('config', deps.config);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('mailer', deps.mailer ?? createMailer(deps.config, deps.db, app.log, app.clock));
  app.decorate('routeList', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.routeList.push({ method, url: route.url });
  });

  useClock(deps.db, { quotingSettleMs: deps.config.quotingSettleMs, hooks: clockHooks(deps.db) });
  registerLiveHub(app, liveStateOf, deps.live);
  if (deps.config.receiptSigningKey) useSigningKey(deps.db, deps.config.receiptSigningKey);
  await app.register(securityHeaders);
  // JSON and assets above 1 KB in brotli or gzip; cached public answers come compressed already (publicCache).
  await app.register(compress, { threshold: 1024 });
  await app.register(api, { prefix: API_BASE });
  await app.register(receiptKeyDocument);
  const dist = deps.config.webDist;
  if (dist && existsSync(join(dist, 'index.html'))) await app.register(spa, { root: dist });
  else app.setNotFoundHandler(routeNotFoundAnswer);
  return app;
}
