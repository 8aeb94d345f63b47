import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import 'sonner/dist/styles.css';
import type { NoticeKind } from './notices.ts';

/**
 * Mounts the notice area once, in its own root at the end of <body>, after its stylesheet has
 * loaded (a notice drawn before would flash unstyled). Bottom-centre, above the phone call bar.
 */
export async function mountNotices(stylesheet: string): Promise<(kind: NoticeKind, title: string, description: string) => void> {
  if (stylesheet) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    const loaded = new Promise((resolve) => {
      link.onload = resolve;
      link.onerror = resolve;
    });
    document.head.append(link);
    await loaded;
  }
  const container = document.createElement('div');
  container.className = 'notices';
  document.body.append(container);
  const root = createRoot(container);
  // Rendered synchronously, effects included, so the Toaster is listening before the first notice.
  flushSync(() => root.render(<Toaster position="bottom-center" mobileOffset={{ bottom: 76 }} closeButton />));
  return (kind, title, description) => {
    if (kind === 'success') toast.success(title, { description });
    else if (kind === 'error') toast.error(title, { description });
    else toast(title, { description });
  };
}
