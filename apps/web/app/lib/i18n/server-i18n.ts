import type { UiLanguage } from "@portico/domain";
import type { i18n } from "i18next";
import { createI18n } from "./create-i18n";
import { resources } from "./resources";

const instances = new Map<UiLanguage, i18n>();

/**
 * The server's i18next instance for one language, made once and shared by every render in it.
 * Server renders only read texts (the language of a render never changes, the resources are
 * bundled), so one instance per language gives the same output as one per request without
 * initialising i18next and its plural rules for each page (issue #14).
 */
export function serverI18n(language: UiLanguage): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, resources);
    rememberPlainTexts(instance);
    instances.set(language, instance);
  }
  return instance;
}

/**
 * A page render asks for a few hundred texts; each one costs i18next a copy of all its options,
 * the key's resolution, interpolation and post-processing (8% of a render's CPU, issue #14). On
 * the server the resources never change, so a text asked for with the same key and the same
 * plain values (strings, numbers, booleans: a count, a region's name) is the same every time:
 * it is kept after the first ask, per language, namespace and key prefix. Calls with anything
 * else (objects, functions, `returnObjects`) go to i18next as they are. A scope keeps at most
 * `MAX_TEXTS` texts (values such as stock counts change) and starts again when full.
 */
const MAX_TEXTS = 5_000;

/** The memo key of a call, or null when the call must go to i18next. */
function textKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== "string") return null;
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || typeof options !== "object" || options === null) return null;
  let values = "";
  for (const [name, value] of Object.entries(options)) {
    if (name === "returnObjects" || name === "postProcess") return null;
    const kind = typeof value;
    if (kind !== "string" && kind !== "number" && kind !== "boolean" && value !== undefined) return null;
    values += `\u0000${name}\u0001${kind}\u0001${String(value)}`;
  }
  return `${key}${values}`;
}

function rememberPlainTexts(instance: i18n): void {
  type AnyFunction = (...args: unknown[]) => unknown;
  const getFixedT = instance.getFixedT.bind(instance) as unknown as AnyFunction;
  const memos = new Map<string, Map<string, unknown>>();
  const memoised = (lng: unknown, ns: unknown, keyPrefix: unknown, ...more: unknown[]) => {
    const fixed = getFixedT(lng, ns, keyPrefix, ...more) as AnyFunction & Record<string, unknown>;
    // react-i18next passes `{ scopeNs }` (namespaces for selector keys) as the fourth argument.
    if (more.length > 1 || typeof keyPrefix === "function") return fixed;
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null, more[0] ?? null]);
    let memo = memos.get(scope);
    if (!memo) {
      memo = new Map();
      memos.set(scope, memo);
    }
    const texts = memo;
    const remembered = ((key: unknown, ...rest: unknown[]) => {
      const memoKey = textKey(key, rest);
      if (memoKey === null) return fixed(key, ...rest);
      if (texts.has(memoKey)) return texts.get(memoKey);
      const text = fixed(key, ...rest);
      if (texts.size >= MAX_TEXTS) texts.clear();
      texts.set(memoKey, text);
      return text;
    }) as AnyFunction & Record<string, unknown>;
    // react-i18next reads the language, namespace and prefix the function was fixed to.
    for (const name of ["lng", "lngs", "ns", "keyPrefix"]) remembered[name] = fixed[name];
    return remembered;
  };
  instance.getFixedT = memoised as unknown as i18n["getFixedT"];
}
