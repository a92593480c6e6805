/** Messages of system resources (the platform's shared files), merged into each language's `validation`. */
export const systemResourcesMessages = {
  en: { validation: { chooseMerchants: 'Choose at least one merchant, or offer it to all merchants.' } },
  zh: { validation: { chooseMerchants: '请至少选择一个商家，或开放给全部商家。' } },
  es: { validation: { chooseMerchants: 'Elige al menos un comercio, u ofrécelo a todos los comercios.' } },
  ja: { validation: { chooseMerchants: '加盟店を 1 つ以上選ぶか、すべての加盟店に公開してください。' } },
};
