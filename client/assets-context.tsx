import { createContext, useContext } from 'react';
import type { PageAssets } from '../shared/hydration.ts';

/** The page's hashed client files (the icon sprite, the notices' stylesheet); provided by <Document>. */
export const AssetsContext = createContext<PageAssets | null>(null);

export function useAssets(): PageAssets {
  const assets = useContext(AssetsContext);
  if (!assets) throw new Error('useAssets() needs <AssetsContext.Provider> (rendered by <Document>)');
  return assets;
}
