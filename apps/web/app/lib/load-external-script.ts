const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script (chat widget, Turnstile) once per URL, with this document's nonce:
 * the CSP runs no script without it. A failed load is forgotten so a retry adds it again.
 */
export function loadExternalScript(url: string, nonce: string | undefined): Promise<void> {
  const pending = loading.get(url);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(url);
      reject(new Error(`Script failed to load: ${url}`));
    };
    document.head.append(script);
  });
  loading.set(url, load);
  return load;
}
