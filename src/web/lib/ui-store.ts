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

/**
 * Opens a panel at one of its cards (the element with `cardId`): the card renders with the panel, so it is scrolled
 * to and focused two frames later.
 */
export function openPanelAt(activePanel: CenterPanel, cardId: string) {
  setActivePanel(activePanel);
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const card = document.getElementById(cardId);
      card?.scrollIntoView({ block: 'start' });
      card?.focus({ preventScroll: true });
    }),
  );
}
