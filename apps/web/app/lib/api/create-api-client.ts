import {
  ApiPath,
  type ApiRequest,
  type ApiTransport,
  type ContactMessageRequest,
  ContactMessageResponseSchema,
  CountriesResponseSchema,
  type Country,
  EmailExistsResponseSchema,
  ErrorEnvelopeSchema,
  FaqArticleLinksResponseSchema,
  FaqArticleSchema,
  FaqCategoriesResponseSchema,
  type FaqListQuery,
  FaqListResponseSchema,
  FaqRateResponseSchema,
  FindPasswordResponseSchema,
  type Language,
  LanguageChangeResponseSchema,
  type LegalDocumentKind,
  LegalDocumentSchema,
  type LoginRequest,
  LoginResponseSchema,
  LogoutResponseSchema,
  type MemberAuthorities,
  MemberAuthoritiesSchema,
  type MemberInfo,
  MemberInfoSchema,
  type OrderPrepareRequest,
  OrderPrepareResponseSchema,
  PackagesResponseSchema,
  type PriceOverview,
  PriceOverviewSchema,
  ProductType,
  ResetPasswordResponseSchema,
  type ResidentialPackage,
  SendCodeResponseSchema,
  type SignupRequest,
  SignupResponseSchema,
  type StaticRegion,
  StaticRegionsResponseSchema,
  type UseCaseName,
  UseCaseSnippetResponseSchema,
  VerifyCodeResponseSchema,
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

    async login(body: LoginRequest): Promise<string> {
      return (await call({ method: "POST", path: ApiPath.login, body }, LoginResponseSchema)).token;
    },

    async logout(): Promise<void> {
      await call({ method: "POST", path: ApiPath.logout }, LogoutResponseSchema);
    },

    async emailExists(email: string): Promise<boolean> {
      return (await call({ method: "POST", path: ApiPath.emailExists, body: { email } }, EmailExistsResponseSchema))
        .exists;
    },

    async sendSignupCode(email: string, captchaToken: string): Promise<number> {
      const body = { email, token: captchaToken, type: "register" };
      return (await call({ method: "POST", path: ApiPath.sendCode, body }, SendCodeResponseSchema)).resend_after;
    },

    async verifySignupCode(email: string, code: string): Promise<boolean> {
      return (await call({ method: "POST", path: ApiPath.verifyCode, body: { email, code } }, VerifyCodeResponseSchema))
        .valid;
    },

    async signup(body: SignupRequest): Promise<string> {
      return (await call({ method: "POST", path: ApiPath.signup, body }, SignupResponseSchema)).uid;
    },

    async findPassword(email: string): Promise<void> {
      await call({ method: "POST", path: ApiPath.findPassword, body: { username: email } }, FindPasswordResponseSchema);
    },

    async resetPassword(token: string, passwordDigest: string): Promise<void> {
      const body = { token, password: passwordDigest };
      await call({ method: "POST", path: ApiPath.resetPassword, body }, ResetPasswordResponseSchema);
    },

    async memberInfo(): Promise<MemberInfo> {
      return call({ method: "GET", path: ApiPath.memberInfo }, MemberInfoSchema);
    },

    async countries(): Promise<Country[]> {
      return call({ method: "GET", path: `${ApiPath.countries}?level=1` }, CountriesResponseSchema);
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
