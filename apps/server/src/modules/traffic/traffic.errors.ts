import { MAX_DAILY_POINTS, MAX_HOURLY_POINTS, TrafficError } from "@portico/contracts";
import { defineErrors } from "../../plugins/app-error.ts";

export const trafficErrors = defineErrors({
  rangeInvalid: {
    code: TrafficError.traffic_range_invalid,
    en: "The end of the range must come after its start.",
    "zh-CN": "时间范围的结束时间必须晚于开始时间。",
  },
  hoursTooLong: {
    code: TrafficError.traffic_range_too_long,
    en: `Hourly points cover at most ${MAX_HOURLY_POINTS / 24} days; choose a shorter range or daily points.`,
    "zh-CN": `按小时统计最多覆盖 ${MAX_HOURLY_POINTS / 24} 天，请缩短时间范围或改为按天统计。`,
  },
  daysTooLong: {
    code: TrafficError.traffic_range_too_long,
    en: `Daily points cover at most ${MAX_DAILY_POINTS} days; choose a shorter range.`,
    "zh-CN": `按天统计最多覆盖 ${MAX_DAILY_POINTS} 天，请缩短时间范围。`,
  },
  unknownTimeZone: {
    code: TrafficError.unknown_time_zone,
    en: "“{timeZone}” is not a time zone we know; send an IANA name such as Asia/Shanghai or UTC.",
    "zh-CN": "无法识别时区“{timeZone}”，请使用 IANA 时区名称，例如 Asia/Shanghai 或 UTC。",
  },
});
