/** English texts of the owner portal: login, forgotten password, the owner's figures (app/routes/login.tsx, owner-*.tsx). */
const portal = {
  forgotLink: "Forgotten your password?",
  loggedOut: "You are logged out.",
  passwordChanged: "Your new password is saved. You can log in with it now.",
  forgotSent:
    "If an owner's account uses this address, we have just sent it a link to choose a new password. The link works once, for one hour. Did nothing arrive? Check your spam folder, or ask the agency.",
  backToLogin: "Back to the login",
  logout: "Log out",
  loggedInAs: "Logged in as {{email}}",
  propertiesTitle: "Your properties",
  allProperties: "All your properties",
  noProperties: "No property is linked to your account yet. Please contact the agency.",
  visitsTitle: "Visits",
  figures: {
    today: "Today",
    week: "This week",
    month: "This month",
    total: "In total",
  },
  countingNote:
    "A visit is one person viewing the property's page on a given day (Belgian time). Search engines' robots are not counted, and nothing is stored about the visitors.",
  details: "Visits and requests: {{property}}",
  reference: "Reference {{reference}}",
  viewListing: "See the listing on the site",
  chartTitle: "Visits over the last 30 days",
  chartDescription: "A line chart of the daily visits from {{from}} to {{to}}; the table below gives the same figures.",
  tableCaption: "Visits per day, the last 30 days",
  day: "Day",
  visits: "Visits",
  showTable: "Show the figures per day",
  historyTitle: "Requests about this property",
  history: {
    date: "Date",
    type: "Type",
    contact: "Contact",
    subject: "Subject",
    comment: "Comment",
    status: "Status",
    source: "Source",
  },
  noRequests: "No requests about this property yet.",
  statuses: {
    new: "New",
    "in-progress": "In progress",
    confirmed: "Confirmed",
    closed: "Closed",
  },
  website: "Website",
  download: "Download the figures (CSV)",
  csv: {
    property: "Property",
    reference: "Reference",
    address: "Address",
  },
};

export default portal;
