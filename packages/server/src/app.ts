import { existsSync } from 'node:fs';
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
import { errorHandler } from './http/errorHandler';
import { sectionRoutes } from './sections/routes';
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
import { adminRoutes } from './admin/routes';
import { createMailer, type Mailer } from './mail/mailer';
import { demoMailboxRoutes } from './mail/routes';

/** Source of the current time; tests pass a controllable one. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

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
}

/** The API under /prod-api, every route described in the OpenAPI document at /prod-api/docs. */
async function api(app: FastifyInstance) {
  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Procurement portal API', version: '1.0.0', description: 'Tenders and price inquiries: public portal, suppliers and buyers.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(authentication);
  await app.register(sectionRoutes);
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
  await app.register(adminRoutes);
  await app.register(quotationRoutes);
  if (app.config.demoMode) await app.register(demoMailboxRoutes);
}

/** Serves the built SPA; any other GET that is not a file falls back to index.html (history mode). */
async function spa(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send();
    const path = request.url.split('?')[0];
    if (path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile(path.slice(1), { maxAge: '365d', immutable: path.startsWith('/assets/') });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { maxAge: 0 });
  });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
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

  await app.register(api, { prefix: API_BASE });
  const dist = deps.config.webDist;
  if (dist && existsSync(join(dist, 'index.html'))) await app.register(spa, { root: dist });
  return app;
}
