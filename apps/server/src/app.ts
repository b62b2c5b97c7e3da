import middie from "@fastify/middie";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import fp from "fastify-plugin";
import { type Config, publicConfigOf } from "./config.ts";
import type { Database } from "./db/client.ts";
import accountsRoutes from "./modules/accounts/accounts.routes.ts";
import { createAccountsService } from "./modules/accounts/accounts.service.ts";
import memberRoutes from "./modules/accounts/member.routes.ts";
import { sessionCredential } from "./modules/accounts/session-credential.ts";
import { apiKeyCredential } from "./modules/api-keys/api-key-credential.ts";
import apiKeysRoutes from "./modules/api-keys/api-keys.routes.ts";
import { createKeyRateLimit } from "./modules/api-keys/key-rate-limit.ts";
import captchaRoutes from "./modules/captcha/captcha.routes.ts";
import { createCaptcha } from "./modules/captcha/captcha.service.ts";
import catalogueRoutes from "./modules/catalogue/catalogue.routes.ts";
import contactRoutes from "./modules/contact/contact.routes.ts";
import supportQrRoutes from "./modules/contact/support-qr.routes.ts";
import envelopeRoutes from "./modules/envelope/envelope.routes.ts";
import { replayGuardFor } from "./modules/envelope/envelope.service.ts";
import { createEnvelopeKeyRing } from "./modules/envelope/envelope-keys.ts";
import { type ArticleViews, articleSubtitleOf, createArticleViews } from "./modules/help-centre/article-views.ts";
import helpCentreRoutes from "./modules/help-centre/help-centre.routes.ts";
import invoicesRoutes from "./modules/invoices/invoices.routes.ts";
import languageRoutes from "./modules/language/language.routes.ts";
import legalRoutes from "./modules/legal/legal.routes.ts";
import { createMailSender, type MailSender } from "./modules/mail/mail.service.ts";
import mailboxRoutes from "./modules/mail/mailbox.routes.ts";
import ordersRoutes from "./modules/orders/orders.routes.ts";
import checkoutRoutes from "./modules/payments/checkout.routes.ts";
import { createPaymentProviders } from "./modules/payments/payment-providers.ts";
import paymentsRoutes from "./modules/payments/payments.routes.ts";
import type { PaymentsDeps } from "./modules/payments/payments-deps.ts";
import sandboxCheckoutRoutes from "./modules/payments/sandbox-checkout.routes.ts";
import webhookRoutes from "./modules/payments/webhook.routes.ts";
import regionRoutes from "./modules/region/region.routes.ts";
import { sharedSecret } from "./modules/secrets/secrets.service.ts";
import seoRoutes from "./modules/seo/seo.routes.ts";
import { sitemapSources } from "./modules/seo/sitemap-sources.ts";
import staticRegionsRoutes from "./modules/static-regions/static-regions.routes.ts";
import { loadSnippetStore } from "./modules/use-cases/snippet-store.ts";
import useCasesRoutes from "./modules/use-cases/use-cases.routes.ts";
import walletRoutes from "./modules/wallet/wallet.routes.ts";
import { sandboxWarning } from "./payment-sandbox.ts";
import apiDocs from "./plugins/api-docs.ts";
import auth from "./plugins/auth/auth.ts";
import compression from "./plugins/compression.ts";
import { deferredChildLogger } from "./plugins/deferred-child-logger.ts";
import errors from "./plugins/errors.ts";
import health from "./plugins/health.ts";
import { loggerOptions } from "./plugins/logger.ts";
import metrics from "./plugins/metrics.ts";
import { createApiCache } from "./plugins/public-cache/cached-body.ts";
import catalogueChanges from "./plugins/public-cache/catalogue-changes.ts";
import { createFrontDoor } from "./plugins/public-cache/front-door.ts";
import { frontDoorServerFactory } from "./plugins/public-cache/front-door-server.ts";
import { createPageCache } from "./plugins/public-cache/page-cache.ts";
import requestEnvelope from "./plugins/request-envelope.ts";
import requestId, { genReqId } from "./plugins/request-id.ts";
import requestLanguage from "./plugins/request-language.ts";
import requestLog, { logRequest, logsRequests } from "./plugins/request-log.ts";
import security from "./plugins/security.ts";
import ssr from "./plugins/ssr.ts";
import { thirdPartyOrigins } from "./plugins/third-party-origins.ts";
import validation from "./plugins/validation.ts";
import type { WebApp } from "./plugins/web-build.ts";
import webStatic from "./plugins/web-static.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The shared mail sender (outbox + SMTP) for any module that sends mail. */
    mail: MailSender;
    /** The payment providers and money clock (the start banner reads the mode; tests reach the clock). */
    payments: PaymentsDeps;
    /** FAQ article views, written in batches (tests flush them to read the counts). */
    articleViews: ArticleViews;
  }
}

/** How often counted article views are written: "popular questions" re-rank within this. */
const ARTICLE_VIEWS_FLUSH_MS = 2_000;

/** Trust the nearest `hops` proxies, as Fastify does for a numeric `trustProxy`. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export type AppDeps = {
  config: Config;
  database: Database;
  /** The web app to render; absent in API-only tests. */
  web?: WebApp;
  /** Overrides the logger (tests pass false to keep output quiet). */
  logger?: boolean;
  /** Tests: JSON log lines go here instead of stdout (at the configured LOG_LEVEL). */
  logStream?: { write(line: string): void };
  /** Where undelivered mail is printed without SMTP_URL (the console by default; tests capture it). */
  printMail?: (text: string) => void;
  /** The money clock (orders' close times, payment times); tests move it. Default: the wall clock. */
  now?: () => Date;
  /**
   * Benches only (`npm run bench:plugins`): cross-cutting plugins left out, to measure what each
   * one costs every request. Never set by the server's own start.
   */
  without?: ReadonlySet<CrossCuttingPlugin>;
};

/** The plugins every request passes through, by the name `without` takes. */
export const CROSS_CUTTING_PLUGINS = [
  "request-id",
  "request-log",
  "security",
  "compression",
  "metrics",
  "auth",
  "public-cache",
] as const;
export type CrossCuttingPlugin = (typeof CROSS_CUTTING_PLUGINS)[number];

/**
 * Registers a module that only adds routes (no hooks, decorators, parsers or plugins of its own)
 * in its parent's context instead of a new one (fastify-plugin's skip-override). Fastify makes a
 * Request and a Reply class for each encapsulated context; with a context per route module, the
 * request code every answer shares (Fastify's and Node's) saw a dozen classes and went
 * megamorphic once pages had been served (ADR 016). Modules that add hooks or plugins — the
 * webhooks' and the sandbox's body parsers, the contact form's rate limit, the files and the API
 * reference — keep their own context.
 */
const routesOnly = fp;

/**
 * The whole HTTP surface, in order: cross-cutting plugins, operational routes, API modules,
 * then the web app last so its catch-all never shadows an API route. No listen here.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, web } = deps;
  const use = (plugin: CrossCuttingPlugin) => !deps.without?.has(plugin);
  const publicCache = use("public-cache") && config.publicCacheSeconds > 0;
  // Shared answers from memory before routing (ADR 013); a sealed request is never one (ADR 012).
  const frontDoor = publicCache && config.envelope.mode === "off" ? createFrontDoor() : undefined;
  const app = Fastify({
    ...(frontDoor ? { serverFactory: frontDoorServerFactory(frontDoor) } : {}),
    logger:
      deps.logger === false
        ? false
        : deps.logStream
          ? { ...loggerOptions({ ...config, logFormat: "json" }), stream: deps.logStream }
          : loggerOptions(config),
    // One line per request instead of Fastify's two, without the query string (plugins/request-log).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId,
    requestIdHeader: false,
    childLoggerFactory: deferredChildLogger,
    // Routes looked up by generated code instead of a tree walk (find-my-way's compiler mode):
    // every request pays the lookup (issue #14).
    routerOptions: { compile: true },
    // Graceful close: idle keep-alive sockets are closed at once, and a request arriving on a
    // busy one while draining gets 503 so the client retries elsewhere.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // Behind a reverse proxy every request comes from the proxy's address; trusting it lets
    // request.ip (and so the per-address throttles) see the real client.
    // (A hop count is passed as Fastify's own function for it: its types omit the number form.)
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
  });

  if (use("request-id")) await app.register(requestId);
  if (use("request-log")) await app.register(requestLog);
  await app.register(requestLanguage);
  await app.register(validation);
  await app.register(errors, { strictAnswers: config.env !== "production" });
  if (use("security"))
    await app.register(security, { viteDevServer: web?.mode === "development", thirdParty: thirdPartyOrigins(config) });
  // The envelope's key pairs are read (or generated) on first use only, so `off` costs nothing.
  const envelopeKeys = createEnvelopeKeyRing({
    db: database.db,
    settings: config.envelope,
    now: deps.now ?? (() => new Date()),
  });
  // Before compression: its onSend must see the sealed answer, not compress the plain one.
  await app.register(requestEnvelope, {
    mode: config.envelope.mode,
    keys: envelopeKeys,
    replay: replayGuardFor(database),
  });
  if (use("compression")) await app.register(compression);
  if (use("metrics")) await app.register(metrics);
  await app.register(apiDocs, { productName: config.productName, publicUrl: config.publicUrl });
  await app.register(routesOnly(health), { database });
  if (frontDoor) {
    app.decorate("frontDoor", frontDoor);
    // Fastify answers what arrives while it closes (503, and the socket closed).
    app.addHook("preClose", (done) => {
      frontDoor.close();
      done();
    });
  }
  if (publicCache) await app.register(catalogueChanges, { database });
  // The catalogue answers every visitor shares, from memory until the catalogue changes (ADR 011).
  const cache = publicCache ? createApiCache(config.publicCacheSeconds * 1000) : undefined;
  if (cache) app.catalogueChanges.subscribe(() => cache.invalidate());

  const db = database.db;
  const mail = createMailSender({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    ...(deps.printMail ? { print: deps.printMail } : {}),
  });
  app.addHook("onClose", async () => mail.close());
  const captcha = await createCaptcha(config.captcha, db);
  const accounts = createAccountsService({
    db,
    captcha,
    mail,
    log: app.log,
    publicUrl: config.publicUrl,
    productName: config.productName,
    session: config.session,
    testIpsPerAccount: config.testIpsPerAccount,
  });
  app.decorate("mail", mail);

  // The credentials a request may carry, in the order they are tried (ADR 408).
  if (use("auth"))
    await app.register(auth, {
      resolvers: [
        sessionCredential({ db, idleMs: config.session.idleMs }),
        apiKeyCredential({ db, ratePerMinute: config.apiKeyRatePerMinute, rateLimit: createKeyRateLimit() }),
      ],
    });
  await app.register(routesOnly(envelopeRoutes), { keys: envelopeKeys, settings: config.envelope });
  await app.register(routesOnly(catalogueRoutes), { db, cache });
  await app.register(routesOnly(staticRegionsRoutes), { db, cache });
  const clock = { now: deps.now ?? (() => new Date()), residentialCloseMs: config.payments.orderCloseMs };
  const payments: PaymentsDeps = {
    db,
    providers: await createPaymentProviders(db, config.payments, config.publicUrl),
    clock,
    cnyPerUsd: config.payments.cnyPerUsd,
    publicUrl: config.publicUrl,
    productName: config.productName,
    maxChargeDollars: config.maxChargeAmount,
    mail,
    log: app.log,
  };
  app.decorate("payments", payments);
  // In production the sandbox takes a method only when allowed (config.ts): say so in the log too.
  const sandboxWarned = config.env === "production" ? sandboxWarning(config.payments) : undefined;
  if (sandboxWarned) app.log.warn(sandboxWarned);
  await app.register(routesOnly(ordersRoutes), { db, clock, maxUnpaidStaticIps: config.maxUnpaidStaticIps });
  await app.register(routesOnly(checkoutRoutes), payments);
  await app.register(routesOnly(paymentsRoutes), payments);
  await app.register(webhookRoutes, payments);
  if (payments.providers.sandbox) await app.register(sandboxCheckoutRoutes, { sandbox: payments.providers.sandbox });
  await app.register(routesOnly(walletRoutes), { db });
  await app.register(routesOnly(invoicesRoutes), {
    db,
    secret: await sharedSecret(db, "invoice_links"),
    publicUrl: config.publicUrl,
    productName: config.productName,
    supportEmail: config.supportEmail,
    now: clock.now,
  });
  await app.register(routesOnly(regionRoutes), { cache });
  await app.register(routesOnly(languageRoutes), {
    secureCookies: config.publicUrl.startsWith("https://"),
    onChange: async (request, language) => {
      const principal = request.principal;
      if (principal?.kind === "customer" && principal.scopes.has("account:write"))
        await accounts.rememberLanguage(principal.accountId, language);
    },
  });
  await app.register(routesOnly(accountsRoutes), { accounts });
  await app.register(routesOnly(memberRoutes), { db, maxChargeAmount: config.maxChargeAmount });
  await app.register(routesOnly(apiKeysRoutes), { db });
  if (captcha.altcha) await app.register(routesOnly(captchaRoutes), { altcha: captcha.altcha });
  // Shows codes and reset links: a development aid only, never mounted in production.
  if (config.env !== "production") await app.register(routesOnly(mailboxRoutes), { db });
  const articleViews = createArticleViews(db, {
    flushMs: ARTICLE_VIEWS_FLUSH_MS,
    onError: (error) => app.log.warn({ err: error }, "article views not written yet; kept for the next write"),
  });
  app.decorate("articleViews", articleViews);
  app.addHook("onClose", async () => articleViews.close());
  await app.register(routesOnly(helpCentreRoutes), { db, cache, views: articleViews });
  await app.register(routesOnly(legalRoutes), { db, cache });
  await app.register(routesOnly(useCasesRoutes), { snippets: await loadSnippetStore(), cache });
  await app.register(contactRoutes, {
    db,
    perHour: config.contactRateLimitPerHour,
    mail,
    supportEmail: config.supportEmail,
    productName: config.productName,
  });
  await app.register(routesOnly(supportQrRoutes), { target: config.messagingUrl || `mailto:${config.supportEmail}` });
  await app.register(routesOnly(seoRoutes), { origin: config.publicUrl, sources: sitemapSources(db) });

  if (web) {
    if (web.close) app.addHook("onClose", web.close);
    if (web.devMiddleware) {
      await app.register(middie);
      app.use(web.devMiddleware);
    }
    if (web.clientDir) await app.register(webStatic, { clientDir: web.clientDir });
    const pageCache = publicCache ? createPageCache(config.publicCacheSeconds * 1000) : undefined;
    if (pageCache) app.catalogueChanges.subscribe(() => pageCache.invalidate());
    await app.register(routesOnly(ssr), {
      web,
      publicConfig: { ...publicConfigOf(config), captcha: captcha.publicConfig },
      pages: pageCache
        ? {
            cache: pageCache,
            boundSeconds: config.publicCacheSeconds,
            // An article page from the cache ran no loader: its view is counted here.
            onServedFromCache: (path) => {
              const subtitle = articleSubtitleOf(path);
              if (subtitle) articleViews.count(subtitle);
            },
          }
        : undefined,
    });
  }
  if (frontDoor) {
    // What each answer carries, from the plugins registered above (the hooks' part, done there).
    const observe = app.observeResponse;
    const logged = use("request-log");
    frontDoor.configure({
      requestId: (request) => genReqId(request),
      hasCredential: app.hasDecorator("auth") ? app.auth.hasCredential : () => false,
      sendRequestId: use("request-id"),
      pageSecurityHeaders: app.hasDecorator("standardSecurityHeaders") ? app.standardSecurityHeaders : [],
      dataSecurityHeaders: app.hasDecorator("dataSecurityHeaders") ? app.dataSecurityHeaders : [],
      record: (request, reqId, route, status, elapsedMs) => {
        observe?.("GET", route, status, elapsedMs / 1000);
        if (logged && logsRequests(app.log)) logRequest(app.log, "GET", request.url ?? "/", status, elapsedMs, reqId);
      },
    });
  }
  return app;
}
