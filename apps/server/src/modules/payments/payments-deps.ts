import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { MailSender } from "../mail/mail.service.ts";
import type { OrderClock } from "../orders/orders.service.ts";
import type { PaymentProviders } from "./payment-providers.ts";

/** What the payments services need, built once by the payments module (payments.module.ts). */
export type PaymentsDeps = {
  db: Db;
  providers: PaymentProviders;
  clock: OrderClock;
  cnyPerUsd: number;
  publicUrl: string;
  productName: string;
  maxChargeDollars: number;
  mail: MailSender;
  log: FastifyBaseLogger;
};
