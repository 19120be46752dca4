export function plain(text: string): string;
export function vitestCounts(output: string): string;
export function playwrightCounts(output: string): string;
