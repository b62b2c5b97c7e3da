import { formatUsd, type StaticPeriod } from "@portico/domain";

export type Titles = { en: string; zh: string };

const PERIOD: Record<StaticPeriod, Titles> = {
  test: { en: "free test, 24 hours", zh: "免费测试，24 小时" },
  weekly: { en: "weekly", zh: "周付" },
  fortnightly: { en: "fortnightly", zh: "双周付" },
  monthly: { en: "monthly", zh: "月付" },
  bimonthly: { en: "bimonthly", zh: "双月付" },
  quarterly: { en: "quarterly", zh: "季付" },
};

/** An order's name in both languages, stored with it so lists never re-read the catalogue. */
export const orderTitles = {
  residential: (plan: Titles, days: number): Titles => ({
    en: `Residential proxies · ${plan.en} · ${days} ${days === 1 ? "day" : "days"}`,
    zh: `住宅代理 · ${plan.zh} · ${days} 天`,
  }),
  static: (ips: number, period: StaticPeriod): Titles => ({
    en: `Static ISP proxies · ${ips} ${ips === 1 ? "IP" : "IPs"} · ${PERIOD[period].en}`,
    zh: `静态 ISP 代理 · ${ips} 个 IP · ${PERIOD[period].zh}`,
  }),
  renewal: (ips: number, period: StaticPeriod): Titles => ({
    en: `Static ISP renewal · ${ips} ${ips === 1 ? "IP" : "IPs"} · ${PERIOD[period].en}`,
    zh: `静态 ISP 续费 · ${ips} 个 IP · ${PERIOD[period].zh}`,
  }),
  recharge: (cents: number): Titles => ({
    en: `Wallet top-up · ${formatUsd(cents)}`,
    zh: `钱包充值 · ${formatUsd(cents)}`,
  }),
};
