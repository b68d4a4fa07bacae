/** Whether the developer panel is open (the header button, the shortcut and the panel share it). */
import { create } from 'zustand';

interface PanelState {
  opened: boolean;
  /** Opened at least once: its code is loaded, and it stays mounted to animate closing. */
  used: boolean;
}

export const usePanel = create<PanelState>()(() => ({ opened: false, used: false }));

export const panel = {
  open: () => usePanel.setState({ opened: true, used: true }),
  close: () => usePanel.setState({ opened: false }),
  toggle: () => usePanel.setState((s) => ({ opened: !s.opened, used: true })),
};
