import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { API_BASE_PATH, type DatabaseEngine } from '@foleni/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { DatabaseHandle, Db } from './db/database';
import { AppError } from './errors/app-error';
import { answerFrameworkError, registerErrorHandler } from './errors/error-handler';
import { refuseNulInRequest } from './errors/validation';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { createBackgroundQueue } from './lib/background-queue';
import { createRateLimiter } from './lib/rate-limit';
import { COMPRESS_FROM_BYTES } from './lib/serialized-answer';
import { createMailer, type Mailer } from './mail/mailer';
import { registerAuthGuard } from './modules/auth/auth.guard';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createAccessTokens } from './modules/auth/auth.tokens';
import { createPaymentProviders, payOnBoarding } from './modules/bookings/bookings.payments';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { createBookingsService } from './modules/bookings/bookings.service';
import { complaintsRoutes } from './modules/complaints/complaints.routes';
import { createComplaintsService } from './modules/complaints/complaints.service';
import { gtfsRoutes } from './modules/gtfs/gtfs.routes';
import { createGtfsService } from './modules/gtfs/gtfs.service';
import { healthRoutes } from './modules/health/health.routes';
import { registerIdempotency } from './modules/idempotency/idempotency.hooks';
import { journeysRoutes } from './modules/journeys/journeys.routes';
import { createJourneysService } from './modules/journeys/journeys.service';
import { createLiveLines } from './modules/journeys/live-lines';
import { membersRoutes } from './modules/members/members.routes';
import { createMembersService } from './modules/members/members.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import {
  createNotificationsService,
  emailSender,
  type NotificationSender,
} from './modules/notifications/notifications.service';
import { createMpesa } from './modules/payments/mpesa';
import { mpesaProvider } from './modules/payments/mpesa.provider';
import {
  paymentsRoutes,
  registerConfiguredCallback,
  saccoPaymentsRoutes,
} from './modules/payments/payments.routes';
import { plansRoutes } from './modules/payments/plans.routes';
import { createPlansService, PLAN_REMINDER_JOB } from './modules/payments/plans.service';
import { createSaccoPaymentsService } from './modules/payments/sacco-payments.service';
import { placesRoutes } from './modules/places/places.routes';
import { createPlacesService } from './modules/places/places.service';
import { queueRoutes } from './modules/queue/queue.routes';
import { createQueueService } from './modules/queue/queue.service';
import { regionsRoutes } from './modules/regions/regions.routes';
import { createRegionsService } from './modules/regions/regions.service';
import { routesRoutes } from './modules/routes/routes.routes';
import { createRoutesService } from './modules/routes/routes.service';
import { saccosRoutes } from './modules/saccos/saccos.routes';
import { createSaccosService } from './modules/saccos/saccos.service';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { queueAlertSms, queueComplaintSms } from './modules/sms/sms.alerts';
import { smsRoutes } from './modules/sms/sms.routes';
import { createSmsSender } from './modules/sms/sms.sender';
import { createSmsService, registerSmsJobs } from './modules/sms/sms.service';
import { stationsRoutes } from './modules/stations/stations.routes';
import { createStationsService } from './modules/stations/stations.service';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { ussdGatewayRoutes, ussdPinRoutes } from './modules/ussd/ussd.routes';
import { createUssdService } from './modules/ussd/ussd.service';
import { vehiclesRoutes } from './modules/vehicles/vehicles.routes';
import { createVehiclesService } from './modules/vehicles/vehicles.service';
import { registerApiDocs } from './openapi/api-docs';
import { rewriteAliasedUrl } from './openapi/url-aliases';
import {
  createInProcessBus,
  createPostgresBus,
  NETWORK_CHANNEL,
  type RealtimeBus,
} from './realtime/bus';
import { createEventStreams } from './realtime/sse';
import { createUploadStore, UPLOAD_MAX_FILE_BYTES } from './storage/uploads';
import { registerWebApp, WEB_FILE_ROUTES } from './web/web.static';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbEngine: DatabaseEngine;
    /** Durable work after a commit; tests run it with `app.jobs.runDue()`. */
    jobs: JobRunner;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to SMTP or the outbox, as configured. */
  mailer?: Mailer;
  /** Where log lines go; standard output unless a test reads them. */
  logDestination?: { write(line: string): void };
}

/** Builds the whole application without listening, so tests can drive it with `inject`. */
export async function buildApp({
  config,
  database,
  mailer: givenMailer,
  logDestination,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Silent means no logger at all: pino would still make a child logger for every request.
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(logDestination ? { stream: logDestination } : {}),
          },
    // Only the configured proxies may say who the client is (X-Forwarded-For): believed from
    // anyone, it would let each client pick the address the rate limits and audit log see.
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    rewriteUrl: rewriteAliasedUrl,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  app.addHook('onClose', () => database.close());
  closeConnectionsWhenDraining(app);
  registerErrorHandler(app);
  app.addHook('preValidation', refuseNulInRequest);

  const mailer = givenMailer ?? createMailer(config, app.log);
  app.addHook('onClose', async () => mailer.close());
  const tokens = createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  registerAuthGuard(app, tokens);
  const jobs = createJobRunner({
    db: database.db,
    engine: database.engine,
    log: app.log,
    pollMs: config.jobPollMs,
  });
  app.decorate('jobs', jobs);
  // Handlers are registered while the app is built; the runner starts once they all are.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  // Before compression (below): a change's stored answer is its JSON, not the compressed bytes.
  registerIdempotency(app, { db: database.db, log: app.log });
  const background = createBackgroundQueue(app.log);
  // Mail still queued goes out before the mailer and the database close.
  app.addHook('preClose', () => background.drain());
  const HOUR_MS = 3600_000;
  const auth = createAuthService({
    db: database.db,
    config,
    mailer,
    tokens,
    loginLimiter: createRateLimiter(config.loginRateLimit),
    mailLimiter: createRateLimiter(config.accountMailRateLimit, HOUR_MS),
    formLimiter: createRateLimiter(config.publicFormRateLimit, HOUR_MS),
    background,
    log: app.log,
  });
  const users = createUsersService(database.db);
  const members = createMembersService({ db: database.db, config, mailer, log: app.log });
  // SQLite is one process; on PostgreSQL, changes reach every instance through LISTEN/NOTIFY.
  const bus: RealtimeBus =
    config.database.engine === 'postgres'
      ? await createPostgresBus(config.database.url, app.log)
      : createInProcessBus();
  const streams = createEventStreams();
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', () => bus.close());
  const live = createLiveLines(database.db, bus);
  app.addHook('onClose', async () => live.close());
  const journeys = createJourneysService({ db: database.db, live, log: app.log });
  const search = createSearchService(journeys);
  // Texts go out from the job queue: to Africa's Talking when SMS_URL is set, else the outbox.
  registerSmsJobs(jobs, database.db, createSmsSender(config, app.log));
  // Queue alerts also go out by e-mail when a mail server is configured, and by SMS to the crews
  // who want them (queued with the change, so none is lost or sent twice).
  const senders: NotificationSender[] = config.smtpUrl ? [emailSender(mailer)] : [];
  const notifications = createNotificationsService({
    db: database.db,
    bus,
    senders,
    queuedSenders: [queueAlertSms],
    log: app.log,
  });
  const queue = createQueueService({
    db: database.db,
    engine: database.engine,
    bus,
    notifications,
    log: app.log,
  });
  // Built before the server answers, so the first search is as fast as the rest.
  app.addHook('onReady', async () => {
    await journeys.rebuild();
  });
  /**
   * Routes or stops changed: searches here must see it from the next request on, and the other
   * instances on the same PostgreSQL rebuild their index when the news reaches them.
   */
  const instanceId = randomUUID();
  const networkChanged = async () => {
    await journeys.rebuild();
    await bus.publish(NETWORK_CHANNEL, instanceId);
  };
  const stopFollowingNetwork = bus.subscribe(NETWORK_CHANNEL, (from) => {
    if (from === instanceId) return;
    journeys.rebuild().catch((error: unknown) => {
      app.log.error({ err: error }, 'could not rebuild the journey planner');
    });
  });
  app.addHook('onClose', async () => stopFollowingNetwork());

  // Helmet's headers are for pages (CSP, frame and referrer rules); it costs about 40% of an API
  // request's throughput, so JSON answers get only the header that matters to them.
  // (Added before helmet, whose own onRoute hook reads `helmet: false`.)
  // The same for the web build's files (its wildcard route): scripts, styles and icons, 40 to 80
  // of them per page, where helmet's kilobyte of page headers was a fifth of a phone's download.
  // Pages have routes of their own (web/web.static.ts) and keep every header.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_BASE_PATH) && !WEB_FILE_ROUTES.includes(route.url)) return;
    route.helmet = false;
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      (_request, reply, payload, done) => {
        reply.header('x-content-type-options', 'nosniff');
        done(null, payload);
      },
    ];
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // antd writes its styles at run time, and the API docs page needs its own inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Map tiles come from the configured tile server (MAP_TILES_URL).
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          ...(config.mapTiles ? [config.mapTiles.imgSource] : []),
        ],
      },
    },
  });

  // The built web app comes before compression: its files are compressed once, by the build
  // (web.static.ts), and routes registered before the plugin get none of its hooks.
  const stations = createStationsService(database.db);
  const routes = createRoutesService(database.db, networkChanged);
  const sendPage = await registerWebApp(app, config.webDist, {
    route: (id) => routes.detail(id),
    station: (id) => stations.detail(id, null),
  });
  if (!sendPage) {
    app.log.warn(
      { webDist: config.webDist },
      'no web build found: run `npm run build` to serve the web app',
    );
  }

  // JSON over 1 kB goes out as brotli or gzip when the client takes it: a phone on prepaid data
  // pays for every byte. Answers that compress themselves once (cached journeys and searches)
  // opt out per route, and the event streams write to the socket themselves, so they are never
  // compressed or held back.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    // gzip's fastest level: a queue line's JSON (10 kB) shrinks to 690 bytes instead of 640 at
    // the default level 6, in a twelfth of the time (1.2 ms), which was the queue's write path's
    // biggest single cost. Brotli keeps the plugin's quality 4 (about 0.14 ms, 470 bytes).
    zlibOptions: { level: 1 },
    // Clients send JSON as it is; no request body needs inflating.
    globalDecompression: false,
  });

  await registerApiDocs(app, config.version);
  // Uploads (GTFS feeds, complaint attachments): each endpoint reads its own files.
  // No form of the API has more than a few dozen fields and files.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_FILE_BYTES, files: 10, parts: 100 },
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(authRoutes, { auth });
      await api.register(usersRoutes, { users });
      await api.register(gtfsRoutes, { gtfs: createGtfsService(database.db, networkChanged) });
      await api.register(regionsRoutes, { records: createRegionsService(database.db) });
      await api.register(stationsRoutes, { stations });
      await api.register(saccosRoutes, { saccos: createSaccosService(database.db) });
      await api.register(routesRoutes, { routes });
      await api.register(placesRoutes, {
        places: createPlacesService(database.db, networkChanged),
      });
      await api.register(searchRoutes, { search });
      await api.register(journeysRoutes, { journeys });
      await api.register(queueRoutes, { queue, streams });
      await api.register(ussdGatewayRoutes, {
        ussd: createUssdService({ db: database.db, queue, journeys }),
        secret: config.ussd.secret,
        allow: config.ussd.allow,
      });
      await api.register(ussdPinRoutes);
      await api.register(notificationsRoutes, { notifications, bus, streams });
      await api.register(membersRoutes, { members });
      await api.register(vehiclesRoutes, {
        vehicles: createVehiclesService(database.db, members),
      });
      const uploads = createUploadStore(config.dataDir);
      await api.register(complaintsRoutes, {
        anonymousLimiter: createRateLimiter(config.publicFormRateLimit, HOUR_MS),
        complaints: createComplaintsService({
          db: database.db,
          config,
          mailer,
          uploads,
          queueStatusSms: queueComplaintSms,
          log: app.log,
        }),
        uploads,
      });
      await api.register(smsRoutes, { sms: createSmsService(database.db), gateway: config.ussd });
      // M-Pesa when Daraja is configured: its lost-callback job settles bookings like a callback.
      const mpesa = config.mpesa
        ? createMpesa({ db: database.db, config: config.mpesa, jobs, log: app.log })
        : null;
      const bookings = createBookingsService({
        db: database.db,
        config,
        payments: createPaymentProviders(
          mpesa ? [payOnBoarding, mpesaProvider(mpesa)] : [payOnBoarding],
        ),
        log: app.log,
      });
      mpesa?.onSettled('booking', async (trx, payment, end) => {
        if (payment.booking_id !== null) await bookings.settlePayment(trx, payment.booking_id, end);
      });
      await api.register(bookingsRoutes, { bookings });
      const plans = createPlansService({ db: database.db, mpesa, mailer, log: app.log });
      mpesa?.onSettled('plan', (trx, payment, end) => plans.settlePayment(trx, payment, end));
      jobs.handle(PLAN_REMINDER_JOB, (payload) => plans.remind(payload));
      await api.register(plansRoutes, { plans });
      await api.register(paymentsRoutes, { mpesa });
      if (mpesa && config.mpesa) registerConfiguredCallback(app, mpesa, config.mpesa.callbackUrl);
      await api.register(saccoPaymentsRoutes, {
        payments: createSaccoPaymentsService(database.db),
      });
    },
    { prefix: API_BASE_PATH },
  );
  await app.register(seoRoutes, { publicUrl: config.publicUrlSet ? config.publicUrl : null });

  app.setNotFoundHandler((request, reply) => {
    // A missing asset is a 404, not the app page: a stale tab must not get HTML for a script.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/');
    if (isPage && sendPage) {
      sendPage(request, reply);
      return;
    }
    throw AppError.notFound('endpoint');
  });

  return app;
}

/**
 * Fastify refuses a bare hop count (it cannot tell a proxy from a client that calls directly), so
 * N hops becomes "trust the nearest N": for servers only reachable through those proxies.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * A request that was already running when shutdown began still gets its answer, but its
 * keep-alive connection must not hold the server open afterwards: Node only reaps connections
 * that are idle at the moment of closing.
 */
function closeConnectionsWhenDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
