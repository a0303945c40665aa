import { NavLink } from "@remix-run/react";
import type { MenuItem } from "~/site/menu";

/** The menu's links, nested as configured: shared by the header's menu bar and the mobile drawer. */
export function MenuList({ items }: { items: MenuItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink to={item.href} end={item.children.length === 0} prefetch="intent">
            {item.label}
          </NavLink>
          {item.children.length > 0 ? <MenuList items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
