import { marketplaceShopsEn } from './texts/en.ts';
import { marketplaceShopsEs } from './texts/es.ts';
import { marketplaceShopsJa } from './texts/ja.ts';
import { marketplaceShopsZh } from './texts/zh.ts';

/**
 * Marketplace shop texts in every language (spec §3 "Shop"; the status names are spec §3's).
 * One file a language (texts/), each typed by the English one so none can miss a key.
 */
export const marketplaceShopsTexts = { en: marketplaceShopsEn, zh: marketplaceShopsZh, es: marketplaceShopsEs, ja: marketplaceShopsJa };
