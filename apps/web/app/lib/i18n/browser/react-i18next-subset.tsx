/**
 * The part of react-i18next that Portico's browser code uses — `I18nextProvider`,
 * `useTranslation` and `Trans` with named components — over the i18next subset next to it
 * (ADR 305). The client build resolves `react-i18next` here; the server keeps the real package.
 */
import {
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  use,
  useCallback,
  useSyncExternalStore,
} from "react";
import type { I18nSubset, SubsetTFunction } from "./i18next-subset";

const I18nContext = createContext<I18nSubset | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18nSubset; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

function useI18n(): I18nSubset {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an I18nextProvider above it");
  return i18n;
}

/**
 * `t` for the first namespace given (or the default one), re-rendering when the language changes.
 * As react-i18next does, a component whose namespaces are not loaded yet suspends until the
 * backend has read them: on a client-side navigation React keeps the previous page meanwhile.
 */
export function useTranslation(namespaces?: string | readonly string[]) {
  const i18n = useI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on("languageChanged", onChange);
      return () => i18n.off("languageChanged", onChange);
    },
    [i18n],
  );
  const readLanguage = () => i18n.language;
  const language = useSyncExternalStore(subscribe, readLanguage, readLanguage);
  const namespace = typeof namespaces === "string" ? namespaces : namespaces?.[0];
  const listed = typeof namespaces === "string" ? [namespaces] : (namespaces ?? []);
  if (listed.some((name) => !i18n.hasResourceBundle(language, name))) use(i18n.loadNamespaces(listed));
  const t = i18n.getFixedT(language, namespace);
  // react-i18next answers both `const { t } = …` and `const [t] = …`.
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

type TransProps = {
  i18nKey: string;
  t?: SubsetTFunction;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
};

/** A text whose `<name>…</name>` parts become the named components, with that text inside. */
export function Trans({ i18nKey, t, values, components = {} }: TransProps) {
  const i18n = use(I18nContext);
  const text = (t ?? i18n?.t)?.(i18nKey, values) ?? i18nKey;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", inner = ""] = match;
    const component = components[name];
    parts.push(text.slice(last, match.index));
    parts.push(isValidElement(component) ? cloneElement(component, { key: match.index }, inner) : whole);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts.filter((part) => part !== "")}</>;
}
