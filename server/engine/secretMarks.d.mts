import type { Locator, Page } from 'playwright';

export declare const SECRET_MARK: string;
export declare function markSecretText(values: string[]): number;
export declare function secretMasks(page: Page, secrets: string[]): Promise<Locator[]>;
