import { serializeJsonLd, type JsonLd as JsonLdData } from "./structured-data";
import { useNonce } from "~/lib/nonce";

/** Structured data for search engines, carrying the page's CSP nonce. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The JSON is escaped by serializeJsonLd: it cannot close the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
