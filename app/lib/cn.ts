import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No Tailwind conflict resolution (tailwind-merge would add ~8 KiB to every
 * page): components never pass a class that overrides one of the base classes they extend.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
