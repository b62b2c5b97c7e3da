import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { StorageKey } from "./storage-keys";

/** The user-centre lists' page sizes (spec 02 §9: default 10; options 10, 20, 50, 100). */
export const PAGINATION_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGINATION_SIZE = 10;

type PreferencesState = {
  /** User-centre sidebar on wide screens; remembered across visits (spec 02 §2). */
  sidebarOpen: boolean;
  toggleSidebar: () => void;
  /** The page size the customer last chose on a list (spec 02 §3 userPreferences.paginationSize). */
  paginationSize: number;
  setPaginationSize: (size: number) => void;
};

const isPaginationSize = (size: unknown): size is number => PAGINATION_SIZES.some((option) => option === size);

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      sidebarOpen: true,
      toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
      paginationSize: DEFAULT_PAGINATION_SIZE,
      setPaginationSize: (size) => set({ paginationSize: isPaginationSize(size) ? size : DEFAULT_PAGINATION_SIZE }),
    }),
    {
      name: StorageKey.userPreferences,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ sidebarOpen, paginationSize }) => ({ sidebarOpen, paginationSize }),
      // A stored size that is not one of the options (edited by hand, or from an older list) is dropped.
      merge: (stored, current) => {
        const { sidebarOpen, paginationSize } = (stored ?? {}) as Partial<PreferencesState>;
        return {
          ...current,
          ...(typeof sidebarOpen === "boolean" ? { sidebarOpen } : {}),
          ...(isPaginationSize(paginationSize) ? { paginationSize } : {}),
        };
      },
    },
  ),
);
