/**
 * A part of an answer that is already JSON text, written by PostgreSQL (`json_agg`): the
 * serialiser splices it in as it is, instead of parsing rows into objects only to write them
 * back out. Only the text of what the query selected can be in it, so the query, not the
 * serialiser, is what keeps undeclared columns out (server/engine/resource.repository.ts).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** What an envelope holds a raw part in: the first level of its `data`. */
type Envelope = { data?: unknown };

/** The `data` key holding raw JSON, if any (one at most: a list's page). */
export function rawJsonKey(answer: unknown): string | undefined {
  const data = (answer as Envelope | null)?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  for (const key in data) if ((data as Record<string, unknown>)[key] instanceof RawJson) return key;
  return undefined;
}

/** The text a JSON writer leaves where the raw part goes: a string no answer holds. */
const SLOT = '\u0000raw-json\u0000';
const WRITTEN_SLOT = JSON.stringify(SLOT);

/** Writes an answer whose `data[key]` is raw JSON: the rest by JSON.stringify (a few small values), the raw part as it is. */
export function writeWithRawJson(answer: Envelope, key: string): string {
  const data = answer.data as Record<string, unknown>;
  const raw = data[key] as RawJson;
  const text = JSON.stringify({ ...answer, data: { ...data, [key]: SLOT } });
  const at = text.indexOf(WRITTEN_SLOT);
  return text.slice(0, at) + raw.text + text.slice(at + WRITTEN_SLOT.length);
}

/** The answer with its raw part parsed (the tests' check of every answer against its schema). */
export function parsedRawJson(answer: Envelope, key: string): Envelope {
  const data = answer.data as Record<string, unknown>;
  return { ...answer, data: { ...data, [key]: JSON.parse((data[key] as RawJson).text) } };
}
