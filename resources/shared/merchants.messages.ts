/**
 * Messages of merchants' terms and caps (spec §8 "The scheme has reached the upper limit; reached
 * upper limit; goods or plan limit reached"), merged into each language's `errors` and `validation`.
 */
export const merchantsMessages = {
  en: { errors: {}, validation: {} },
  zh: { errors: {}, validation: {} },
  es: { errors: {}, validation: {} },
  ja: { errors: {}, validation: {} },
};
