import { createContext, useContext } from 'react';
import { type ShowroomLanguage, type ShowroomWords, wordsOf } from './words.ts';

export const WordsContext = createContext<{ language: ShowroomLanguage; words: ShowroomWords }>({ language: 'en', words: wordsOf('en') });

/** The page's words and language, as the showroom page chose them. */
export function useWords() {
  return useContext(WordsContext);
}
