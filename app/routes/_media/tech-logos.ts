import { TECH_LOGO_SPRITE_VERSION, techLogoSprite } from "~/features/landing/index.server";

/** The technology logos' sprite; the versioned URL the pages use is cached for a year. */
export function loader({ request }: { request: Request }) {
  const current = new URL(request.url).searchParams.get("v") === TECH_LOGO_SPRITE_VERSION;
  return new Response(techLogoSprite, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    },
  });
}
