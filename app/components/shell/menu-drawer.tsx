import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/translation";
import type { MenuItem } from "~/site/menu";
import { Icon } from "../icons";
import { MenuList } from "./menu-list";

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The mobile drawer menu. A native <details> opens and closes it without JavaScript; with
 * JavaScript it keeps keyboard focus inside while open, closes on Escape (focus back on its
 * button) and closes after navigating.
 */
export function MenuDrawer({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname]);

  useEffect(() => {
    const drawer = ref.current;
    if (!drawer) return;
    const summary = drawer.querySelector("summary")!;
    const onToggle = () => {
      if (drawer.open) drawer.querySelector<HTMLElement>(".drawer-panel a[href]")?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!drawer.open) return;
      if (event.key === "Escape") {
        event.preventDefault();
        drawer.open = false;
        summary.focus();
        return;
      }
      if (event.key !== "Tab") return;
      const focusable = Array.from(drawer.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    drawer.addEventListener("toggle", onToggle);
    drawer.addEventListener("keydown", onKeyDown);
    return () => {
      drawer.removeEventListener("toggle", onToggle);
      drawer.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <details className="menu-drawer" ref={ref}>
      <summary>
        <span className="when-closed">
          <Icon name="menu" size={22} />
          {t("shell.openMenu")}
        </span>
        <span className="when-open">
          <Icon name="close" size={22} />
          {t("shell.closeMenu")}
        </span>
      </summary>
      <nav className="drawer-panel" aria-label={t("shell.mainMenu")}>
        <MenuList items={items} />
      </nav>
    </details>
  );
}
