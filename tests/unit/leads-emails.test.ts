/**
 * The e-mails a lead causes (issue 7 §4, issue 20 §12), as the agency and the visitor read them:
 * - the agency's copy (French, the site's language) starts with what the lead is about: the form,
 *   then the property (title, reference, price as shown, address as published, link) or the project
 *   and its unit; then the visitor, the language they used, and their words;
 * - the visitor's confirmation repeats their words, names the property by its title with its link,
 *   and ends with the agency's phone, address and opening hours, in the visitor's language;
 * - an unpublished address or price is in no e-mail; a listing the catalogue no longer has, or
 *   e-mails that cannot be composed, still give the agency its lead;
 * - French elides "de", "le", "la", "que" before a vowel or a mute h (the agency's name, towns).
 * Each form type once, on SQLite, with a catalogue of our own (so that its titles and prices are known here).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Catalogue, Listing } from "../../app/catalogue/schema";
import { elide } from "../../app/i18n/elision";
import { formatFieldValue, readerFor } from "../../app/leads/emails.server";
import { submitLead, type LeadSubmission } from "../../app/leads/store.server";
import { makeCatalogue } from "./catalogue-store-fixture";
import { makeLeadContext, ORIGIN, outboxMessages, submission, type LeadTestContext } from "./leads-fixture";

describe("field values in e-mails", () => {
  it("shows a valuation's goal as what the owner will do, and a demand's as what the visitor looks for", async () => {
    const fr = await readerFor("fr");
    expect(formatFieldValue("goal", "rent", fr, "contact-demand")).toBe("Le mettre en location");
    expect(formatFieldValue("goal", "rent", fr, "demand-register")).toBe("louer");
  });

  it("shows choices, dates, budgets, zones (towns in the e-mail's language) and phone numbers as a person reads them", async () => {
    const nl = await readerFor("nl");
    expect(formatFieldValue("slot", "afternoon", nl)).toBe("13:00-16:00");
    expect(formatFieldValue("title", "ms", nl)).toBe("Mevrouw");
    expect(formatFieldValue("day", "2026-12-05", nl)).toBe("5-12-2026");
    expect(formatFieldValue("budgetMax", 350000, nl)).toBe("€ 350.000");
    expect(formatFieldValue("zones", ["region:flanders", "city:1300|Wavre"], nl)).toBe("Vlaanderen, 1300 Waver");
    expect(formatFieldValue("zones", ["city:1300|Wavre"], await readerFor("fr"))).toBe("1300 Wavre");
    expect(formatFieldValue("phone", "0470123456", nl)).toBe("0470 12 34 56");
    expect(formatFieldValue("newsletter", true, nl)).toBe("Ja");
  });
});

describe("French elision", () => {
  it("elides before a vowel, an accented vowel and a y before a consonant", () => {
    expect(elide("de", "Anvers")).toBe("d'Anvers");
    expect(elide("de", "Éghezée")).toBe("d'Éghezée");
    expect(elide("de", "Ypres")).toBe("d'Ypres");
    expect(elide("que", "Uccle")).toBe("qu'Uccle");
    expect(elide("la", "Ixelles")).toBe("l'Ixelles");
  });

  it("elides before a mute h, not before an aspirated one (Belgian towns)", () => {
    expect(elide("de", "Hôtel de Ville")).toBe("d'Hôtel de Ville");
    expect(elide("le", "Horizon Immo")).toBe("l'Horizon Immo");
    expect(elide("de", "Huy")).toBe("de Huy");
    expect(elide("de", "Hasselt")).toBe("de Hasselt");
    // A given name with a mute h, as a subject names the visitor.
    expect(elide("de", "Hélène Martin")).toBe("d'Hélène Martin");
    expect(elide("de", "Hugo Dubois")).toBe("d'Hugo Dubois");
    expect(elide("de", "Hannut")).toBe("de Hannut");
  });

  it("keeps the word before a consonant, and a capital where the word has one", () => {
    expect(elide("de", "Namur")).toBe("de Namur");
    expect(elide("la", "Louvière")).toBe("la Louvière");
    expect(elide("De", "Immo Meuse & Sambre")).toBe("D'Immo Meuse & Sambre");
    expect(elide("De", "Wavre")).toBe("De Wavre");
  });

  it("elides before the agency's name in the French texts", () => {
    expect(elide("de", "Immo Meuse & Sambre")).toBe("d'Immo Meuse & Sambre");
  });
});

/** Our catalogue: a house with everything published, one with its address and price kept private, a unit of a project. */
function catalogue(): Catalogue {
  const base = makeCatalogue(5);
  const change: Record<number, Partial<Listing>> = {
    4_000_001: {
      TypeDescription: "Appartement 2 chambres – lot A3",
      Bedrooms: 2,
      City: "Wavre",
      Zip: "1300",
      Price: 265_000,
      PublishAddress: false,
      Goal: 0,
      PriceUnit: 1,
    },
    4_000_002: {
      TypeDescription: "Maison 3 chambres avec jardin",
      City: "Namur",
      Zip: "5000",
      Street: "Rue de Fer",
      HouseNumber: "3",
      Price: 325_000,
      PublishPrice: true,
      PublishAddress: true,
      RecordFile: "VEN-2024-0002",
    },
    4_000_003: {
      TypeDescription: "Villa discrète",
      City: "Namur",
      Zip: "5000",
      Street: "Rue Cachée",
      HouseNumber: "99",
      Goal: 0,
      PriceUnit: 1,
      Price: 198_000,
      PublishPrice: false,
      PublishAddress: false,
    },
  };
  return { ...base, listings: base.listings.map((listing) => ({ ...listing, ...change[listing.ID] })) };
}

const PERSON = { title: "ms", firstName: "Anne", lastName: "Dupont", phone: "0471234567" };
const HOUSE = "https://www.example.be/fr/a-vendre/namur/maison-3-chambres-avec-jardin/4000002/";
/** The property's lines of the agency's copy (French). */
const HOUSE_LINES = [
  "Bien\u00a0: Maison 3 chambres avec jardin",
  "Référence\u00a0: 4000002",
  "Numéro de dossier\u00a0: VEN-2024-0002",
  "Prix\u00a0: €\u00a0325.000",
  "Adresse\u00a0: Rue de Fer 3, 5000 Namur",
  `Lien\u00a0: ${HOUSE}`,
];
const VISITOR_LINES = [
  "Visiteur\u00a0: Madame Anne Dupont",
  "Adresse e-mail\u00a0: anne.dupont@example.com",
  "Numéro de téléphone\u00a0: 0471 23 45 67",
];

/** How each language's e-mails to visitors end: the agency's name, phone, address and opening hours. */
const SIGNED = {
  fr: [
    "Bien cordialement,",
    "Immo Meuse & Sambre",
    "Téléphone\u00a0: 081 22 33 44",
    "Adresse\u00a0: Rue de Fer 42, 5000 Namur",
    "Heures d'ouverture\u00a0:",
    "Du lundi au vendredi\u00a0: 9 h – 12 h 30 et 13 h 30 – 18 h",
    "Samedi\u00a0: 10 h – 13 h",
  ],
  nl: [
    "Met vriendelijke groeten,",
    "Immo Meuse & Sambre",
    "Telefoon: 081 22 33 44",
    "Adres: Rue de Fer 42, 5000 Namen",
    "Openingsuren:",
    "Maandag tot vrijdag: 9 u – 12.30 u en 13.30 u – 18 u",
    "Zaterdag: 10 u – 13 u",
  ],
  en: [
    "Kind regards,",
    "Immo Meuse & Sambre",
    "Phone: 081 22 33 44",
    "Address: Rue de Fer 42, 5000 Namur",
    "Opening hours:",
    "Monday to Friday: 9am – 12.30pm and 1.30pm – 6pm",
    "Saturday: 10am – 1pm",
  ],
  de: [
    "Mit freundlichen Grüßen",
    "Immo Meuse & Sambre",
    "Telefon: 081 22 33 44",
    "Adresse: Rue de Fer 42, 5000 Namur",
    "Öffnungszeiten:",
    "Montag bis Freitag: 9–12.30 Uhr und 13.30–18 Uhr",
    "Samstag: 10–13 Uhr",
  ],
} as const;

const lines = (text: string) => text.split("\n");
const startsWith = (text: string, start: readonly string[], message?: string) =>
  expect(lines(text).slice(0, start.length), message).toEqual(start);
const endsWith = (text: string, end: readonly string[]) => expect(lines(text).slice(-end.length)).toEqual(end);

describe("the e-mails of each form", () => {
  let c: LeadTestContext;
  beforeAll(async () => {
    c = await makeLeadContext("sqlite", {}, { catalogue: catalogue() });
  });
  afterAll(async () => {
    await c.close();
  });

  /** Stores the lead and returns its e-mails by kind. */
  async function send(form: LeadSubmission["form"], overrides: Partial<LeadSubmission>) {
    const email = overrides.email ?? `${form}-${Math.random().toString(36).slice(2)}@example.com`;
    const result = await submitLead(c, submission(form, { ...overrides, email }), ORIGIN);
    expect(result.status).toBe("stored");
    const mails = (await outboxMessages(c.db)).filter((mail) => mail.lead_id === (result as { leadId: number }).leadId);
    const byKind = (kind: string) => mails.find((mail) => mail.email.kind === kind)?.email;
    return { all: mails.map((mail) => mail.email), agency: byKind("lead-agency")!, confirmation: byKind("lead-confirmation"), byKind };
  }

  it("request information (a Dutch visitor): the agency's copy names the property, the visitor, 'néerlandais', the remark; the confirmation in Dutch", async () => {
    const { agency, confirmation } = await send("contact-me", {
      language: "nl",
      email: "anne.dupont@example.com",
      sourcePath: "/nl/te-koop/namur/maison-3-chambres-avec-jardin/4000002/",
      fields: { ...PERSON, remark: "Is het huis nog beschikbaar?" },
    });
    expect(agency.subject).toBe("Demande d'information de Madame Anne Dupont (réf. 4000002)");
    startsWith(agency.text, [
      "Demande d'information",
      ...HOUSE_LINES,
      "",
      ...VISITOR_LINES,
      "Langue du visiteur\u00a0: néerlandais",
      "",
      "Remarque\u00a0: Is het huis nog beschikbaar?",
    ]);
    expect(agency.text).toContain("Page\u00a0: https://www.example.be/nl/te-koop/namur/maison-3-chambres-avec-jardin/4000002/");
    expect(agency.replyTo).toBe('"Madame Anne Dupont" <anne.dupont@example.com>');

    const text = confirmation!.text;
    expect(text).toContain(
      "Uw aanvraag gaat over:\nHuis met 3 slaapkamers te koop in Namen\nhttps://www.example.be/nl/te-koop/namur/maison-3-chambres-avec-jardin/4000002/\n",
    );
    expect(text).toContain("\nUw bericht:\nIs het huis nog beschikbaar?\n");
    endsWith(text, SIGNED.nl);
  });

  it("book a visit (French): the property, then the day and the slot, before the visitor", async () => {
    const { agency, confirmation } = await send("contact-appointment", {
      email: "anne.dupont@example.com",
      fields: { ...PERSON, day: "2026-12-05", slot: "afternoon", remark: "Plutôt en fin de journée." },
    });
    startsWith(agency.text, [
      "Demande de visite",
      ...HOUSE_LINES,
      "Jour souhaité\u00a0: 5-12-2026",
      "Plage horaire\u00a0: 14:00-16:00",
      "",
      ...VISITOR_LINES,
      "Langue du visiteur\u00a0: français",
      "",
      "Remarque\u00a0: Plutôt en fin de journée.",
    ]);
    expect(confirmation!.text).toContain(`Votre demande concerne\u00a0:\nMaison 3 chambres avec jardin\n${HOUSE}\n`);
    expect(confirmation!.text).toContain("Votre message\u00a0:\nPlutôt en fin de journée.\n");
    endsWith(confirmation!.text, SIGNED.fr);
  });

  it("request the documents (a German visitor): 'allemand' in the agency's copy, the German title and link in the confirmation", async () => {
    const { agency, confirmation } = await send("contact-documents", {
      language: "de",
      email: "anne.dupont@example.com",
      fields: { ...PERSON, remark: "Bitte mit Grundriss." },
    });
    startsWith(agency.text, [
      "Demande de documents",
      ...HOUSE_LINES,
      "",
      ...VISITOR_LINES,
      "Langue du visiteur\u00a0: allemand",
      "",
      "Remarque\u00a0: Bitte mit Grundriss.",
    ]);
    expect(confirmation!.text).toContain(
      "Ihre Anfrage betrifft:\nHaus mit 3 Schlafzimmern zu verkaufen in Namur\nhttps://www.example.be/de/zu-verkaufen/namur/maison-3-chambres-avec-jardin/4000002/\n",
    );
    expect(confirmation!.text).toContain("Ihre Nachricht:\nBitte mit Grundriss.\n");
    endsWith(confirmation!.text, SIGNED.de);
  });

  it("send to a friend (English): the friend in the details, 'd'Anne Dupont' in the subject; the friend's e-mail names the property too", async () => {
    const { agency, confirmation, byKind } = await send("send-to-friend", {
      language: "en",
      email: "anne.dupont@example.com",
      fields: { firstName: "Anne", lastName: "Dupont", friendName: "Marc", friendEmail: "marc@example.org", remark: "Look at this one!" },
    });
    expect(agency.subject).toBe("Envoi à un ami d'Anne Dupont (réf. 4000002)");
    startsWith(agency.text, [
      "Envoi à un ami",
      ...HOUSE_LINES,
      "Nom de votre ami\u00a0: Marc",
      "Adresse e-mail de votre ami\u00a0: marc@example.org",
      "",
      "Visiteur\u00a0: Anne Dupont",
      "Adresse e-mail\u00a0: anne.dupont@example.com",
      "Langue du visiteur\u00a0: anglais",
      "",
      "Remarque\u00a0: Look at this one!",
    ]);
    const home =
      "House with 3 bedrooms for sale in Namur\nhttps://www.example.be/en/for-sale/namur/maison-3-chambres-avec-jardin/4000002/\n";
    expect(confirmation!.text).toContain(`Your request is about:\n${home}`);
    expect(confirmation!.text).toContain("Your message:\nLook at this one!\n");
    endsWith(confirmation!.text, SIGNED.en);
    const friend = byKind("friend")!;
    expect(friend.text).toContain(`wanted to share it with you:\n${home}`);
    endsWith(friend.text, SIGNED.en.slice(1));
  });

  it("new-build enquiry (a Dutch visitor) about a unit: the project, then the unit, each with its price, address and link", async () => {
    const { agency, confirmation } = await send("contact-construction", {
      language: "nl",
      listingId: null,
      projectId: 77,
      email: "anne.dupont@example.com",
      sourcePath: "/nl/projecten/wavre/residence-les-tilleuls/77/",
      fields: { ...PERSON, unit: 4_000_001, remark: "Is er een kelder?" },
    });
    expect(agency.subject).toBe("Demande sur un projet neuf de Madame Anne Dupont");
    startsWith(agency.text, [
      "Demande sur un projet neuf",
      "Projet\u00a0: Résidence Les Tilleuls",
      "Prix\u00a0: De €\u00a0245.000 à €\u00a0410.000",
      "Adresse\u00a0: Avenue des Déportés 12, 1300 Wavre",
      "Lien\u00a0: https://www.example.be/fr/projects/wavre/residence-les-tilleuls/77/",
      "",
      "Lot\u00a0: Appartement 2 chambres – lot A3",
      "Référence\u00a0: 4000001",
      "Prix\u00a0: €\u00a0265.000",
      "Adresse\u00a0: 1300 Wavre",
      "Lien\u00a0: https://www.example.be/fr/projects/wavre/residence-les-tilleuls/77/appartement-2-chambres-lot-a3/4000001/",
      "",
      ...VISITOR_LINES,
      "Langue du visiteur\u00a0: néerlandais",
      "",
      "Remarque\u00a0: Is er een kelder?",
    ]);
    expect(confirmation!.text).toContain(
      [
        "Uw aanvraag gaat over:",
        "Résidence Les Tilleuls",
        "https://www.example.be/nl/projecten/wavre/residence-les-tilleuls/77/",
        "Appartement met 2 slaapkamers te koop in Waver",
        "https://www.example.be/nl/projecten/wavre/residence-les-tilleuls/77/appartement-2-chambres-lot-a3/4000001/",
      ].join("\n"),
    );
    expect(confirmation!.text).toContain("Uw bericht:\nIs er een kelder?\n");
    endsWith(confirmation!.text, SIGNED.nl);
  });

  it("new-build enquiry without a unit: the project alone", async () => {
    const { agency } = await send("contact-construction", { listingId: null, projectId: 77, fields: { ...PERSON } });
    startsWith(agency.text, [
      "Demande sur un projet neuf",
      "Projet\u00a0: Résidence Les Tilleuls",
      "Prix\u00a0: De €\u00a0245.000 à €\u00a0410.000",
      "Adresse\u00a0: Avenue des Déportés 12, 1300 Wavre",
      "Lien\u00a0: https://www.example.be/fr/projects/wavre/residence-les-tilleuls/77/",
      "",
    ]);
  });

  it("free valuation (French): the property to value, the visitor, the remark; no catalogue property", async () => {
    const { agency, confirmation } = await send("contact-demand", {
      listingId: null,
      email: "anne.dupont@example.com",
      sourcePath: "/fr/estimation-gratuite/",
      fields: {
        ...PERSON,
        address: "Rue de Bruxelles 12",
        zip: "5000",
        city: "Namur",
        propertyType: 1,
        goal: "sell",
        remark: "Libre en juin.",
      },
    });
    expect(agency.subject).toBe("Demande d'estimation gratuite de Madame Anne Dupont");
    startsWith(agency.text, [
      "Demande d'estimation gratuite",
      "Adresse\u00a0: Rue de Bruxelles 12",
      "Code postal\u00a0: 5000",
      "Localité\u00a0: Namur",
      "Type de bien\u00a0: Maison",
      "Je souhaite\u00a0: Le vendre",
      "",
      ...VISITOR_LINES,
      "Langue du visiteur\u00a0: français",
      "",
      "Remarque\u00a0: Libre en juin.",
    ]);
    expect(confirmation!.text).not.toContain("Votre demande concerne");
    expect(confirmation!.text).toContain("Votre message\u00a0:\nLibre en juin.\n");
    endsWith(confirmation!.text, SIGNED.fr);
  });

  it("demand registration (a Dutch visitor): the search, its towns in each e-mail's language", async () => {
    const { agency, confirmation } = await send("demand-register", {
      language: "nl",
      listingId: null,
      email: "anne.dupont@example.com",
      sourcePath: "/nl/hou-me-op-de-hoogte/",
      fields: {
        ...PERSON,
        goal: "buy",
        budgetMax: 350_000,
        zones: ["region:wallonia", "city:1300|Wavre"],
        types: [1, 2],
        newsletter: false,
        startDate: "2026-01-01",
        endDate: "2026-12-31",
        remark: "Liefst met tuin.",
      },
    });
    startsWith(agency.text, [
      "Inscription d'une recherche",
      "Je souhaite\u00a0: acheter",
      "Budget maximum\u00a0: € 350.000",
      "Régions et communes\u00a0: Wallonie, 1300 Wavre",
      "Types de biens\u00a0: Maison, Appartement",
      "Recevoir la newsletter\u00a0: Non",
      "Date de début\u00a0: 1-1-2026",
      "Date de fin\u00a0: 31-12-2026",
      "",
      ...VISITOR_LINES,
      "Langue du visiteur\u00a0: néerlandais",
      "",
      "Remarque\u00a0: Liefst met tuin.",
    ]);
    expect(confirmation!.text).toContain("Regio's en gemeenten: Wallonië, 1300 Waver\n");
    expect(confirmation!.text).toContain("Uw bericht:\nLiefst met tuin.\n");
    endsWith(confirmation!.text, SIGNED.nl);
  });

  it("site contact (a German visitor): the form, the visitor, 'allemand', the remark", async () => {
    const { agency, confirmation } = await send("site-contact", {
      language: "de",
      listingId: null,
      email: "anne.dupont@example.com",
      sourcePath: "/de/kontakt/",
      fields: { ...PERSON, remark: "Bitte rufen Sie mich an." },
    });
    startsWith(agency.text, [
      "Formulaire de contact",
      "",
      ...VISITOR_LINES,
      "Langue du visiteur\u00a0: allemand",
      "",
      "Remarque\u00a0: Bitte rufen Sie mich an.",
    ]);
    expect(confirmation!.text).toContain("Ihre Nachricht:\nBitte rufen Sie mich an.\n");
    endsWith(confirmation!.text, SIGNED.de);
  });

  it("newsletter sign-up: the agency's copy names the visitor's language; the confirmation link's e-mail says 'd'Immo Meuse & Sambre' and ends with the agency's contact", async () => {
    const { agency, byKind, confirmation } = await send("sign-newsletter", {
      listingId: null,
      email: "lea@example.be",
      sourcePath: "/fr/newsletter/",
      fields: {},
    });
    expect(agency.subject).toBe("Inscription à la newsletter de lea@example.be");
    startsWith(agency.text, [
      "Inscription à la newsletter",
      "",
      "Adresse e-mail\u00a0: lea@example.be",
      "Langue du visiteur\u00a0: français",
    ]);
    expect(confirmation).toBeUndefined();
    const confirm = byKind("newsletter-confirm")!;
    expect(confirm.text).toContain("Merci de vous être inscrit à la newsletter d'Immo Meuse & Sambre. Confirmez votre inscription");
    endsWith(confirm.text, SIGNED.fr);
  });

  it("an unpublished address and an unpublished price are in no e-mail, whatever the form", async () => {
    for (const [form, name] of [
      ["contact-me", "Demande d'information"],
      ["contact-appointment", "Demande de visite"],
      ["contact-documents", "Demande de documents"],
      ["send-to-friend", "Envoi à un ami"],
    ] as const) {
      const { all, agency } = await send(form, {
        listingId: 4_000_003,
        sourcePath: "/fr/a-vendre/namur/villa-discrete/4000003/",
        fields: { ...PERSON, day: "2026-12-05", slot: "morning", friendEmail: "marc@example.org", remark: "Bonjour" },
      });
      startsWith(
        agency.text,
        [
          name,
          "Bien\u00a0: Villa discrète",
          "Référence\u00a0: 4000003",
          "Prix\u00a0: Prix sur demande",
          "Adresse\u00a0: 5000 Namur",
          "Lien\u00a0: https://www.example.be/fr/a-vendre/namur/villa-discrete/4000003/",
        ],
        form,
      );
      for (const mail of all) {
        for (const secret of ["Rue Cachée", "Cachée", "198.000", "198000", "198 000"]) {
          expect(`${mail.subject}\n${mail.text}`, `${form} ${mail.kind}`).not.toContain(secret);
        }
      }
    }
  });

  it("a listing no longer in the catalogue: the agency's copy says so with its reference and the page; the visitor's confirmation still goes", async () => {
    const { agency, confirmation } = await send("contact-me", {
      listingId: 4_999_999,
      sourcePath: "/fr/a-vendre/namur/une-maison/4999999/",
      fields: { ...PERSON, remark: "Encore libre ?" },
    });
    startsWith(agency.text, ["Demande d'information", "Bien\u00a0: 4999999 (n'est plus dans le catalogue)", ""]);
    expect(agency.text).toContain("Page\u00a0: https://www.example.be/fr/a-vendre/namur/une-maison/4999999/");
    expect(confirmation!.text).toContain("Votre message\u00a0:\nEncore libre ?\n");
    endsWith(confirmation!.text, SIGNED.fr);
  });
});

describe("e-mails that cannot be composed", () => {
  it("store the lead all the same, with the agency's copy of every field as sent", async () => {
    const c = await makeLeadContext("sqlite");
    try {
      // A catalogue that answers with a listing the e-mails cannot read (no pictures, no title).
      const broken = { projects: [], listings: { byId: async () => ({ ID: 4_000_002 }) } };
      const context = { ...c, catalogue: { get: async () => broken as never } };
      const result = await submitLead(context, submission("contact-me", { fields: { ...PERSON, remark: "Bonjour" } }), ORIGIN);
      expect(result.status).toBe("stored");
      const mails = await outboxMessages(c.db);
      expect(mails.map((mail) => [mail.email.kind, mail.recipient])).toEqual([["lead-agency", "info@immo-meuse-sambre.be"]]);
      expect(mails[0]!.email.replyTo).toBe("anne.dupont@example.com");
      expect(mails[0]!.email.text).toContain("remark: Bonjour");
      expect(mails[0]!.email.text).toContain("phone: 0471234567");
      expect(mails[0]!.email.text).toContain("https://www.example.be/fr/a-vendre/namur/bien-n-2-lumineux/4000002/");
    } finally {
      await c.close();
    }
  });
});
