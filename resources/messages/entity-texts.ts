import type { ResourceDefinition } from '../engine/define-resource.ts';
import type { CatalogueLanguage } from './languages.ts';

/**
 * A resource's texts in one language: title, the record noun in the singular (`record`: "goods item",
 * "album") and plural (`records`: "goods", "albums"; the same word in Chinese and Japanese) for the
 * engine's generated sentences, field labels, and whatever its screens add.
 */
export type ResourceTexts = { title: string; record: string; records: string; fields: Record<string, string> } & Record<string, unknown>;

/** Texts by language, as each `<name>.texts.ts` exports them. */
type ByLanguage<T> = Record<CatalogueLanguage, T>;

/** One registry entry: the declarations an entity brings, and a loader of its texts under `resources.<name>`. */
export interface Entity {
  readonly resources: readonly ResourceDefinition[];
  /** Imported on demand: the browser fetches them with the first catalogue it needs, not in its first download. */
  readonly texts: () => Promise<ByLanguage<Record<string, ResourceTexts>>>;
}

/** An entity of one declared resource; its texts are keyed by the resource's name. */
export function entity(resource: ResourceDefinition, load: () => Promise<ByLanguage<ResourceTexts>>): Entity {
  return { resources: [resource], texts: () => load().then((texts) => keyedBy(resource.name, texts)) };
}

/** An entity declaring several resources (one per tag area): its texts are already keyed by resource name. */
export function entityGroup(resources: readonly ResourceDefinition[], load: () => Promise<ByLanguage<Record<string, ResourceTexts>>>): Entity {
  return { resources, texts: load };
}

/** A custom module (materials) with texts under `resources.<name>` but no generated declaration. */
export function customModule(name: string, load: () => Promise<ByLanguage<ResourceTexts>>): Entity {
  return { resources: [], texts: () => load().then((texts) => keyedBy(name, texts)) };
}

function keyedBy(name: string, texts: ByLanguage<ResourceTexts>): ByLanguage<Record<string, ResourceTexts>> {
  return { en: { [name]: texts.en }, zh: { [name]: texts.zh }, es: { [name]: texts.es }, ja: { [name]: texts.ja } };
}

/** Every entity's texts in one language: the `resources` branch of that language's catalogue. */
export async function entityTexts(entities: readonly Entity[], language: CatalogueLanguage): Promise<Record<string, ResourceTexts>> {
  const loaded = await Promise.all(entities.map((entry) => entry.texts()));
  return Object.assign({}, ...loaded.map((texts) => texts[language]));
}
