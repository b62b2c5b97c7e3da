import {
  ApiPath,
  type ApiRequest,
  type ApiTransport,
  ErrorEnvelopeSchema,
  type Language,
  LanguageChangeResponseSchema,
  PackagesResponseSchema,
  ProductType,
  type ResidentialPackage,
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

    async changeLanguage(language: Language): Promise<void> {
      await call({ method: "POST", path: ApiPath.languageChange, body: { language } }, LanguageChangeResponseSchema);
    },
  };
}
