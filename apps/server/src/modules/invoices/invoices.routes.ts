import { access, exportInvoice, exportRechargeInvoice } from "@portico/contracts";
import { isUiLanguage } from "@portico/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../plugins/endpoint-route.ts";
import { type InvoiceDeps, invoiceFile, invoiceLink } from "./invoices.service.ts";

/**
 * `/api/invoice/export` and `/export_recharge_invoice` answer a signed link; `/api/invoice/file`
 * serves the PDF behind it to whoever holds the link (no token header: it opens in a new window).
 * A forged, expired or foreign link gets the same 404 so nothing can be learned from it.
 */
export default async function invoicesRoutes(app: FastifyInstance, deps: InvoiceDeps & { now: () => Date }) {
  registerEndpoint(app, exportInvoice, async ({ input, principal, language }) => ({
    url: await invoiceLink(deps, principal.accountId, input.order_no, "order", language, deps.now()),
  }));
  registerEndpoint(app, exportRechargeInvoice, async ({ input, principal, language }) => ({
    url: await invoiceLink(deps, principal.accountId, input.order_no, "recharge", language, deps.now()),
  }));
  app.get<{ Querystring: { token?: string; lang?: string } }>(
    "/api/invoice/file",
    { schema: { hide: true }, config: { access: access.public("ignored") } },
    async (request, reply) => {
      const language = isUiLanguage(request.query.lang) ? request.query.lang : request.language;
      const file = await invoiceFile(deps, request.query.token ?? "", language, deps.now());
      reply.header("cache-control", "private, no-store");
      if (!file) {
        return reply
          .code(404)
          .type("text/plain; charset=utf-8")
          .send(
            language === "zh-CN"
              ? "发票链接无效或已过期，请在订单列表中重新导出。"
              : "This invoice link is not valid or has expired. Export it again from your orders.",
          );
      }
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${file.filename}"`)
        .send(file.pdf);
    },
  );
}
