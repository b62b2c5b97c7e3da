/** Every API path the contract knows, in one place so server and web cannot drift. */
export const ApiPath = {
  memberAuthorities: "/api/member/authorities",
  packages: "/api/index/packages",
  languageChange: "/api/index/lang",
  faqCategories: "/api/faq/categories",
  faqList: "/api/faq/list",
  faqArticle: "/api/faq/article",
  faqRelated: "/api/faq/related",
  faqPopular: "/api/faq/popular",
  faqRate: "/api/faq/rate",
  privacy: "/api/index/privacy",
  terms: "/api/index/terms",
  useCaseSnippet: "/api/index/snippet",
  contact: "/api/index/contact",
} as const;
