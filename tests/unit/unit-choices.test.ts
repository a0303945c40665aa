/**
 * The new-build form's choice of unit: short names that tell the units apart (what fits a phone's
 * select), written out as a visitor reads them.
 */
import { describe, expect, it } from "vitest";
import { unitChoices } from "../../app/forms/listing-forms.server";
import { i18nFor } from "../../app/i18n/i18n.server";

const unit = (id: number, bedrooms: number | null, surface: number | null, price: string, type = "Appartement") => ({
  id,
  type,
  bedrooms,
  surface,
  price,
});

describe("unitChoices", () => {
  it("names each unit by its bedrooms and price when all are of one type", async () => {
    const { t } = await i18nFor("fr");
    expect(unitChoices([unit(1, 1, 62, "€ 264.000"), unit(2, 2, 85, "€ 331.000")], t)).toEqual([
      { value: "1", label: "1 chambre – € 264.000" },
      { value: "2", label: "2 chambres – € 331.000" },
    ]);
  });

  it("adds the type when the units differ, the surface when a unit has no bedrooms, and nothing it does not have", async () => {
    const { t } = await i18nFor("nl");
    expect(
      unitChoices(
        [unit(1, 2, 90, "€ 300.000", "Appartement"), unit(2, null, 14, "€ 25.000", "Parking"), unit(3, null, null, "€ 20.000", "Parking")],
        t,
      ),
    ).toEqual([
      { value: "1", label: "Appartement, 2 slaapkamers – € 300.000" },
      { value: "2", label: "Parking, 14 m² – € 25.000" },
      { value: "3", label: "Parking – € 20.000" },
    ]);
  });

  it("gives two units that would read the same their reference", async () => {
    const { t } = await i18nFor("en");
    expect(unitChoices([unit(7, 1, 60, "€ 250.000"), unit(8, 1, 61, "€ 250.000"), unit(9, 2, 80, "€ 250.000")], t)).toEqual([
      { value: "7", label: "1 bedroom – € 250.000 – Ref: 7" },
      { value: "8", label: "1 bedroom – € 250.000 – Ref: 8" },
      { value: "9", label: "2 bedrooms – € 250.000" },
    ]);
  });
});
