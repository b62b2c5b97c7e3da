import type { IncomingHttpHeaders } from "node:http";
import type { AccessRule } from "@portico/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { CredentialResolver } from "./credential.ts";
import type { Principal } from "./principal.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** What the request's credential resolved to, on endpoint routes; null for an anonymous caller. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyContextConfig {
    /** The endpoint's access rule (registerEndpoint sets it); the auth plugin resolves by it. */
    access?: AccessRule;
  }
}

export type Auth = {
  /** Whether a request carries a credential public endpoints look at: such a request is never answered from a shared cache. */
  hasCredential(headers: IncomingHttpHeaders): boolean;
  /** A module adds the credential it owns; they are tried in the order added (the modules' order). */
  addCredential(resolver: CredentialResolver): void;
};

/**
 * Resolves a request's credential into `request.principal` (ADR 408), on endpoint routes only.
 * The modules that own a credential add its resolver (`app.auth.addCredential`: the session in
 * accounts, keys in api-keys, the staff cookie in staff); they are tried in the order added, each
 * only on the endpoints it serves (`onlyOn`); the first one present decides, and a credential
 * that is present but not live answers its 401 — except on `public("ignored")` endpoints (login,
 * signup…), which never look at one. Whether the principal may call the endpoint is decided by
 * registerEndpoint from the rule (enforce-access.ts), in the hook that runs right after this one.
 */
async function auth(app: FastifyInstance, options: { resolvers?: readonly CredentialResolver[] } = {}) {
  const resolvers: CredentialResolver[] = [...(options.resolvers ?? [])];
  // The endpoint kinds a credential keeps to itself (`onlyOn`): the others are not looked at there.
  const claimed = new Set<AccessRule["kind"]>();
  const claim = (resolver: CredentialResolver) => {
    if (resolver.onlyOn !== undefined) claimed.add(resolver.onlyOn);
  };
  resolvers.forEach(claim);
  const looksAt = (resolver: CredentialResolver, kind: AccessRule["kind"] | undefined) =>
    resolver.onlyOn !== undefined ? resolver.onlyOn === kind : kind === undefined || !claimed.has(kind);
  app.decorateRequest("principal", null);
  app.decorate("auth", {
    // Only a credential the public answers may depend on: the staff cookie is never looked at there.
    hasCredential: (headers: IncomingHttpHeaders) =>
      resolvers.some((resolver) => looksAt(resolver, "public") && resolver.present(headers)),
    addCredential: (resolver: CredentialResolver) => {
      resolvers.push(resolver);
      claim(resolver);
    },
  } satisfies Auth);

  const resolvePrincipal = async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = request.routeOptions.config.access?.kind;
    for (const resolver of resolvers) {
      if (!looksAt(resolver, kind)) continue;
      if (!resolver.present(request.headers)) continue;
      const principal = await resolver.resolve(request, reply);
      if (!principal) throw resolver.refused();
      request.principal = principal;
      return;
    }
  };
  // Only endpoints that may look at a credential get the hook: pages, files, health and the
  // calls that exist to obtain a session never pay for it. Endpoints are registered after this
  // plugin, so each is seen here.
  app.addHook("onRoute", (route) => {
    const rule = route.config?.access;
    if (rule === undefined && isApiRoute(route.url))
      throw new Error(`${route.method} ${route.url} has no access rule: every /api route declares who may call it`);
    if (rule === undefined || (rule.kind === "public" && rule.credential === "ignored")) return;
    // Before validation, as registerEndpoint's check of the rule is: a caller who may not call
    // the endpoint learns nothing from how its input would have been judged.
    const own = route.preValidation;
    route.preValidation =
      own === undefined ? [resolvePrincipal] : [resolvePrincipal, ...(Array.isArray(own) ? own : [own])];
  });
}

/** The API's routes, whose access must be declared; the reference UI under /api/docs is documentation. */
function isApiRoute(url: string): boolean {
  return url.startsWith("/api/") && !url.startsWith("/api/docs");
}

export default fp(auth, { name: "auth" });
