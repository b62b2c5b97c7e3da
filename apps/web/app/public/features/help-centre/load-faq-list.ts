import { type FaqArticleSummary, type FaqCategory, faqCategories, faqList } from "@portico/contracts";
import type { EndpointCaller } from "../../../lib/api/call-endpoint";

export const FAQ_LIST_PAGE_SIZE = 20;

export type FaqListView = {
  categories: FaqCategory[];
  /** The tab shown active: `class` when given, else the first category unless a search spans all. */
  activeCategoryId: number | null;
  search: string;
  page: number;
  articles: FaqArticleSummary[];
  total: number;
  /** The spec's load-failure keys, shown in place of what failed. */
  error: "load_category_fails" | "load_faq_fails" | null;
};

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The /faq/ view from its query: `class` and `search` preload a search (spec 01 §2). */
export async function loadFaqList(call: EndpointCaller, params: URLSearchParams): Promise<FaqListView> {
  const search = (params.get("search") ?? "").trim().slice(0, 100);
  const classId = positiveInt(params.get("class"));
  const page = positiveInt(params.get("page")) ?? 1;
  const empty = { search, page, articles: [], total: 0 };

  const categories = await call(faqCategories).catch(() => null);
  if (!categories) return { ...empty, categories: [], activeCategoryId: null, error: "load_category_fails" };

  const known = classId !== undefined && categories.some((category) => category.id === classId) ? classId : undefined;
  const activeCategoryId = known ?? (search ? null : (categories[0]?.id ?? null));
  try {
    const result = await call(faqList, {
      ...(activeCategoryId !== null ? { categoryId: activeCategoryId } : {}),
      ...(search ? { keywords: search } : {}),
      page,
      pageSize: FAQ_LIST_PAGE_SIZE,
    });
    return { categories, activeCategoryId, search, page, articles: result.list, total: result.total, error: null };
  } catch {
    return { ...empty, categories, activeCategoryId, error: "load_faq_fails" };
  }
}
