import type { PersistStorage, StorageValue } from "zustand/middleware";

/**
 * Local storage for the cart that never throws: unreadable JSON reads as no cart, and storage
 * that is full or switched off (private browsing) only means the cart is not kept. Nothing is
 * written until `canWrite()`: a change made before the stored cart is read must not replace it.
 */
export function cartStorage<T>(canWrite: () => boolean): PersistStorage<T> {
  return {
    getItem: (name) => {
      try {
        const text = window.localStorage.getItem(name);
        return text === null ? null : (JSON.parse(text) as StorageValue<T>);
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      if (!canWrite()) return;
      try {
        window.localStorage.setItem(name, JSON.stringify(value));
      } catch {
        // Not kept; the page goes on with the cart in memory.
      }
    },
    removeItem: (name) => {
      try {
        window.localStorage.removeItem(name);
      } catch {
        // Nothing to remove from storage that cannot be reached.
      }
    },
  };
}
