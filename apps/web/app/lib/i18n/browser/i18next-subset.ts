/**
 * The part of i18next's instance API that Portico's browser code uses, in ~1 KB instead of
 * i18next's ~15 KB gzip (ADR 305). The client build resolves `i18next` to this file
 * (`browser-i18n-subset.ts`); the server, the tests and the types keep the real package, and
 * `i18next-subset.test.tsx` proves both give the same text for every key in both languages.
 *
 * Supported, as i18next does it with Portico's options (`create-i18n.ts`): `ns:key` and dotted
 * keys, `{{name}}` interpolation without escaping (a value not passed stays as written),
 * plurals through `count` (`_zero` for 0, then the language's `Intl.PluralRules` suffix, then
 * the bare key), `changeLanguage` with a `languageChanged` event, resource bundles added at
 * run time, and `loadNamespaces` through a backend module given to `use()` (a page carries only
 * its route's namespaces; the others are read on the way to a route that needs them). Not
 * supported because Portico does not use them: nesting, context, formatting, returnObjects,
 * fallback languages (the browser holds one language; both have every key).
 */

type Tree = { [key: string]: string | Tree };
type LanguageResources = Record<string, Tree>;
type TranslateOptions = { count?: number; ns?: string } & Record<string, unknown>;
export type SubsetTFunction = (key: string, options?: TranslateOptions) => string;

type InitOptions = {
  lng: string;
  resources?: Record<string, LanguageResources>;
  defaultNS?: string;
};

type Listener = (language: string) => void;

/** i18next's backend module, as far as the subset calls it. */
type BackendModule = {
  type: "backend";
  read(language: string, namespace: string, callback: (error: unknown, data: Tree | null) => void): void;
};

const NS_SEPARATOR = ":";
const KEY_SEPARATOR = ".";
const PLACEHOLDER = /\{\{([^{}]+?)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(tree: Tree | undefined, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(KEY_SEPARATOR)) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name.trim()];
    return value === undefined ? placeholder : String(value);
  });
}

export class I18nSubset {
  language = "";
  isInitialized = false;
  options: { defaultNS: string } = { defaultNS: "translation" };
  private store: Record<string, LanguageResources> = {};
  private listeners = new Set<Listener>();
  private fixedTs = new Map<string, SubsetTFunction>();
  private backend: BackendModule | null = null;
  /** One promise per language and namespace, and per set asked for together (`use()` needs the same one). */
  private loads = new Map<string, Promise<void>>();

  /** Takes the backend that `loadNamespaces` reads missing bundles from; other modules are ignored. */
  use(module: { type: string }): this {
    if (module.type === "backend") this.backend = module as BackendModule;
    return this;
  }

  init(options: InitOptions): Promise<SubsetTFunction> {
    this.options = { defaultNS: options.defaultNS ?? "translation" };
    this.store = { ...options.resources };
    this.language = options.lng;
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  /** The text for a key in the current language and the default namespace. */
  t: SubsetTFunction = (key, options) =>
    this.translate(this.language, options?.ns ?? this.options.defaultNS, key, options);

  /** A `t` bound to a language and namespace; the same function each time, so hooks can depend on it. */
  getFixedT(language: string, namespace?: string): SubsetTFunction {
    const ns = namespace ?? this.options.defaultNS;
    const cacheKey = `${language}|${ns}`;
    let fixed = this.fixedTs.get(cacheKey);
    if (!fixed) {
      fixed = (key, options) => this.translate(language, options?.ns ?? ns, key, options);
      this.fixedTs.set(cacheKey, fixed);
    }
    return fixed;
  }

  changeLanguage(language: string): Promise<SubsetTFunction> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of this.listeners) listener(language);
    }
    return Promise.resolve(this.t);
  }

  on(event: "languageChanged", listener: Listener): void {
    if (event === "languageChanged") this.listeners.add(listener);
  }

  off(event: "languageChanged", listener: Listener): void {
    if (event === "languageChanged") this.listeners.delete(listener);
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.store[language]?.[namespace] !== undefined;
  }

  addResourceBundle(language: string, namespace: string, bundle: Tree): this {
    this.store[language] = { ...this.store[language], [namespace]: bundle };
    return this;
  }

  /**
   * Reads the namespaces the current language lacks through the backend; resolves once they are
   * in the store (at once when they already are). A failed read rejects and is tried again on
   * the next call.
   */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const language = this.language;
    const missing = (typeof namespaces === "string" ? [namespaces] : namespaces).filter(
      (namespace) => !this.hasResourceBundle(language, namespace),
    );
    if (missing.length === 0) return Promise.resolve();
    const setKey = `${language}|${missing.join(",")}`;
    let all = this.loads.get(setKey);
    if (!all) {
      all = Promise.all(missing.map((namespace) => this.loadNamespace(language, namespace))).then(() => undefined);
      this.loads.set(setKey, all);
      all.catch(() => this.loads.delete(setKey));
    }
    return all;
  }

  private loadNamespace(language: string, namespace: string): Promise<void> {
    const key = `${language}|${namespace}`;
    let load = this.loads.get(key);
    if (!load) {
      const backend = this.backend;
      load = new Promise<void>((resolve, reject) => {
        if (!backend) throw new Error(`No backend to load ${language}/${namespace} from`);
        backend.read(language, namespace, (error, data) => {
          if (error || !data) return reject(error ?? new Error(`No texts for ${language}/${namespace}`));
          if (!this.hasResourceBundle(language, namespace)) this.addResourceBundle(language, namespace, data);
          resolve();
        });
      });
      this.loads.set(key, load);
      load.catch(() => this.loads.delete(key));
    }
    return load;
  }

  getDataByLanguage(language: string): LanguageResources | undefined {
    return this.store[language];
  }

  private translate(language: string, defaultNamespace: string, key: string, options?: TranslateOptions): string {
    const separator = key.indexOf(NS_SEPARATOR);
    const namespace = separator > 0 ? key.slice(0, separator) : defaultNamespace;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const tree = this.store[language]?.[namespace];
    const text = this.pluralCandidates(language, path, options?.count).reduce<string | undefined>(
      (found, candidate) => found ?? lookup(tree, candidate),
      undefined,
    );
    return text === undefined ? path : interpolate(text, options);
  }

  /** i18next's order: `_zero` for 0, then the plural category's suffix, then the key itself. */
  private pluralCandidates(language: string, path: string, count: number | undefined): string[] {
    if (typeof count !== "number") return [path];
    return [...(count === 0 ? [`${path}_zero`] : []), `${path}_${pluralCategory(language, count)}`, path];
  }
}

export function createInstance(): I18nSubset {
  return new I18nSubset();
}
