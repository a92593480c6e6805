import { useDataProvider } from '@refinedev/core';
import type { AtriumDataProvider } from '../../providers/data-provider.ts';

/** The main API's data provider with what refine's type does not know: its record actions (providers/data-provider.ts). */
export function useMainApi(): AtriumDataProvider {
  return useDataProvider()() as AtriumDataProvider;
}
