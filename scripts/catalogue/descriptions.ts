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
}

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

export function headline(ctx: Ctx): string {
  const { rng, plan, l } = ctx;
  const bed = l.Bedrooms ?? 0;
  const chambres = `${bed} chambre${bed > 1 ? "s" : ""}`;
  const rent = plan.goal === 1;
  const facades = l.Facades === 4 ? "4 façades" : l.Facades === 3 ? "3 façades" : "mitoyenne";
  if (plan.viager)
    return rng.pick([
      `Viager occupé sur ${(l.LifeAnnuityAges ?? [80]).length > 1 ? "deux têtes" : "une tête"} – maison ${chambres} avec jardin`,
      `Viager : maison ${facades} ${chambres}, bouquet modéré`,
    ]);
  if (plan.spanish) {
    return plan.webId === 1
      ? rng.pick([`Villa avec piscine privée et vue mer`, `Villa ${chambres} avec piscine à deux pas de la plage`])
      : rng.pick([`Appartement ${chambres} avec terrasse et piscine commune`, `Appartement vue mer à 300 m de la plage`]);
  }
  switch (plan.webId) {
    case 1:
      if (plan.villa)
        return rng.pick([
          `Villa 4 façades ${chambres} sur ${ares(l.SurfaceGround ?? 1500)}`,
          `Superbe villa avec jardin paysager orienté ${ctx.orientation}`,
          `Villa contemporaine ${chambres} avec double garage`,
          `Propriété de caractère au calme avec vue dégagée`,
        ]);
      return rng.pick(
        rent
          ? [`Maison ${chambres} avec jardin`, `Maison ${facades} ${chambres} avec garage`, `Agréable maison familiale ${chambres}`]
          : [
              `Charmante maison ${facades} ${chambres} avec jardin`,
              `Maison familiale de ${l.SurfaceLiving} m² avec garage et jardin`,
              `Maison ${chambres} à rafraîchir, quartier calme`,
              `Belle maison de ville avec cour et terrasse`,
              `Maison ${facades} rénovée avec jardin orienté ${ctx.orientation}`,
              `Maison ${chambres} – idéal premier achat`,
            ],
      );
    case 2: {
      const opts = [
        `Lumineux appartement ${chambres} avec terrasse`,
        `Appartement ${chambres} proche ${ctx.city?.transport.startsWith("la gare") ? "de la gare" : "du centre"}`,
        `Bel appartement rénové au ${floorText(l.Floor ?? 1)}`,
        `Appartement ${chambres} de ${l.SurfaceLiving} m² avec cave`,
      ];
      if ((l.Floor ?? 0) === 0) opts.push(`Appartement rez-de-jardin ${chambres}`);
      if ((l.Floors ?? 0) > 3 && (l.Floor ?? 0) === (l.Floors ?? 0) - 1) opts.push(`Penthouse ${chambres} avec vaste terrasse`);
      if (rent) opts.push(`Appartement ${chambres} à louer, libre rapidement`);
      return rng.pick(opts);
    }
    case 3:
      return rng.pick([
        `Studio ${l.Furnished ? "meublé " : ""}proche du centre`,
        `Studio rénové idéal étudiant ou investisseur`,
        `Studio lumineux de ${l.SurfaceLiving} m² avec kitchenette équipée`,
      ]);
    case 4:
      return rng.pick([
        `Terrain à bâtir de ${ares(l.SurfaceGround ?? 800)}`,
        `Beau terrain à bâtir plat, orienté ${ctx.orientation}`,
        `Terrain pour maison 3 ou 4 façades, hors lotissement`,
      ]);
    case 5:
      return REPORT_LAYOUTS[ctx.variant % REPORT_LAYOUTS.length]!.head;
    case 6:
      return rng.pick(
        rent
          ? [`Rez commercial avec vitrine sur rue passante`, `Surface commerciale de ${l.SurfaceTotal} m² en plein centre`]
          : [`Commerce bien situé sur rue passante`, `Surface commerciale de ${l.SurfaceTotal} m² bien située`],
      );
    case 8:
      return rng.pick([`Entrepôt de ${l.SurfaceTotal} m² avec bureaux et quai de chargement`, `Atelier avec bureaux dans le zoning`]);
    case 9:
      return rng.pick([
        `Bureaux de ${l.SurfaceOffice} m² avec parkings`,
        `Plateau de bureaux rénové, accès rapide ${ctx.city?.road ? "aux axes routiers" : ""}`.trim(),
      ]);
    case 7:
      return l.Garages
        ? rng.pick([`Garage fermé au centre-ville`, `Box de garage sécurisé`])
        : rng.pick([`Emplacement de parking en sous-sol`, `Parking intérieur sécurisé`]);
  }
}

export const LONG_HEADLINES = [
  "Superbe villa 4 façades de 2014 avec 5 chambres, piscine chauffée, jardin paysager de 25 ares et double garage",
  "Appartement traversant de 2 chambres entièrement rénové avec terrasse plein sud, cave, ascenseur et emplacement de parking",
  "Maison de maître de 1905 avec ses moulures d'origine, 4 chambres, bureau, jardin de ville et cave voûtée, à deux pas du centre",
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
      const noun = plan.villa
        ? `cette villa ${l.Facades === 4 ? "4 façades" : ""} de ${l.SurfaceLiving} m² habitables`.replace("  ", " ")
        : `cette maison ${l.Facades === 2 ? "mitoyenne" : `${l.Facades} façades`}`;
      sentences.push(intro(noun));
      sentences.push(
        rng.pick([
          `Le rez-de-chaussée comprend un hall d'entrée avec vestiaire, un séjour lumineux, une cuisine ${(l.Kitchen ?? "équipée").toLowerCase()} et un WC séparé ; à l'étage, ${bed} chambres et une salle de bains.`,
          `Elle se compose d'un living de ${Math.round((l.SurfaceLiving ?? 150) * 0.28)} m² ouvert sur la cuisine, de ${bed} chambres et ${(l.Bathrooms ?? 1) > 1 ? `de ${l.Bathrooms} salles de bains` : "d'une salle de bains"}, le tout sur ${l.SurfaceLiving} m² habitables.`,
          `Elle offre ${l.SurfaceLiving} m² habitables répartis entre un spacieux séjour, une cuisine ${(l.Kitchen ?? "équipée").toLowerCase()}, ${bed} chambres et un grenier aménageable.`,
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
              `Il se compose d'une pièce de vie avec kitchenette équipée, d'un coin nuit et d'une salle de douche avec WC.`,
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
        `Le jardin de ${l.SurfaceGarden} m², exposé ${ctx.orientation}, est prolongé par une terrasse.`,
      ]),
    );
  if (l.Terrace && l.SurfaceTerrace && !l.Garden)
    optional.push(`Une terrasse de ${l.SurfaceTerrace} m² orientée ${ctx.orientation} prolonge le séjour.`);
  if (l.Garages && plan.webId !== 7)
    optional.push(
      `${l.Garages > 1 ? `${l.Garages} garages` : "Un garage"}${l.Parkings ? ` et ${l.Parkings} emplacement${l.Parkings > 1 ? "s" : ""} extérieur${l.Parkings > 1 ? "s" : ""}` : ""} complète${l.Garages > 1 ? "nt" : ""} ce bien.`,
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
