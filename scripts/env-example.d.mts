export type ReadmeVariable = { name: string; fallback: string; text: string };
export function readmeVariables(readme?: string): ReadmeVariable[];
export function envExample(rows?: ReadmeVariable[]): string;
