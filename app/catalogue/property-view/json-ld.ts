/** The property page's structured data (schema.org RealEstateListing) and its safe embedding. */
import { titleCaseCity } from "~/belgium/city";
import { COUNTRY_CODES } from "~/belgium/country";
import { pictureUrl } from "~/media/picture-url";
import type { Listing } from "../schema";
import { goalKind } from "../codes";
import type { PropertyView } from "./index";

/** schema.org type of the residence offered, by category web id. */
const ITEM_TYPES: Record<number, string> = {
  1: "SingleFamilyResidence",
  2: "Apartment",
  3: "Apartment",
  5: "ApartmentComplex",
};
const ACCOMMODATION = new Set(["SingleFamilyResidence", "Apartment", "ApartmentComplex", "House"]);

/**
 * A RealEstateListing whose Offer (price in EUR where published, availability, sale or lease)
 * offers the residence, with its address (street only when published) and size where known.
 */
export function propertyJsonLd(
  listing: Listing,
  view: PropertyView,
  pageUrl: string,
  origin: string,
  hideCity: boolean,
): Record<string, unknown> {
  const type = ITEM_TYPES[listing.WebID] ?? "Place";
  const accommodation = ACCOMMODATION.has(type);
  const available = listing.Status === "available";
  const absolute = (path: string) => new URL(path, origin).toString();
  const address: Record<string, string> = { "@type": "PostalAddress" };
  if (view.address.street) address.streetAddress = view.address.street;
  if (listing.Zip) address.postalCode = listing.Zip;
  if (!hideCity) address.addressLocality = titleCaseCity(listing.City);
  const country = COUNTRY_CODES[listing.CountryID];
  if (country) address.addressCountry = country;
  const floorSize = listing.SurfaceLiving ?? listing.SurfaceTotal;
  const item: Record<string, unknown> = {
    "@type": type,
    name: view.heading,
    address,
    ...(accommodation && listing.Bedrooms !== undefined ? { numberOfRooms: listing.Bedrooms, numberOfBedrooms: listing.Bedrooms } : {}),
    ...(accommodation && listing.Bathrooms !== undefined ? { numberOfBathroomsTotal: listing.Bathrooms } : {}),
    ...(accommodation && floorSize !== undefined ? { floorSize: { "@type": "QuantitativeValue", value: floorSize, unitCode: "MTK" } } : {}),
    ...(listing.PublishAddress && !hideCity
      ? { geo: { "@type": "GeoCoordinates", latitude: listing.Latitude, longitude: listing.Longitude } }
      : {}),
  };
  const price = listing.PublishPrice && available ? { price: listing.Price, priceCurrency: "EUR" } : {};
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url: pageUrl,
    ...price,
    ...(listing.PublishPrice && available && goalKind(listing.Goal) === "rent"
      ? { priceSpecification: { "@type": "UnitPriceSpecification", price: listing.Price, priceCurrency: "EUR", unitCode: "MON" } }
      : {}),
    availability: available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    businessFunction:
      goalKind(listing.Goal) === "sale" ? "http://purl.org/goodrelations/v1#Sell" : "http://purl.org/goodrelations/v1#LeaseOut",
    itemOffered: item,
  };
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: view.heading,
    description: view.summary,
    url: pageUrl,
    datePosted: listing.PublishedAt,
    ...(listing.Pictures.length > 0
      ? { image: listing.Pictures.slice(0, 10).map((picture) => absolute(pictureUrl(picture.Url, 1360))) }
      : {}),
    offers: offer,
  };
}
