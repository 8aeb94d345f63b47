import { createContext, useContext } from 'react';
import type { SiteConfig } from '../shared/site.ts';

/** The configured brand values; provided once by <Document> on both server and client. */
export const SiteContext = createContext<SiteConfig | null>(null);

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs <SiteContext.Provider> (rendered by <Document>)');
  return site;
}
