/** Textes français de l'espace propriétaire : connexion, mot de passe oublié, chiffres du propriétaire. */
const portal = {
  forgotLink: "Mot de passe oublié\u00a0?",
  loggedOut: "Vous êtes déconnecté.",
  passwordChanged: "Votre nouveau mot de passe est enregistré. Vous pouvez vous connecter avec lui.",
  forgotSent:
    "Si un compte de propriétaire utilise cette adresse, nous venons de lui envoyer un lien pour choisir un nouveau mot de passe. Le lien fonctionne une fois, pendant une heure. Rien reçu\u00a0? Regardez dans vos courriers indésirables, ou contactez l'agence.",
  backToLogin: "Retour à la connexion",
  logout: "Se déconnecter",
  loggedInAs: "Connecté en tant que {{email}}",
  propertiesTitle: "Vos biens",
  allProperties: "Tous vos biens",
  noProperties: "Aucun bien n'est encore lié à votre compte. Contactez l'agence.",
  visitsTitle: "Visites",
  figures: {
    today: "Aujourd'hui",
    week: "Cette semaine",
    month: "Ce mois-ci",
    total: "Au total",
  },
  countingNote:
    "Une visite est une personne qui consulte la page du bien un jour donné (heure belge). Les robots des moteurs de recherche ne sont pas comptés, et rien n'est conservé sur les visiteurs.",
  details: "Visites et demandes\u00a0: {{property}}",
  reference: "Référence {{reference}}",
  viewListing: "Voir l'annonce sur le site",
  chartTitle: "Visites des 30 derniers jours",
  chartDescription: "Un graphique des visites par jour du {{from}} au {{to}}\u00a0; le tableau ci-dessous donne les mêmes chiffres.",
  tableCaption: "Visites par jour, les 30 derniers jours",
  day: "Jour",
  visits: "Visites",
  showTable: "Afficher les chiffres par jour",
  historyTitle: "Demandes concernant ce bien",
  history: {
    date: "Date",
    type: "Type",
    contact: "Contact",
    subject: "Sujet",
    comment: "Commentaire",
    status: "Statut",
    source: "Source",
  },
  noRequests: "Aucune demande concernant ce bien pour l'instant.",
  statuses: {
    new: "Nouvelle",
    "in-progress": "En cours",
    confirmed: "Confirmée",
    closed: "Clôturée",
  },
  website: "Site web",
  download: "Télécharger les chiffres (CSV)",
  csv: {
    property: "Bien",
    reference: "Référence",
    address: "Adresse",
  },
};

export default portal;
