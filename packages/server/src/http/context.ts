import fp from 'fastify-plugin';
import { parseLocale, translate, type Locale, type MessageKey } from '@portal/domain';
import { parseTimezone } from './time';
import { arrivalOf, ProxyClockWatch } from './arrival';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of `msg` and of localized labels, from Content-Language. */
    locale: Locale;
    /** Time zone times are written in, from Accept-Timezone. */
    timezone: string;
    /** Translates a catalogue message into the request's language. */
    t(key: MessageKey, params?: Record<string, string | number>): string;
    /**
     * When the request reached this process (the application clock), taken in the first hook, before the
     * body is read and before any queue (the connection pool, a lock): quotation rounds are judged by it. With
     * ARRIVAL_FROM_PROXY, the reverse proxy's stamp (X-Request-Start) where it is within a second before (arrival.ts).
     */
    arrivalTime: Date;
  }
  interface FastifyContextConfig {
    /**
     * Called in the first hook of the route's requests, right after `arrivalTime` is taken, before any hook that
     * waits for the database (the session check): a quotation round notes itself as in flight there.
     */
    onArrival?: (request: FastifyRequest) => void;
  }
}

/** Reads the language and time-zone headers of every request (DESIGN.md §2). */
export const requestContext = fp(async (app) => {
  app.decorateRequest('locale', 'zh');
  app.decorateRequest('timezone', '');
  app.decorateRequest('t', function (this: { locale: Locale }, key: MessageKey, params?: Record<string, string | number>) {
    return translate(key, this.locale, params);
  });
  app.decorateRequest('arrivalTime', null as unknown as Date);
  // With ARRIVAL_FROM_PROXY, a proxy whose clock is off is reported (arrival.ts).
  const proxyClock = new ProxyClockWatch((message, leastLeadMs) => app.log.warn({ leastLeadMs }, message));
  app.addHook('onRequest', async (request) => {
    request.arrivalTime = arrivalOf(app.clock.now(), request.headers['x-request-start'], app.config.arrivalFromProxy, proxyClock);
    request.routeOptions.config.onArrival?.(request);
    request.locale = parseLocale(request.headers['content-language'] as string | undefined);
    request.timezone = parseTimezone(request.headers['accept-timezone'] as string | undefined);
  });
});
