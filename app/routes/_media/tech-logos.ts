import { techLogoFiles } from "~/features/landing/index.server";

/** One technology logo (`/tech-logos/<slug>.svg`); the versioned URL the pages use is cached a year. */
export function loader({ request, params }: { request: Request; params: { file?: string } }) {
  const name = params.file ?? "";
  const file = name.endsWith(".svg") ? techLogoFiles.get(name.slice(0, -4)) : undefined;
  if (!file) throw new Response("Logo introuvable", { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === file.version;
  return new Response(file.svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    },
  });
}
