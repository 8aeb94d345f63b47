import { Outlet, ScrollRestoration } from 'react-router';
import { useFocusOnNavigation } from '../navigation-focus.ts';
import { useEndOfHydration } from './static-after-hydration.tsx';
import { CallBar } from './call-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/**
 * The frame of every page: skip link, header, the page, footer and the phone call bar. After a
 * client-side navigation the new page starts at the top (Back restores the old position:
 * ScrollRestoration, which renders nothing outside React Router's framework mode) and focus
 * moves to its heading. Notices mount themselves on first use (client/notices.ts).
 */
export function Layout() {
  useFocusOnNavigation();
  useEndOfHydration();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CallBar />
      <ScrollRestoration />
    </>
  );
}
