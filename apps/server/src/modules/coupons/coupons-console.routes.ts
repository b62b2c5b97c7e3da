import {
  consoleCouponProducts,
  consoleCoupons,
  createConsoleCoupon,
  generateConsoleCoupons,
  updateConsoleCoupon,
} from "@portico/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import type { StaffPrincipal } from "../../plugins/auth/principal.ts";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { type CouponActing, createCouponConsole } from "./coupons-console.service.ts";

const actingOf = (principal: StaffPrincipal, request: FastifyRequest): CouponActing => ({
  staffId: principal.staffId,
  requestId: request.id,
  ip: request.ip,
  userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
});

/** The console's coupons (`/api/console/coupons…`): coupons:read reads, coupons:write changes. */
export default async function couponsConsoleRoutes(app: FastifyInstance, options: { db: Db; now: () => Date }) {
  const desk = createCouponConsole(options.db, options.now);

  registerEndpoint(app, consoleCoupons, async () => ({ list: await desk.list() }));
  registerEndpoint(app, consoleCouponProducts, async () => desk.products());
  registerEndpoint(app, createConsoleCoupon, async ({ input, principal, request }) =>
    desk.create(actingOf(principal, request), input),
  );
  registerEndpoint(app, updateConsoleCoupon, async ({ input: { id, ...input }, principal, request }) =>
    desk.update(actingOf(principal, request), id, input),
  );
  registerEndpoint(app, generateConsoleCoupons, async ({ input, principal, request }) =>
    desk.generate(actingOf(principal, request), input),
  );
}
