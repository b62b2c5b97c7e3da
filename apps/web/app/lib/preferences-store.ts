import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { StorageKey } from "./storage-keys";

type PreferencesState = {
  /** User-centre sidebar on wide screens; remembered across visits (spec 02 §2). */
  sidebarOpen: boolean;
  toggleSidebar: () => void;
};

export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      sidebarOpen: true,
      toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
    }),
    {
      name: StorageKey.userPreferences,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ sidebarOpen }) => ({ sidebarOpen }),
    },
  ),
);
