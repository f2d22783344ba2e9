import { DEFAULT_CENTER_PANEL } from '#shared/constants.ts';
import { createStore } from './create-store.ts';

/** Panels of the center area; later features add theirs. */
export type CenterPanel = typeof DEFAULT_CENTER_PANEL | (string & {});

interface UiState {
  sidebarOpen: boolean;
  activePanel: CenterPanel;
}

/** The right sidebar starts hidden; the center panel starts on `home`. */
export const uiStore = createStore<UiState>({ sidebarOpen: false, activePanel: DEFAULT_CENTER_PANEL });

export const toggleSidebar = () => uiStore.set((state) => ({ ...state, sidebarOpen: !state.sidebarOpen }));
export const closeSidebar = () => uiStore.set((state) => ({ ...state, sidebarOpen: false }));
export const setActivePanel = (activePanel: CenterPanel) => uiStore.set((state) => ({ ...state, activePanel }));
