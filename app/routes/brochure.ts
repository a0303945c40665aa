import { data, type LoaderFunctionArgs } from "@remix-run/node";
import path from "node:path";
import { formatPhone } from "~/belgium/phone";
import { BROCHURE_PHOTOS, brochurePdf, qrCodeSvg } from "~/brochure/brochure.server";
import { QR_PARAMETER } from "~/brochure/brochure";
import { keptBrochure } from "~/brochure/brochure-file.server";
import { listingPath, projectOf, slugify } from "~/catalogue/paths";
import { propertyView } from "~/catalogue/property-view";
import { i18nFor } from "~/i18n/i18n.server";
import { siteOrigin } from "~/routing/origin";
import { requirePage } from "~/routing/page.server";
import { agencyAddress } from "~/site/agency";

/** How wide the brochure's photos are taken from the picture cache: sharp on A4 at 150 dpi, a brochure of five under 1 MB. */
const PHOTO_WIDTH = 800;

/**
 * A property's brochure (issue 24 §3, ADR 051): the PDF of what its printed page shows, in the
 * page's language, named `{reference}-{town}.pdf`, made once per catalogue version and kept on disk.
 * Only a property on offer has one (a sold or rented one, or an unknown id, is a 404).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, params } = requirePage(request, context, ["brochure"]);
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  const catalogue = await context.catalogue.get();
  const listing = id === null ? undefined : await catalogue.listings.byId(id);
  if (!listing || listing.Status !== "available") throw data(null, { status: 404 });

  const origin = siteOrigin(request, context.env);
  // `?qr`: the page's address as a QR code, which the printed page shows (ADR 051).
  if (new URL(request.url).searchParams.has(QR_PARAMETER)) {
    const svg = await qrCodeSvg(`${origin}${listingPath(listing, lang, projectOf(listing, catalogue))}`);
    return new Response(svg, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" } });
  }
  const { t } = await i18nFor(lang);
  const { config } = context.site;
  const folder = path.join(context.env.MEDIA_CACHE_DIR, "brochures");
  const bytes = await keptBrochure(folder, { version: catalogue.version, lang, origin, id: listing.ID }, async () => {
    const view = propertyView(listing, { lang, t, hideCity: config.listing.hideCity });
    const photos: string[] = [];
    for (const picture of view.pictures.slice(0, BROCHURE_PHOTOS)) {
      const name = picture.src.split("/").pop();
      const located = name ? await context.pictures.locate({ name, width: PHOTO_WIDTH, format: "jpeg" }) : null;
      if (located) photos.push(await context.pictures.render(located));
    }
    const pageUrl = `${origin}${listingPath(listing, lang, projectOf(listing, catalogue))}`;
    return brochurePdf({
      view,
      pageUrl,
      agency: { name: config.name, phone: formatPhone(config.agency.phone), address: agencyAddress(config.agency, lang) },
      photos,
      texts: {
        description: t("property.sections.description"),
        energy: t("property.sections.energy"),
        page: t("property.brochure.page", { url: pageUrl }),
      },
    });
  });
  const town = slugify(config.listing.hideCity ? listing.Zip : listing.City) || "property";
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${listing.ID}-${town}.pdf"`,
      "Content-Length": String(bytes.length),
      // Kept on the server's disk: the render cache need not hold it in memory.
      "Cache-Control": "private, max-age=3600",
    },
  });
}
