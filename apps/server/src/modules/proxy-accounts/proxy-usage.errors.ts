import { GatewayError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

/** The usage ingestion's refusals (ADR 411); the gateway reads the code, an operator the message. */
export const proxyUsageErrors = defineErrors({
  batchConflict: {
    code: GatewayError.usage_batch_conflict,
    en: "Usage batch {batchId} was already received with other records; a batch id names one batch for ever.",
    "zh-CN": "用量批次 {batchId} 已以不同的记录接收过；一个批次编号永远只对应一个批次。",
  },
  hourInFuture: {
    code: GatewayError.usage_hour_in_future,
    en: "A usage record is for the hour starting {hour}, which has not begun yet; check the gateway's clock.",
    "zh-CN": "有一条用量记录属于 {hour} 开始的小时，该小时尚未开始；请检查网关的时钟。",
  },
});
