import { describe, expect, it } from "vitest";
import type { MenuPageConfig } from "~/site/config-schema";
import { buildMenu, buildTopBar, resolveLink } from "~/site/menu";

const entry = (id: string, path: string, sort: number, extra: Partial<MenuPageConfig> = {}): MenuPageConfig => ({
  id,
  parentId: null,
  name: id,
  path,
  status: "Published",
  sort,
  childMenus: [],
  params: {
    title: { nl: id, fr: id, en: id, de: id },
    description: { nl: "d", fr: "d", en: "d", de: "d" },
    metadata: { nl: { title: id }, fr: { title: id }, en: { title: id }, de: { title: id } },
    image: null,
    type: "module",
    modules: [],
  },
  ...extra,
});

const label = (page: MenuPageConfig) => page.name;

describe("menu", () => {
  const pages = [
    entry("contact", "contact", 6),
    entry("home", "home", 0),
    entry("for-sale", "for-sale", 2),
    entry("draft", "jobs", 3, { status: "Draft" }),
    entry("agency", "l-agence", 1, { childMenus: [entry("team", "equipe", 0), entry("hidden", "secret", 1, { status: "Draft" })] }),
  ];

  it("shows Published entries only, in their sort order, translated into the language", () => {
    const menu = buildMenu(pages, "nl", { showHome: true, label });
    expect(menu.map((item) => [item.id, item.href])).toEqual([
      ["home", "/nl/"],
      ["agency", "/nl/ons-kantoor/"],
      ["for-sale", "/nl/te-koop/"],
      ["contact", "/nl/contact/"],
    ]);
  });

  it("maps home to '/', others to '/{path}/' and children to '/{path}/{child}/'", () => {
    const menu = buildMenu(pages, "fr", { showHome: true, label });
    expect(menu[0]!.href).toBe("/fr/");
    expect(menu[1]!.href).toBe("/fr/l-agence/");
    // The child's original path is /l-agence/equipe/; no page has it, so it falls back to home.
    expect(menu[1]!.children.map((child) => child.id)).toEqual(["team"]);
  });

  it("hides home when the setting says so", () => {
    expect(buildMenu(pages, "fr", { showHome: false, label }).map((item) => item.id)).not.toContain("home");
  });

  it("opens external, tel: and mailto: links in a new tab and translates site paths", () => {
    expect(resolveLink("https://www.facebook.com/x", "fr")).toEqual({ href: "https://www.facebook.com/x", external: true });
    expect(resolveLink("tel:+3281223344", "fr").external).toBe(true);
    expect(resolveLink("mailto:info@example.be", "fr").external).toBe(true);
    expect(resolveLink("/contact/", "de")).toEqual({ href: "/de/kontakt/", external: false });
  });

  it("keeps only Published top bar items", () => {
    const text = { nl: "a", fr: "b", en: "c", de: "d" };
    const items = buildTopBar(
      [
        { status: "Published", icon: "phone", label: text, link: "tel:081" },
        { status: "Draft", icon: "mail", label: text, link: "mailto:x@y.be" },
      ],
      "en",
    );
    expect(items).toEqual([{ label: "c", icon: "phone", href: "tel:081", external: true }]);
  });
});
