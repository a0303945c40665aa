/** Issue 6 §3: property titles are unique per page and language across the whole snapshot, and fit in 70 characters. */
import { describe, expect, it } from "vitest";
import { catalogue, loadTexts, view } from "./fixture";

loadTexts();

const LANGUAGES = ["nl", "fr", "en", "de"] as const;

describe("property titles across the snapshot", () => {
  it.each(LANGUAGES)("%s: every property page has its own title, within 70 characters", (lang) => {
    const titles = new Map<string, number[]>();
    const long: string[] = [];
    for (const item of catalogue.listings) {
      const { title } = view(item, lang).seo;
      titles.set(title, [...(titles.get(title) ?? []), item.ID]);
      if (title.length > 70) long.push(title);
    }
    const shared = [...titles].filter(([, ids]) => ids.length > 1).map(([title, ids]) => `${title}: ${ids.join(", ")}`);
    expect(shared).toEqual([]);
    expect(long).toEqual([]);
    expect(titles.size).toBe(catalogue.listings.length);
  });

  it.each(["nl", "en", "de"] as const)("%s: every description is written from the facts, not the French text", (lang) => {
    for (const item of catalogue.listings) {
      const { description } = view(item, lang).seo;
      expect(description).not.toContain(item.Description.slice(0, 40));
      expect(description.length).toBeLessThanOrEqual(250);
    }
  });
});
