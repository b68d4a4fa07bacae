import { createContext, useContext, type ComponentType } from 'react';

/**
 * The demo tools' places in the panel (demo and dev builds only). The tools themselves are
 * in mocks/devtools and reach the panel only through main.tsx's `__CAIRN_MOCKS__` branch:
 * in a production build this context is always null and none of their code is bundled.
 */
/** The demo sign-in (mocks/demo-accounts.ts): the sign-in screen offers to fill it in. */
export interface DemoAccount {
  email: string;
  password: string;
}

export interface DemoTools {
  /** The demo sign-in shown on the sign-in screen. */
  account: DemoAccount;
  /** Always mounted: the developer panel, its shortcut, storage notices. */
  Overlay: ComponentType;
  /** In the header: opens the developer panel. */
  HeaderButton: ComponentType;
  /** In the signed-in frame (the sidebar's foot): Reset demo data. */
  FrameTools: ComponentType;
  /** On the sign-in screen: Reset demo data. */
  SignInTools: ComponentType;
}

export const DemoToolsContext = createContext<DemoTools | null>(null);

export function useDemoTools(): DemoTools | null {
  return useContext(DemoToolsContext);
}
