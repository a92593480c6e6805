import { customersEn } from './texts/en.ts';
import { customersEs } from './texts/es.ts';
import { customersJa } from './texts/ja.ts';
import { customersZh } from './texts/zh.ts';

/** Customer texts in every language, one file a language (texts/), each typed by the English one. */
export const customersTexts = { en: customersEn, zh: customersZh, es: customersEs, ja: customersJa };
