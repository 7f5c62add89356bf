export function visualArgs(argv: string[]): string[];
