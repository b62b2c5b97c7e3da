import type { PersistStorage, StorageValue } from "zustand/middleware";

/**
 * Local storage for the cart that never throws: unreadable JSON reads as no cart, and storage
 * that is full or switched off (private browsing) only means the cart is not kept. Nothing is
 * written until `canWrite()`: a change made before the stored cart is read must not replace it.
 * A cart that `isEmpty` is removed rather than written: a stored cart makes the next page load
 * its reader, which a visitor with nothing chosen should not pay for.
 */
export function cartStorage<T>(canWrite: () => boolean, isEmpty: (state: T) => boolean): PersistStorage<T> {
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
        if (isEmpty(value.state)) window.localStorage.removeItem(name);
        else window.localStorage.setItem(name, JSON.stringify(value));
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
