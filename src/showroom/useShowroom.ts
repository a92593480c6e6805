import { createContext, useContext } from 'react';
import type { ShowroomContent } from '../../resources/apps/showroom.schema.ts';
import type { ShowroomSource } from './showroom-source.ts';
import type { StatsRecorder } from './stats-recorder.ts';
import type { ShowroomMode } from './useViewportMode.ts';

export type ShowroomContextValue = {
  source: ShowroomSource;
  content: ShowroomContent;
  stats: StatsRecorder;
  mode: ShowroomMode;
  /** The plan or hall a view shows alone (its stay is the visit's own), none for an app. */
  aloneId?: number;
};

export const ShowroomContext = createContext<ShowroomContextValue | null>(null);

/** The showroom being shown: its calls, its content, its statistics and its style's mode. */
export function useShowroom(): ShowroomContextValue {
  const value = useContext(ShowroomContext);
  if (!value) throw new Error('useShowroom outside ShowroomView');
  return value;
}
