export function chromePath(): string;
export function testChromePath(): string;
export const chromeArgs: string[];
export const testChromeArgs: string[];
export function ensureChromium(): string;
export function ensureTestChromium(): string;
