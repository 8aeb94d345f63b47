import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { CallBar } from './call-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** The frame of every page: skip link, header, the page, footer, phone call bar and notices. */
export function Layout() {
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
      <Toaster position="bottom-center" mobileOffset={{ bottom: 76 }} closeButton />
    </>
  );
}
