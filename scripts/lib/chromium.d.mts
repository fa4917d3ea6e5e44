export function chromePath(): string;
export const chromeArgs: string[];
export function ensureChromium(): string;
