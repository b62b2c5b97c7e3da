import type { FastifyInstance } from "fastify";
import QRCode from "qrcode";

/**
 * GET /support-qr.svg: the QR card of the floating buttons, pointing at the messaging link (or
 * the support address). Rendered once on the server so public pages ship no QR library.
 */
export default async function supportQrRoutes(app: FastifyInstance, options: { target: string }) {
  const svg = await QRCode.toString(options.target, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  app.get("/support-qr.svg", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("image/svg+xml").header("cache-control", "public, max-age=3600").send(svg),
  );
}
