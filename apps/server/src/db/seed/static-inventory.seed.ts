import type { NewStaticIpRow, NewStaticRegionRow, StaticIpStatus } from "../schema/index.ts";

/** Monthly price in cents -> the five period prices: longer periods cost less per week. */
function prices(monthlyCents: number) {
  const round5 = (cents: number) => Math.round(cents / 5) * 5;
  return {
    weeklyPriceCents: round5(monthlyCents * 0.32),
    fortnightlyPriceCents: round5(monthlyCents * 0.58),
    monthlyPriceCents: monthlyCents,
    bimonthlyPriceCents: round5(monthlyCents * 1.9),
    quarterlyPriceCents: round5(monthlyCents * 2.7),
  };
}

type RegionSeed = {
  region: NewStaticRegionRow;
  /** How many IPs the demo inventory holds for it, and how many of those are already sold. */
  ips: number;
  assigned: number;
};

type Place = { code: string; en: string; zh: string };

function region(
  continent: string,
  country: Place,
  isp: string,
  monthlyCents: number,
  stock: { ips: number; assigned: number; weight: number; hot?: boolean },
  state?: Place,
  city?: Place,
): RegionSeed {
  const sub = city ?? state;
  return {
    region: {
      continent,
      countryCode: sub ? `${country.code}-${sub.code}` : country.code,
      countryNameEn: sub ? `${country.en} · ${sub.en}` : country.en,
      countryNameZh: sub ? `${country.zh} · ${sub.zh}` : country.zh,
      stateCode: state?.code ?? null,
      stateNameEn: state?.en ?? null,
      stateNameZh: state?.zh ?? null,
      cityCode: city?.code ?? null,
      cityNameEn: city?.en ?? null,
      cityNameZh: city?.zh ?? null,
      isp,
      weight: stock.weight,
      hot: stock.hot ?? false,
      ...prices(monthlyCents),
    },
    ips: stock.ips,
    assigned: stock.assigned,
  };
}

const USA = { code: "USA", en: "United States", zh: "美国" };
const GBR = { code: "GBR", en: "United Kingdom", zh: "英国" };
const DEU = { code: "DEU", en: "Germany", zh: "德国" };
const JPN = { code: "JPN", en: "Japan", zh: "日本" };

/**
 * Demo regions over six continents. Codes follow ISO 3166-1 alpha-3, states ISO 3166-2 suffixes,
 * cities IATA-style codes. The ISP names are fictional carriers made up for Portico.
 */
export const staticRegionSeed: RegionSeed[] = [
  region("north_america", USA, "Northwind Fiber", 500, { ips: 260, assigned: 40, weight: 100, hot: true }),
  region(
    "north_america",
    USA,
    "Cascade Broadband",
    560,
    { ips: 120, assigned: 12, weight: 96, hot: true },
    {
      code: "CA",
      en: "California",
      zh: "加利福尼亚州",
    },
  ),
  region(
    "north_america",
    USA,
    "Empire Telecom",
    560,
    { ips: 110, assigned: 10, weight: 95 },
    {
      code: "NY",
      en: "New York",
      zh: "纽约州",
    },
  ),
  region(
    "north_america",
    USA,
    "Lone Star Cable",
    540,
    { ips: 80, assigned: 8, weight: 90 },
    {
      code: "TX",
      en: "Texas",
      zh: "得克萨斯州",
    },
  ),
  region(
    "north_america",
    USA,
    "Pacific Crest Networks",
    620,
    { ips: 60, assigned: 5, weight: 88 },
    { code: "WA", en: "Washington", zh: "华盛顿州" },
    { code: "SEA", en: "Seattle", zh: "西雅图" },
  ),
  region("north_america", { code: "CAN", en: "Canada", zh: "加拿大" }, "Maple Line Communications", 600, {
    ips: 140,
    assigned: 20,
    weight: 85,
    hot: true,
  }),
  region("north_america", { code: "MEX", en: "Mexico", zh: "墨西哥" }, "Sierra Madre Telecom", 650, {
    ips: 45,
    assigned: 5,
    weight: 60,
  }),
  region("south_america", { code: "BRA", en: "Brazil", zh: "巴西" }, "Ipê Conecta", 700, {
    ips: 70,
    assigned: 10,
    weight: 62,
  }),
  region("south_america", { code: "ARG", en: "Argentina", zh: "阿根廷" }, "Pampa Net", 720, {
    ips: 30,
    assigned: 4,
    weight: 50,
  }),
  region("south_america", { code: "CHL", en: "Chile", zh: "智利" }, "Andes Digital", 720, {
    ips: 25,
    assigned: 3,
    weight: 48,
  }),
  region("europe", GBR, "Thames Gateway Broadband", 580, { ips: 180, assigned: 30, weight: 92, hot: true }),
  region("europe", GBR, "Albion Metro Fibre", 620, { ips: 70, assigned: 6, weight: 80 }, undefined, {
    code: "LON",
    en: "London",
    zh: "伦敦",
  }),
  region("europe", { code: "FRA", en: "France", zh: "法国" }, "Hexagone Télécom", 580, {
    ips: 150,
    assigned: 22,
    weight: 86,
    hot: true,
  }),
  region("europe", DEU, "Rheinland Netz", 580, { ips: 160, assigned: 18, weight: 87, hot: true }),
  region("europe", DEU, "Mainufer Kabel", 620, { ips: 55, assigned: 5, weight: 70 }, undefined, {
    code: "FRA",
    en: "Frankfurt",
    zh: "法兰克福",
  }),
  region("europe", { code: "NLD", en: "Netherlands", zh: "荷兰" }, "Polder Glasvezel", 560, {
    ips: 90,
    assigned: 9,
    weight: 75,
  }),
  region("europe", { code: "ESP", en: "Spain", zh: "西班牙" }, "Meseta Redes", 600, {
    ips: 60,
    assigned: 6,
    weight: 64,
  }),
  region("europe", { code: "ITA", en: "Italy", zh: "意大利" }, "Appennino Connessioni", 600, {
    ips: 55,
    assigned: 7,
    weight: 63,
  }),
  region("europe", { code: "POL", en: "Poland", zh: "波兰" }, "Wisła Światłowód", 560, {
    ips: 40,
    assigned: 4,
    weight: 55,
  }),
  region("asia", JPN, "Sakura Hikari", 680, { ips: 150, assigned: 25, weight: 91, hot: true }),
  region("asia", JPN, "Kanto Fiber Works", 720, { ips: 60, assigned: 8, weight: 78 }, undefined, {
    code: "TYO",
    en: "Tokyo",
    zh: "东京",
  }),
  region("asia", { code: "KOR", en: "South Korea", zh: "韩国" }, "Hangang Telecom", 700, {
    ips: 120,
    assigned: 15,
    weight: 84,
    hot: true,
  }),
  region("asia", { code: "HKG", en: "Hong Kong", zh: "中国香港" }, "Victoria Harbour Broadband", 750, {
    ips: 110,
    assigned: 14,
    weight: 83,
    hot: true,
  }),
  region("asia", { code: "SGP", en: "Singapore", zh: "新加坡" }, "Lion City Fibre", 720, {
    ips: 100,
    assigned: 12,
    weight: 82,
  }),
  region("asia", { code: "IDN", en: "Indonesia", zh: "印度尼西亚" }, "Nusantara Link", 620, {
    ips: 110,
    assigned: 10,
    weight: 80,
  }),
  region("asia", { code: "IND", en: "India", zh: "印度" }, "Deccan Broadband", 540, {
    ips: 130,
    assigned: 16,
    weight: 81,
  }),
  region("asia", { code: "VNM", en: "Vietnam", zh: "越南" }, "Mekong Viễn Thông", 600, {
    ips: 50,
    assigned: 5,
    weight: 58,
  }),
  region("asia", { code: "TWN", en: "Taiwan, China", zh: "中国台湾" }, "Formosa Fiber", 720, {
    ips: 45,
    assigned: 5,
    weight: 57,
  }),
  region("asia", { code: "ARE", en: "United Arab Emirates", zh: "阿拉伯联合酋长国" }, "Gulf Dune Networks", 900, {
    // Sold out: every demo IP of this region is already assigned, so its stock is 0.
    ips: 12,
    assigned: 12,
    weight: 40,
  }),
  region("oceania", { code: "AUS", en: "Australia", zh: "澳大利亚" }, "Southern Cross Broadband", 680, {
    ips: 90,
    assigned: 10,
    weight: 72,
  }),
  region("oceania", { code: "NZL", en: "New Zealand", zh: "新西兰" }, "Kōwhai Connect", 700, {
    ips: 30,
    assigned: 3,
    weight: 45,
  }),
  region("africa", { code: "ZAF", en: "South Africa", zh: "南非" }, "Protea Telecom", 750, {
    ips: 35,
    assigned: 5,
    weight: 44,
  }),
  region("africa", { code: "EGY", en: "Egypt", zh: "埃及" }, "Nile Delta Net", 720, {
    ips: 25,
    assigned: 3,
    weight: 42,
  }),
];

/** Ports a residential-style gateway hands out; one per IP, cycling. */
const PORTS = [10_001, 10_002, 10_003, 10_004] as const;

/**
 * The `n`th address of 198.18.0.0/15, the range RFC 2544 reserves for benchmarking: never a real
 * third party's IP. 131,072 addresses, far more than the demo needs.
 */
export function benchmarkAddress(n: number): string {
  if (n < 0 || n >= 131_072) throw new RangeError("the demo inventory outgrew 198.18.0.0/15");
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** Inventory rows for the seeded regions, `regionIds[i]` being the id of `staticRegionSeed[i]`. */
export function staticIpSeed(regionIds: readonly number[]): NewStaticIpRow[] {
  const rows: NewStaticIpRow[] = [];
  let n = 1;
  staticRegionSeed.forEach((seed, index) => {
    const regionId = regionIds[index];
    if (regionId === undefined) throw new Error("a seeded region has no id");
    for (let i = 0; i < seed.ips; i += 1) {
      // The demo's "already sold" IPs belong to no Portico customer, so they are held out of
      // stock as `disabled`; `assigned` always means an owner and a paid order.
      const status: StaticIpStatus = i < seed.assigned ? "disabled" : "available";
      rows.push({ regionId, address: benchmarkAddress(n), port: PORTS[n % PORTS.length] ?? 10_001, status });
      n += 1;
    }
  });
  return rows;
}
