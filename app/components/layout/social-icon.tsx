import type { SocialNetwork } from "~/content/site";

// Brand marks drawn inline (lucide dropped brand icons); 24×24 paths.
const paths: Record<SocialNetwork, string> = {
  facebook:
    "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z",
  linkedin:
    "M6.9 8.6H3.6V20h3.3V8.6ZM5.2 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.7c0-3.1-1.7-5.3-4.5-5.3-1.5 0-2.6.8-3 1.6V8.6H9.7V20H13v-5.7c0-1.5.4-2.9 2.2-2.9 1.8 0 1.9 1.7 1.9 3V20h3.3v-6.3Z",
  x: "M17.8 3.5h3l-6.6 7.5 7.7 9.5h-6l-4.7-5.8-5.4 5.8h-3l7-7.9L2.5 3.5h6.1l4.3 5.3 4.9-5.3Zm-1 15.3h1.7L7.3 5.1H5.5l11.3 13.7Z",
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
