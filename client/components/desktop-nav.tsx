import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { sectionLinks, serviceOverviewLinks } from '../../shared/navigation.ts';
import { useSite } from '../site-context.tsx';
import { Icon } from './icon.tsx';

/** Timings of the Services dropdown (docs/product.md §4). */
export const OPEN_DELAY_MS = 200;
export const CLOSE_DELAY_MS = 150;
/** After a close, hovering back within this window reopens at once. */
const SKIP_DELAY_MS = 300;

const PANEL_ID = 'services-menu';

/**
 * The menu shown from 768 px. Without JavaScript the Services panel opens on hover and
 * focus-within (CSS, keyed on the missing `data-enhanced`); with it, this component owns the
 * state, the delays and the keyboard.
 */
export function DesktopNav() {
  const { services } = useSite().nav;
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closedAt = useRef(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setEnhanced(true);
    return () => clearTimeout(timer.current);
  }, []);

  function show() {
    clearTimeout(timer.current);
    setOpen(true);
  }
  function hide() {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) closedAt.current = Date.now();
      return false;
    });
  }

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(timer.current);
    if (open) return;
    if (Date.now() - closedAt.current < SKIP_DELAY_MS) show();
    else timer.current = setTimeout(show, OPEN_DELAY_MS);
  }
  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(timer.current);
    if (open) timer.current = setTimeout(hide, CLOSE_DELAY_MS);
  }

  function focusItem(index: number) {
    const links = panelRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show();
      requestAnimationFrame(() => focusItem(0));
    } else if (event.key === 'Escape') {
      hide();
    }
  }

  function onPanelKeyDown(event: KeyboardEvent) {
    const links = Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      hide();
      triggerRef.current?.focus();
    }
  }

  return (
    <nav className="site-nav" aria-label="Main" data-enhanced={enhanced ? 'true' : undefined}>
      <ul className="site-nav-list">
        <li>
          <NavLink to="/" end>
            Home
          </NavLink>
        </li>
        <li
          className="nav-dropdown"
          data-open={open ? 'true' : 'false'}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
          }}
        >
          <button
            ref={triggerRef}
            type="button"
            className="nav-dropdown-trigger"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => (open ? hide() : show())}
            onKeyDown={onTriggerKeyDown}
          >
            Services <Icon name="chevron-down" size={16} className="chevron" />
          </button>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow-key movement between the panel's links; the links themselves are the interactive elements. */}
          <div id={PANEL_ID} ref={panelRef} className="nav-dropdown-panel" onKeyDown={onPanelKeyDown}>
            <ul className="nav-dropdown-grid">
              {services.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={hide}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <ul className="nav-dropdown-more">
              <li>
                <Link to="/services" onClick={hide}>
                  View All Services
                </Link>
              </li>
              {serviceOverviewLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={hide}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
        {sectionLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
