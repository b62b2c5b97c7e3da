import {
  ApiPath,
  type ApiRequest,
  type ApiTransport,
  ErrorEnvelopeSchema,
  type Language,
  LanguageChangeResponseSchema,
  type MemberAuthorities,
  MemberAuthoritiesSchema,
  type OrderPrepareRequest,
  OrderPrepareResponseSchema,
  PackagesResponseSchema,
  type PriceOverview,
  PriceOverviewSchema,
  ProductType,
  type ResidentialPackage,
  type StaticRegion,
  StaticRegionsResponseSchema,
} from "@portico/contracts";
import type { z } from "zod";
import { ApiError } from "./api-error";

export type ApiClientOptions = {
  /** Called when the API answers 401, before the error is thrown (the browser signs out). */
  onUnauthorized?: () => void;
};

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one typed API client; the transport decides whether it runs in process or over fetch. */
export function createApiClient(transport: ApiTransport, options: ApiClientOptions = {}) {
  async function call<T extends z.ZodType>(request: ApiRequest, dataSchema: T): Promise<z.output<T>> {
    const response = await transport(request);
    if (response.status === 401) options.onUnauthorized?.();
    const body = response.body as { code?: unknown; data?: unknown } | null;
    if (body?.code === 1 && response.status < 400) return dataSchema.parse(body.data);
    const failure = ErrorEnvelopeSchema.safeParse(body);
    if (failure.success) throw new ApiError(failure.data.msg, failure.data.error, response.status);
    throw ApiError.unexpected(response.status);
  }

  return {
    async residentialPackages(): Promise<ResidentialPackage[]> {
      const data = await call(
        { method: "GET", path: `${ApiPath.packages}?type=${ProductType.Residential}` },
        PackagesResponseSchema,
      );
      return data[ProductType.Residential];
    },

    /** Static ISP regions with live stock; the keyword matches a code or a name in either language. */
    async staticRegions(keyword?: string): Promise<StaticRegion[]> {
      const query = keyword ? `?keyword=${encodeURIComponent(keyword)}` : "";
      const data = await call({ method: "GET", path: `${ApiPath.staticRegions}${query}` }, StaticRegionsResponseSchema);
      return data.area;
    },
    async priceOverview(): Promise<PriceOverview> {
      return call({ method: "GET", path: ApiPath.priceOverview }, PriceOverviewSchema);
    },
    /** The server's price for an order before it exists (re-checked against stock). */
    async prepareOrder(body: OrderPrepareRequest): Promise<number> {
      return (await call({ method: "POST", path: ApiPath.orderPrepare, body }, OrderPrepareResponseSchema)).pay_price;
    },
    async memberAuthorities(): Promise<MemberAuthorities> {
      return call({ method: "GET", path: ApiPath.memberAuthorities }, MemberAuthoritiesSchema);
    },
    async changeLanguage(language: Language): Promise<void> {
      await call({ method: "POST", path: ApiPath.languageChange, body: { language } }, LanguageChangeResponseSchema);
    },
  };
}
