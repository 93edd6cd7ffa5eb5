/** The listing fields the structured data reads (a subset of the detail view). */
export interface ListingForJsonLd {
  title: string;
  description: string;
  price: number;
  property_type: "sell" | "rent";
  address: string;
  city: string;
  state: string;
  country: string;
  ward: { name: string } | null;
  latitude: number | null;
  longitude: number | null;
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  created_at: string;
  updated_at: string;
  category: { category: string };
}

/**
 * schema.org RealEstateListing for a listing page: the offer (price in VND, sale or lease),
 * and the place with its postal address and coordinates.
 */
export function listingJsonLd(listing: ListingForJsonLd, options: { url: string; images: string[] }): Record<string, unknown> {
  const place: Record<string, unknown> = {
    "@type": "Place",
    name: listing.address,
    address: {
      "@type": "PostalAddress",
      streetAddress: listing.address,
      addressLocality: listing.ward?.name ?? listing.city,
      addressRegion: listing.state || listing.city,
      addressCountry: "VN",
    },
  };
  if (listing.latitude !== null && listing.longitude !== null) {
    place.geo = { "@type": "GeoCoordinates", latitude: listing.latitude, longitude: listing.longitude };
  }
  const accommodation: Record<string, unknown> = { "@type": "Accommodation", name: listing.title, category: listing.category.category };
  if (listing.area !== null) accommodation.floorSize = { "@type": "QuantitativeValue", value: listing.area, unitCode: "MTK" };
  if (listing.bedrooms !== null) accommodation.numberOfBedrooms = listing.bedrooms;
  if (listing.bathrooms !== null) accommodation.numberOfBathroomsTotal = listing.bathrooms;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: listing.title,
    description: listing.description.slice(0, 500),
    url: options.url,
    datePosted: listing.created_at,
    dateModified: listing.updated_at,
    ...(options.images.length ? { image: options.images } : {}),
    about: accommodation,
    contentLocation: place,
    offers: {
      "@type": "Offer",
      price: listing.price,
      priceCurrency: "VND",
      businessFunction:
        listing.property_type === "rent" ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
      availability: "https://schema.org/InStock",
      url: options.url,
    },
  };
}
