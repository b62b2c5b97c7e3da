/** An ISO instant as a `datetime-local` field's value on the browser's clock ("2026-11-28T09:05"), "" for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's clock) as an ISO instant; null for an empty field. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as the list shows it, on the browser's clock: "2026-11-28 09:05". */
export function shortDateTime(iso: string): string {
  return toLocalInput(iso).replace("T", " ");
}

/** The generated codes as a CSV file's text: a header, then one code a line (codes hold no comma or quote). */
export function codesCsv(codes: readonly string[]): string {
  return `code\r\n${codes.join("\r\n")}\r\n`;
}

/** Offers text as a download named `name`. */
export function saveTextFile(name: string, contentType: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: contentType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it may go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Product = { id: number; name_en: string; name_zh: string; active: boolean };

/** A plan's or region's name in the reader's language. */
export const productName = (product: Product, language: string) =>
  language === "zh-CN" ? product.name_zh : product.name_en;

/** Plans or regions as a MultiSelect's options: the id as value, the name (marked when off sale) as label. */
export function productOptions(products: readonly Product[], language: string, offSale: string) {
  return products.map((product) => ({
    value: String(product.id),
    label: product.active ? productName(product, language) : `${productName(product, language)} (${offSale})`,
  }));
}

/**
 * What a coupon applies to, as the list names it: null for every product (`everything`), else the
 * chosen plans then regions by name (an id the catalogue no longer answers as `#id`).
 */
export function appliesToNames(
  appliesTo: { plan_ids: readonly number[]; region_ids: readonly number[] } | null,
  catalogue: { plans: readonly Product[]; regions: readonly Product[] } | undefined,
  language: string,
): string[] | null {
  if (appliesTo === null) return null;
  const named = (ids: readonly number[], products: readonly Product[] | undefined) =>
    ids.map((id) => {
      const product = products?.find((candidate) => candidate.id === id);
      return product ? productName(product, language) : `#${id}`;
    });
  return [...named(appliesTo.plan_ids, catalogue?.plans), ...named(appliesTo.region_ids, catalogue?.regions)];
}
