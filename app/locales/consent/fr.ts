/** Textes français du consentement aux cookies (app/components/consent/, la liste de la politique cookies). */
const consent = {
  title: "Les cookies sur ce site",
  /** The first layer: short enough to leave most of a phone's screen to the page (ADR 032). */
  intro:
    "Nous utilisons des cookies strictement nécessaires au fonctionnement du site. Avec votre accord, nous mesurons aussi les visites et l'effet de nos publicités et campagnes sur les réseaux sociaux. Refuser ne limite en rien le site, et vous pouvez changer d'avis à tout moment.",
  policyLink: "Notre politique cookies",
  decline: "Refuser",
  acceptAll: "Tout accepter",
  changeSettings: "Modifier les paramètres",
  /** The second layer's first words: where the choice can be changed later (the footer's link, by its name). */
  changeLater: "Vous pourrez modifier votre choix plus tard via «\u00a0{{settings}}\u00a0» en bas de chaque page.",
  acceptSelection: "Accepter ma sélection",
  categoriesLegend: "Catégories de cookies",
  alwaysOn: "toujours actifs",
  cookiesInCategory: "Cookies\u00a0: {{names}}.",
  noCookies: "Aucun cookie de ce type sur ce site pour le moment.",
  saved: "Vos paramètres de cookies sont enregistrés.",
  legalLinks: "Informations légales",
  categories: {
    necessary: {
      name: "Strictement nécessaires",
      description:
        "Indispensables au fonctionnement du site\u00a0: votre langue, votre choix de cookies, la connexion à l'espace propriétaire et les biens que vous sauvegardez. Ils ne vous suivent jamais.",
    },
    analytics: {
      name: "Analytiques",
      description:
        "Nous indiquent, sous forme de statistiques, quelles pages sont consultées et comment les visiteurs trouvent le site, afin de l'améliorer.",
    },
    marketing: {
      name: "Marketing",
      description: "Mesurent les résultats de nos publicités et nous permettent de vous montrer nos biens sur d'autres sites.",
    },
    social: {
      name: "Réseaux sociaux",
      description:
        "Mesurent les résultats de nos campagnes sur Facebook et Instagram, et permettent de lire ici les vidéos des biens (YouTube, Vimeo, Facebook, visites 3D)\u00a0; sans eux, une vidéo s'ouvre sur son propre site.",
    },
    unclassified: {
      name: "Non classés",
      description: "Cookies dont nous déterminons encore la catégorie avec leur fournisseur\u00a0; déposés uniquement avec votre accord.",
    },
  },
  policy: {
    heading: "Les cookies de ce site",
    intro:
      "Cette liste est celle qu'utilise la fenêtre de consentement\u00a0: elle nomme toujours exactement les cookies que le site peut déposer.",
    caption: "{{category}}\u00a0: cookies",
    name: "Nom",
    provider: "Fournisseur",
    purpose: "Finalité",
    duration: "Durée",
    session: "Jusqu'à la fermeture du navigateur",
    none: "Aucun pour le moment.",
    settings: "Modifier vos paramètres de cookies",
  },
  purposes: {
    favourites: "Garde les biens que vous avez sauvegardés, quand votre navigateur n'exécute pas JavaScript",
    language: "Retient la langue que vous avez choisie",
    mapTiles: "Déposé par le fournisseur des fonds de carte lorsque vous demandez la carte interactive",
    videoPlayer: "Permet de lire ici la vidéo d'un bien lorsque vous la lancez",
    consent: "Conserve votre choix de cookies, sa date et la version de cette politique",
    ownerSession: "Garde un propriétaire connecté à l'espace propriétaire",
    gaVisitor: "Distingue les visiteurs par un identifiant aléatoire",
    gaSession: "Suit la visite (la session)",
    adsConversion: "Mesure les visites venant de nos publicités",
    adsDisplay: "Affiche nos publicités sur d'autres sites et en mesure l'effet",
    pixelBrowser: "Mesure l'effet de nos publicités sur Facebook et Instagram",
    pixelFacebook: "Montre nos publicités aux utilisateurs de Facebook et Instagram et les mesure",
  },
};

export default consent;
