import { es as serverMessages } from '../../../resources/messages/es.ts';
import { en, type UiCatalogue } from './en.ts';

// Placeholder until the full translation lands: server messages translated, the rest English.
export const es: UiCatalogue = { ...en, ...serverMessages };
