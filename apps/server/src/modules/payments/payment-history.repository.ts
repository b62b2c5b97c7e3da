import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderRefunds, paymentCheckouts, paymentEvents } from "./payments.tables.ts";

export const checkoutsOfOrder = (db: Db, orderId: number) =>
  db.select().from(paymentCheckouts).where(eq(paymentCheckouts.orderId, orderId)).orderBy(asc(paymentCheckouts.id));

export const eventsOfOrder = (db: Db, orderNo: string) =>
  db.select().from(paymentEvents).where(eq(paymentEvents.orderNo, orderNo)).orderBy(asc(paymentEvents.id));

export const refundsOfOrder = (db: Db, orderId: number) =>
  db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.id));
