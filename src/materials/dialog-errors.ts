/**
 * The server's field errors of a name dialog, all on its one field: a folder refused for where it
 * would go (`pid`: beyond 10 levels, a parent deleted meanwhile) is told on the name being saved.
 */
export function nameFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string[]> {
  const messages = Object.values(errors ?? {}).flat();
  return messages.length ? { name: [...new Set(messages)] } : {};
}

/**
 * A speech form's server errors on its fields; one the form has no field for (`pid`) goes on the
 * name, so no refusal is left unseen.
 */
export function speechFieldErrors(errors: Record<string, string[]> | undefined, fields: readonly string[]): Record<string, string[]> {
  const shown: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const target = fields.includes(field) ? field : 'name';
    shown[target] = [...(shown[target] ?? []), ...messages];
  }
  return shown;
}
