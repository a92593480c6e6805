import { commoditiesEn } from './texts/en.ts';
import { commoditiesEs } from './texts/es.ts';
import { commoditiesJa } from './texts/ja.ts';
import { commoditiesZh } from './texts/zh.ts';

/**
 * Goods texts in every language: fields, option labels, actions and the goods' own messages.
 * One file a language (texts/), each typed by the English one so none can miss a key.
 */
export const commoditiesTexts = { en: commoditiesEn, zh: commoditiesZh, es: commoditiesEs, ja: commoditiesJa };
