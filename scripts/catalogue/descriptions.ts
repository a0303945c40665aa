/** French headlines and descriptions written from a listing's facts. */
import { type Listing } from "~/catalogue/schema";
import type { Region } from "~/belgium/regions";
import { type City, de } from "./geography";
import { type Plan } from "./plan";
import { type Rng, round } from "./rng";
import { ares, floorText, frNum, HEATING_PHRASE, lowerFirst, ofThe, toThe } from "./texts";

// --- headlines and descriptions ------------------------------------------------

export interface Ctx {
  rng: Rng;
  plan: Plan;
  region: Region | "spain";
  cityName: string;
  city: City | null;
  l: Partial<Listing>;
  orientation: string;
  /** Free layout choice shared by the headline and the description. */
  variant: number;
  /** What the headline names that the details must then hold (details.ts completeNamed adds it). */
  named: Set<Named>;
}

/** A feature a headline can name: a cellar, a garden, a garage, a terrace, two parkings or more, a renovation. */
export type Named = "cellar" | "garden" | "garage" | "terrace" | "parkings" | "renovated";

/**
 * A headline the generator can write: its words, what they name (to be added to the details), and
 * whether the details allow it at all ("rénové" needs a building old enough to have been renovated).
 */
type HeadlineOption = { text: string; names?: Named[]; fits?: boolean };

const REPORT_LAYOUTS = [
  {
    head: "Immeuble de rapport de 3 unités entièrement loué",
    body: "Il se compose de trois appartements d'une chambre, tous loués avec des baux enregistrés.",
  },
  {
    head: "Maison de maître divisée en 4 appartements",
    body: "La maison de maître a été divisée en quatre appartements (trois d'une chambre et un duplex), loués avec des baux enregistrés.",
  },
  {
    head: "Immeuble mixte : commerce et 2 appartements",
    body: "Il comprend un rez-de-chaussée commercial et deux appartements aux étages, disposant d'entrées séparées.",
  },
];

/** The last year a building can have been built in to be called renovated (its renovation at least 15 years later). */
const RENOVATED_BUILT_BY = 2009;

/**
 * The headline, picked as before from the type's options; an option the details rule out gives way
 * to the next one, and what the picked one names is noted in ctx.named.
 */
export function headline(ctx: Ctx): string {
  const options = headlineOptions(ctx);
  // A single option is taken as it is, without a draw.
  const option = options.length === 1 ? options[0]! : ctx.rng.pickFitting(options, (o) => o.fits !== false);
  for (const name of option.names ?? []) ctx.named.add(name);
  return option.text;
}

function headlineOptions(ctx: Ctx): HeadlineOption[] {
  const { plan, l } = ctx;
  const bed = l.Bedrooms ?? 0;
  const chambres = `${bed} chambre${bed > 1 ? "s" : ""}`;
  const rent = plan.goal === 1;
  const facades = l.Facades === 4 ? "4 façades" : l.Facades === 3 ? "3 façades" : "mitoyenne";
  const renovated = l.RenovationYear !== undefined || (l.ConstructionYear ?? Infinity) <= RENOVATED_BUILT_BY;
  const toRefresh = (l.RenovationYear ?? l.ConstructionYear ?? 0) < 2010;
  const texts = (...all: string[]) => all.map((text) => ({ text }));
  if (plan.viager)
    return texts(
      `Viager occupé sur ${(l.LifeAnnuityAges ?? [80]).length > 1 ? "deux têtes" : "une tête"} – maison ${chambres} avec jardin`,
      `Viager : maison ${facades} ${chambres}, bouquet modéré`,
    );
  if (plan.spanish) {
    return plan.webId === 1
      ? texts(`Villa avec piscine privée et vue mer`, `Villa ${chambres} avec piscine à deux pas de la plage`)
      : [
          { text: `Appartement ${chambres} avec terrasse et piscine commune`, names: ["terrace"] },
          { text: `Appartement vue mer à 300 m de la plage` },
        ];
  }
  switch (plan.webId) {
    case 1:
      if (plan.villa)
        return texts(
          `Villa 4 façades ${chambres} sur ${ares(l.SurfaceGround ?? 1500)}`,
          `Superbe villa avec jardin paysager orienté ${ctx.orientation}`,
          `Villa contemporaine ${chambres} avec ${(l.Garages ?? 0) > 1 ? "double garage" : "garage"}`,
          `Propriété de caractère au calme avec vue dégagée`,
        );
      return rent
        ? [
            { text: `Maison ${chambres} avec jardin` },
            { text: `Maison ${facades} ${chambres} avec garage`, names: ["garage"] },
            { text: `Agréable maison familiale ${chambres}` },
          ]
        : [
            { text: `Charmante maison ${facades} ${chambres} avec jardin` },
            { text: `Maison familiale de ${l.SurfaceLiving} m² avec garage et jardin`, names: ["garage"] },
            { text: `Maison ${chambres} à rafraîchir, quartier calme`, fits: toRefresh },
            { text: `Belle maison de ville avec cour et terrasse`, names: ["terrace"] },
            { text: `Maison ${facades} rénovée avec jardin orienté ${ctx.orientation}`, names: ["renovated"], fits: renovated },
            { text: `Maison ${chambres} – idéal premier achat` },
          ];
    case 2: {
      const opts: HeadlineOption[] = [
        { text: `Lumineux appartement ${chambres} avec terrasse`, names: ["terrace"] },
        { text: `Appartement ${chambres} proche ${ctx.city?.transport.startsWith("la gare") ? "de la gare" : "du centre"}` },
        { text: `Bel appartement rénové au ${floorText(l.Floor ?? 1)}`, names: ["renovated"], fits: renovated },
        { text: `Appartement ${chambres} de ${l.SurfaceLiving} m² avec cave`, names: ["cellar"] },
      ];
      if ((l.Floor ?? 0) === 0) opts.push({ text: `Appartement rez-de-jardin ${chambres}`, names: ["garden"] });
      if ((l.Floors ?? 0) > 3 && (l.Floor ?? 0) === (l.Floors ?? 0) - 1)
        opts.push({ text: `Penthouse ${chambres} avec vaste terrasse`, names: ["terrace"] });
      if (rent) opts.push({ text: `Appartement ${chambres} à louer, libre rapidement` });
      return opts;
    }
    case 3:
      return [
        { text: `Studio ${l.Furnished ? "meublé " : ""}proche du centre` },
        { text: `Studio rénové idéal étudiant ou investisseur`, names: ["renovated"], fits: renovated },
        { text: `Studio lumineux de ${l.SurfaceLiving} m² avec kitchenette ${l.Kitchen === "Semi-équipée" ? "semi-équipée" : "équipée"}` },
      ];
    case 4:
      return texts(
        `Terrain à bâtir de ${ares(l.SurfaceGround ?? 800)}`,
        `Beau terrain à bâtir plat, orienté ${ctx.orientation}`,
        `Terrain pour maison 3 ou 4 façades, hors lotissement`,
      );
    case 5:
      return texts(REPORT_LAYOUTS[ctx.variant % REPORT_LAYOUTS.length]!.head);
    case 6:
      return texts(
        ...(rent
          ? [`Rez commercial avec vitrine sur rue passante`, `Surface commerciale de ${l.SurfaceTotal} m² en plein centre`]
          : [`Commerce bien situé sur rue passante`, `Surface commerciale de ${l.SurfaceTotal} m² bien située`]),
      );
    case 8:
      return texts(`Entrepôt de ${l.SurfaceTotal} m² avec bureaux et quai de chargement`, `Atelier avec bureaux dans le zoning`);
    case 9:
      return [
        { text: `Bureaux de ${l.SurfaceOffice} m² avec parkings`, names: ["parkings"] },
        {
          text: `Plateau de bureaux rénové, accès rapide ${ctx.city?.road ? "aux axes routiers" : ""}`.trim(),
          names: ["renovated"],
          fits: renovated,
        },
      ];
    case 7:
      return l.Garages
        ? texts(`Garage fermé au centre-ville`, `Box de garage sécurisé`)
        : texts(`Emplacement de parking en sous-sol`, `Parking intérieur sécurisé`);
  }
}

/**
 * Headlines longer than 100 characters, each written for one property: the listing drawn for one
 * gets the details it names (and the orientation it gives, which the description repeats).
 */
export const LONG_HEADLINES: ReadonlyArray<{ webId: 1 | 2; text: string; details: Partial<Listing>; orientation?: string }> = [
  {
    webId: 1,
    text: "Superbe villa 4 façades de 2014 avec 5 chambres, piscine chauffée, jardin paysager de 25 ares et double garage",
    details: {
      Bedrooms: 5,
      ConstructionYear: 2014,
      RenovationYear: undefined,
      Glazing: "Triple vitrage",
      Facades: 4,
      Pool: true,
      Garages: 2,
      SurfaceGround: 3000,
      SurfaceGarden: 2500,
    },
  },
  {
    webId: 2,
    text: "Appartement traversant de 2 chambres entièrement rénové avec terrasse plein sud, cave, ascenseur et emplacement de parking",
    details: { Bedrooms: 2, ConstructionYear: 1974, RenovationYear: 2023, Terrace: true, Cellar: true, Lift: true, Parkings: 1 },
    orientation: "sud",
  },
  {
    webId: 1,
    text: "Maison de maître de 1905 avec ses moulures d'origine, 4 chambres, bureau, jardin de ville et cave voûtée, à deux pas du centre",
    details: { Bedrooms: 4, ConstructionYear: 1905, Cellar: true, Garden: true },
  },
];

export function describe(ctx: Ctx): string {
  const { rng, plan, l, cityName } = ctx;
  const at = plan.spanish ? `à ${cityName}` : `à ${cityName}`;
  const ofCity = de(cityName);
  const bed = l.Bedrooms ?? 0;
  const rent = plan.goal === 1;
  const sentences: string[] = [];
  const intro = (noun: string) =>
    rng.pick([
      `Située dans un quartier calme ${ofCity}, ${noun} offre un cadre de vie agréable.`,
      `Au cœur ${ofCity}, à deux pas des commerces, nous vous proposons ${noun}.`,
      `Nous vous proposons ${rent ? "en location" : "à la vente"} ${noun} idéalement située ${at}.`,
      `Dans un environnement verdoyant ${at}, découvrez ${noun}.`,
    ]);

  // 1. opening + composition (always)
  switch (plan.webId) {
    case 1: {
      const bathrooms = (l.Bathrooms ?? 1) > 1 ? `${l.Bathrooms} salles de bains` : "une salle de bains";
      const noun = plan.villa
        ? `cette villa ${l.Facades === 4 ? "4 façades" : ""} de ${l.SurfaceLiving} m² habitables`.replace("  ", " ")
        : `cette maison ${l.Facades === 2 ? "mitoyenne" : `${l.Facades} façades`}`;
      sentences.push(intro(noun));
      sentences.push(
        rng.pick([
          `Le rez-de-chaussée comprend un hall d'entrée avec vestiaire, un séjour lumineux, une cuisine ${(l.Kitchen ?? "équipée").toLowerCase()} et un WC séparé ; à l'étage, ${bed} chambres et ${bathrooms}.`,
          `Elle se compose d'un living de ${Math.round((l.SurfaceLiving ?? 150) * 0.28)} m² ouvert sur la cuisine, de ${bed} chambres et ${(l.Bathrooms ?? 1) > 1 ? `de ${bathrooms}` : "d'une salle de bains"}, le tout sur ${l.SurfaceLiving} m² habitables.`,
          `Elle offre ${l.SurfaceLiving} m² habitables répartis entre un spacieux séjour, une cuisine ${(l.Kitchen ?? "équipée").toLowerCase()}, ${bed} chambres et ${l.Attic ? "un grenier aménageable" : bathrooms}.`,
        ]),
      );
      break;
    }
    case 2:
    case 3: {
      const noun =
        plan.webId === 3
          ? `ce studio de ${l.SurfaceLiving} m²`
          : `cet appartement ${bed} chambre${bed > 1 ? "s" : ""} de ${l.SurfaceLiving} m²`;
      sentences.push(intro(noun).replace("Située", "Situé").replace("idéalement située", "idéalement situé"));
      sentences.push(
        plan.webId === 3
          ? rng.pick([
              `Il se compose d'une pièce de vie avec kitchenette ${(l.Kitchen ?? "équipée").toLowerCase()}, d'un coin nuit et d'une salle de douche avec WC.`,
              `Au ${floorText(l.Floor ?? 1)}, il comprend un séjour avec coin cuisine, une salle de douche et un espace rangement.`,
            ])
          : rng.pick([
              `Au ${floorText(l.Floor ?? 1)} d'une résidence ${l.Lift ? "avec ascenseur" : "de standing"}, il comprend un hall, un séjour lumineux, une cuisine ${(l.Kitchen ?? "équipée").toLowerCase()}, ${bed} chambre${bed > 1 ? "s" : ""} et une salle de bains.`,
              `L'appartement offre un living ouvert sur une cuisine ${(l.Kitchen ?? "équipée").toLowerCase()}, ${bed} chambre${bed > 1 ? "s" : ""}, une salle de ${l.ShowerRooms ? "douche" : "bains"} et un WC séparé.`,
            ]),
      );
      break;
    }
    case 4:
      sentences.push(
        intro(`ce terrain à bâtir de ${ares(l.SurfaceGround ?? 800)}`)
          .replace("Située", "Situé")
          .replace("idéalement située", "idéalement situé"),
      );
      sentences.push(
        rng.pick([
          `D'une largeur de façade de ${l.FrontWidth} m, il convient pour une construction ${l.SurfaceGround! > 900 ? "4 façades" : "3 façades"}, orientée ${ctx.orientation} côté jardin.`,
          `La parcelle, plate et bien exposée (${ctx.orientation}), est vendue libre de constructeur.`,
        ]),
      );
      sentences.push(`Raccordements à l'eau, à l'électricité et à l'égout en voirie.`);
      break;
    case 5:
      sentences.push(
        intro(`cet immeuble de rapport de ${l.SurfaceLiving} m²`)
          .replace("Située", "Situé")
          .replace("idéalement située", "idéalement situé"),
      );
      sentences.push(REPORT_LAYOUTS[ctx.variant % REPORT_LAYOUTS.length]!.body);
      sentences.push(`Le revenu locatif annuel s'élève à environ ${frNum(round((l.Price ?? 400_000) * rng.range(0.045, 0.058), 100))} €.`);
      break;
    case 6:
      sentences.push(`Surface commerciale de ${l.SurfaceTotal} m² ${at}, sur un axe à fort passage.`);
      sentences.push(
        rng.pick([
          `Large vitrine de ${l.FrontWidth} m, réserve et sanitaire.`,
          `Elle comprend un espace de vente ouvert, une réserve, une kitchenette et un WC.`,
        ]),
      );
      break;
    case 8:
      sentences.push(
        `Bâtiment semi-industriel de ${l.SurfaceTotal} m² ${at}, à proximité immédiate ${ofThe(ctx.city?.road ?? "l'autoroute")}.`,
      );
      sentences.push(
        `Il comprend un entrepôt d'une hauteur libre de ${rng.int(6, 10)} m avec ${((n) => (n > 1 ? `${n} portes sectionnelles` : "une porte sectionnelle"))(rng.int(1, 3))}, ainsi que ${l.SurfaceOffice} m² de bureaux équipés.`,
      );
      break;
    case 9:
      sentences.push(
        `Plateau de bureaux de ${l.SurfaceOffice} m² ${at}, ${l.Floor ? `au ${floorText(l.Floor)}` : "au rez-de-chaussée"} d'un immeuble ${l.Lift ? "avec ascenseur" : "de caractère"}.`,
      );
      sentences.push(
        rng.pick([
          `Espaces modulables, salle de réunion, kitchenette et sanitaires.`,
          `L'aménagement actuel comprend un accueil, quatre bureaux fermés et un open space.`,
        ]),
      );
      break;
    case 7:
      sentences.push(
        l.Garages
          ? `Garage fermé de ${l.SurfaceTotal} m² ${at}, avec porte basculante ${rng.pick(["motorisée", "manuelle"])}.`
          : `Emplacement de parking en sous-sol sécurisé ${at}, accès par badge.`,
      );
      sentences.push(`Idéal pour un riverain ou comme placement.`);
      break;
  }

  // 2. outdoor, tech, location, closing (optional)
  const optional: string[] = [];
  if (l.Garden && l.SurfaceGarden)
    optional.push(
      rng.pick([
        `À l'arrière, un beau jardin de ${l.SurfaceGarden} m² orienté ${ctx.orientation} offre calme et intimité.`,
        `Le jardin de ${l.SurfaceGarden} m², exposé ${ctx.orientation}, ${l.Terrace ? "est prolongé par une terrasse" : "est entièrement clos"}.`,
      ]),
    );
  if (l.Terrace && l.SurfaceTerrace && !l.Garden)
    optional.push(`Une terrasse de ${l.SurfaceTerrace} m² orientée ${ctx.orientation} prolonge le séjour.`);
  if (l.Garages && plan.webId !== 7)
    optional.push(
      `${l.Garages > 1 ? `${l.Garages} garages` : "Un garage"}${l.Parkings ? ` et ${l.Parkings} emplacement${l.Parkings > 1 ? "s" : ""} extérieur${l.Parkings > 1 ? "s" : ""}` : ""} complète${l.Garages > 1 || l.Parkings ? "nt" : ""} ce bien.`,
    );
  if (l.Heating)
    optional.push(
      `Chauffage ${HEATING_PHRASE[l.Heating] ?? lowerFirst(l.Heating)}, ${lowerFirst(l.Glazing ?? "Double vitrage")} et châssis ${lowerFirst(l.WindowFrame ?? "PVC")}${l.EPCLabelText ? ` (PEB ${l.EPCLabelText})` : ""}.`,
    );
  if (plan.spanish) {
    optional.push(`La plage et le centre ${ofCity} sont à quelques minutes, l'aéroport à moins d'une heure.`);
    optional.push(`Idéal comme résidence secondaire ou pour un investissement locatif saisonnier.`);
  } else if (ctx.city && !(plan.webId === 1 || plan.webId === 2 || plan.webId === 3 || plan.webId === 5)) {
    optional.push(
      rng.pick([
        `Accès rapide ${toThe(ctx.city.road)} ; ${ctx.city.transport} à quelques minutes.`,
        `Bonne visibilité, nombreuses places de stationnement dans les environs.`,
      ]),
    );
  } else if (ctx.city) {
    optional.push(
      rng.pick([
        `Proche de toutes les commodités : écoles, commerces et ${ctx.city.transport}.`,
        `Accès rapide ${toThe(ctx.city.road)} ; ${ctx.city.transport} à quelques minutes.`,
        `Écoles, crèches et commerces de proximité se trouvent dans un rayon d'un kilomètre.`,
      ]),
    );
  }
  const residential = plan.webId === 1 || plan.webId === 2 || plan.webId === 3;
  const when = rng.pick(["immédiatement", "au 1er avril", "au 1er mai", "à convenir"]);
  if (rent && residential)
    optional.push(
      rng.pick([
        `Disponible ${when} ; garantie locative de 3 mois.`,
        `Bail de 3, 6 ou 9 ans ; disponible ${when}.`,
        `Visites sur rendez-vous auprès de notre agence.`,
      ]),
    );
  else if (rent)
    optional.push(
      rng.pick([
        `Disponible ${when}.`,
        plan.webId === 7 ? `Garantie de 3 mois de loyer.` : `Bail commercial de 9 ans ou bail de bureaux à convenir.`,
        `Visites sur rendez-vous auprès de notre agence.`,
      ]),
    );
  else if (residential)
    optional.push(
      rng.pick([
        `Visites sur rendez-vous auprès de notre agence.`,
        `Une opportunité à ne pas manquer : contactez-nous pour une visite.`,
        `Idéal pour un premier achat ou un investissement locatif.`,
        `Libre à l'acte.`,
      ]),
    );
  else
    optional.push(
      rng.pick([
        `Visites sur rendez-vous auprès de notre agence.`,
        `Une belle opportunité pour un investisseur.`,
        plan.webId === 4 ? `Libre de constructeur ; certificat d'urbanisme disponible.` : `Libre à l'acte.`,
      ]),
    );

  const max = plan.viager ? 5 : 6; // the viager terms are prepended as one more sentence
  const extra = rng.sample(optional, rng.int(Math.max(1, 3 - sentences.length), Math.min(optional.length, max - sentences.length)));
  // Keep a natural order: description sentences first, then the rest in pool order.
  extra.sort((a, b) => optional.indexOf(a) - optional.indexOf(b));
  return [...sentences, ...extra].join(" ");
}
