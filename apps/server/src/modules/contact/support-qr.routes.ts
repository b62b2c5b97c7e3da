import type { FastifyInstance } from "fastify";

/**
 * GET /support-qr.svg: the QR card of the floating buttons, pointing at the messaging link (or
 * the support address). Rendered once on the server so public pages ship no QR library — at
 * its first request, so the start does not load the QR library either (ADR 009).
 */
export default async function supportQrRoutes(app: FastifyInstance, options: { target: string }) {
  let svg: Promise<string> | undefined;
  const render = () => {
    svg ??= import("qrcode").then(({ default: QRCode }) =>
      QRCode.toString(options.target, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
    );
    return svg;
  };
  app.get("/support-qr.svg", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("image/svg+xml")
      .header("cache-control", "public, max-age=3600")
      .send(await render()),
  );
}
