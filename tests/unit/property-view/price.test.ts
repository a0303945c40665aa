/** Price and charges (spec §5, GUIDE §4): the price only if published, 'starting from', rents with their charges. */
import { describe, expect, it } from "vitest";
import { fieldOf, keysOf, listing, loadTexts, NAMUR_FLAT, sections, TERVUREN_OFFICE, view, WAVRE_UNIT, without } from "./fixture";

loadTexts();

describe("price and charges (spec §5)", () => {
  it("shows the price only if PublishPrice, else 'Price on request', and hides the amounts that reveal it", () => {
    const hidden = listing(TERVUREN_OFFICE, {
      PublishPrice: false,
      RegistrationRights: 108600,
      NotaryFees: 12160,
      VAT: 1000,
      AgencyCost: 5000,
    });
    expect(view(hidden).price).toBe("Price on request");
    const all = sections(hidden);
    expect(fieldOf(all, "price")?.value).toBe("Price on request");
    expect(keysOf(all)).not.toContain("registrationRights");
    expect(keysOf(all)).not.toContain("notaryFees");
    expect(keysOf(all)).not.toContain("vat");
    expect(fieldOf(all, "agencyCost")).toMatchObject({ label: "Agency fee (VAT included)", value: "€\u00a05.000" });

    const shown = listing(TERVUREN_OFFICE, { PublishPrice: true, Price: 905000, RegistrationRights: 108600 });
    expect(view(shown).price).toBe("€\u00a0905.000");
    expect(fieldOf(sections(shown), "registrationRights")?.value).toBe("€\u00a0108.600");
  });

  it("says 'starting from' for PriceUnit 7 only: a project unit's own price is its price", () => {
    const startingFrom = { PriceUnit: 7, PriceUnitText: "à partir de" };
    expect(view(listing(WAVRE_UNIT, startingFrom), "en").price).toBe("from €\u00a0350.000");
    expect(view(listing(WAVRE_UNIT, startingFrom), "fr").price).toBe("à partir de €\u00a0350.000");
    expect(view(listing(WAVRE_UNIT), "en").price).toBe("€\u00a0350.000");
    expect(view(listing(WAVRE_UNIT), "fr").price).toBe("€\u00a0350.000");
  });

  it("shows a rent per month together with its common charges", () => {
    expect(view(listing(NAMUR_FLAT), "en").price).toBe("€\u00a0820 per month + €\u00a0135 charges");
    expect(fieldOf(sections(listing(NAMUR_FLAT)), "rent")).toMatchObject({
      label: "Monthly rent",
      value: "€\u00a0820 per month + €\u00a0135 charges",
    });
  });

  it("says so when a rental's charges are not known, instead of saying nothing", () => {
    const unknown = without(listing(NAMUR_FLAT), "ChargesRenter");
    expect(view(unknown, "en").price).toBe("€\u00a0820 per month, charges not known");
    expect(view(unknown, "nl").price).toBe("€\u00a0820 per maand, kosten onbekend");
    expect(view(unknown, "fr").price).toBe("€\u00a0820 par mois, charges non communiquées");
    expect(view(unknown, "de").price).toBe("€\u00a0820 pro Monat, Nebenkosten unbekannt");
    expect(fieldOf(sections(unknown, "en"), "chargesRenter")).toMatchObject({
      label: "Common charges paid by the tenant",
      value: "Not known",
    });
    expect(fieldOf(sections(unknown, "nl"), "chargesRenter")?.value).toBe("Onbekend");
    // No charges at all is a known amount.
    expect(view(listing(NAMUR_FLAT, { ChargesRenter: 0 }), "en").price).toBe("€\u00a0820 per month, no charges");
    // A sale has no charges line.
    expect(view(listing(TERVUREN_OFFICE, { PublishPrice: true, Price: 905000 }), "en").price).toBe("€\u00a0905.000");
    expect(keysOf(sections(without(listing(TERVUREN_OFFICE), "ChargesRenter")))).not.toContain("chargesRenter");
  });
});
