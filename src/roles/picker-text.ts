/** The i18n key of a picker text of a roles resource (`resources.<name>.picker.<key>`, resources/roles/roles.texts.ts). */
export const pickerText = (resourceName: string, key: string) => `resources.${resourceName}.picker.${key}`;
