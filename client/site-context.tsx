import { createContext, useContext } from 'react';
import type { SiteData } from '../shared/site.ts';

/** The configured brand values, the frame's links and the rating; provided once by <Document> on both server and client. */
export const SiteContext = createContext<SiteData | null>(null);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs <SiteContext.Provider> (rendered by <Document>)');
  return site;
}
