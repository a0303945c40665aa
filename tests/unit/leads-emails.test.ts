/** How the e-mails show what a visitor chose (issue 7 §4): the words of the form, in the reader's language. */
import { describe, expect, it } from "vitest";
import { formatFieldValue, translatorFor } from "../../app/leads/emails.server";

describe("field values in e-mails", () => {
  it("shows a valuation's goal as what the owner will do, and a demand's as what the visitor looks for", async () => {
    const fr = await translatorFor("fr");
    expect(formatFieldValue("goal", "rent", fr, "contact-demand")).toBe("Le mettre en location");
    expect(formatFieldValue("goal", "rent", fr, "demand-register")).toBe("louer");
  });

  it("shows choices, dates, budgets, zones and phone numbers as a person reads them", async () => {
    const nl = await translatorFor("nl");
    expect(formatFieldValue("slot", "afternoon", nl)).toBe("13:00-16:00");
    expect(formatFieldValue("title", "ms", nl)).toBe("Mevrouw");
    expect(formatFieldValue("day", "2026-12-05", nl)).toBe("5-12-2026");
    expect(formatFieldValue("budgetMax", 350000, nl)).toBe("€ 350.000");
    expect(formatFieldValue("zones", ["region:flanders", "city:1300|Wavre"], nl)).toBe("Vlaanderen, 1300 Wavre");
    expect(formatFieldValue("phone", "0470123456", nl)).toBe("0470 12 34 56");
    expect(formatFieldValue("newsletter", true, nl)).toBe("Ja");
  });
});
