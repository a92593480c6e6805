import { z } from 'zod';

/**
 * What a role's permission picker offers (`GET <roles path>/vocabulary`): the route table as a
 * tree, each page with the actions the server's routes check on it (hand-written modules
 * included), and the flags. Only what the audience may hold is offered.
 */
export interface VocabularyNode {
  /** The page's route path: its permission string; its title is `routes.<path>`. */
  path: string;
  /** Words of the action vocabulary some route of this page checks, in the vocabulary's order. */
  actions: string[];
  children?: VocabularyNode[];
}

// The route table has two levels (sections and their pages): spelt out, so the OpenAPI document needs no recursion.
const page = z.object({ path: z.string(), actions: z.array(z.string()) });
const section = page.extend({ children: z.array(page).optional() });

export const vocabularySchema = z.object({ tree: z.array(section), flags: z.array(z.string()) });
export type Vocabulary = z.infer<typeof vocabularySchema>;

/** The vocabulary's path under a roles resource's path. */
export const vocabularyPath = (rolesPath: string) => `${rolesPath}/vocabulary`;
