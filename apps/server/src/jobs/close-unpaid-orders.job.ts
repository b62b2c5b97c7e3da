import { closeDueOrders } from "../modules/orders/orders.service.ts";
import { batchedSweep } from "./batched-sweep.ts";

/**
 * Closes unpaid orders past their close time (static orders 1800 s after creation, residential
 * orders and top-ups after ORDER_CLOSE_MINUTES), each in its own short transaction: their IPs go
 * back to stock, their coupon use and free test IPs come back.
 *
 * Idempotent by construction: each order is locked and closed by an update conditional on it still
 * being unpaid and due, so a repeated run, a caught-up run or a run racing a payment changes
 * nothing twice.
 */
export const closeUnpaidOrdersJob = batchedSweep({
  name: "close-unpaid-orders",
  cron: "* * * * *",
  step: closeDueOrders,
  counted: "closed",
  message: "jobs: closed unpaid orders past their close time",
});
