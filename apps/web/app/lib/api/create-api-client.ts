import {
  ApiPath,
  type ApiRequest,
  type ApiTransport,
  type ContactMessageRequest,
  ContactMessageResponseSchema,
  ErrorEnvelopeSchema,
  FaqArticleLinksResponseSchema,
  FaqArticleSchema,
  FaqCategoriesResponseSchema,
  type FaqListQuery,
  FaqListResponseSchema,
  FaqRateResponseSchema,
  type Language,
  LanguageChangeResponseSchema,
  type LegalDocumentKind,
  LegalDocumentSchema,
  PackagesResponseSchema,
  ProductType,
  type ResidentialPackage,
  type UseCaseName,
  UseCaseSnippetResponseSchema,
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

    faqCategories: () => call({ method: "GET", path: ApiPath.faqCategories }, FaqCategoriesResponseSchema),

    faqList: (query: FaqListQuery) =>
      call({ method: "GET", path: `${ApiPath.faqList}?${queryString(query)}` }, FaqListResponseSchema),

    faqArticle: (subtitle: string) =>
      call({ method: "GET", path: `${ApiPath.faqArticle}?${queryString({ subtitle })}` }, FaqArticleSchema),

    faqRelated: (subtitle: string) =>
      call(
        { method: "GET", path: `${ApiPath.faqRelated}?${queryString({ subtitle })}` },
        FaqArticleLinksResponseSchema,
      ),

    faqPopular: () => call({ method: "GET", path: ApiPath.faqPopular }, FaqArticleLinksResponseSchema),

    rateFaqArticle: (id: number, star: number) =>
      call({ method: "POST", path: ApiPath.faqRate, body: { id, star } }, FaqRateResponseSchema),

    legalDocument: (kind: LegalDocumentKind) =>
      call({ method: "GET", path: kind === "privacy" ? ApiPath.privacy : ApiPath.terms }, LegalDocumentSchema),

    async useCaseSnippet(name: UseCaseName, locale: Language): Promise<string> {
      const data = await call(
        { method: "GET", path: `${ApiPath.useCaseSnippet}?${queryString({ name, locale })}` },
        UseCaseSnippetResponseSchema,
      );
      return data.html;
    },

    sendContactMessage: (message: ContactMessageRequest) =>
      call({ method: "POST", path: ApiPath.contact, body: message }, ContactMessageResponseSchema),

    async changeLanguage(language: Language): Promise<void> {
      await call({ method: "POST", path: ApiPath.languageChange, body: { language } }, LanguageChangeResponseSchema);
    },
  };
}

/** Defined values only, URL-encoded. */
function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params.toString();
}
