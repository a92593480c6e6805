import { ja as serverMessages } from '../../../resources/messages/ja.ts';
import { en, type UiCatalogue } from './en.ts';

// Placeholder until the full translation lands: server messages translated, the rest English.
export const ja: UiCatalogue = { ...en, ...serverMessages };
