import { type Action, useKBar, useRegisterActions } from '@refinedev/kbar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useNavigate } from 'react-router';
import { RESOURCES } from '../../resources/index.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { createEntries, pageEntries, type PaletteEntry, recentEntries, searchableResources, searchEntries, type Translate } from './palette-entries.ts';
import { useRecentRecords } from './recent-records.ts';
import { useRecordSearch } from './useRecordSearch.ts';

const toActions = (entries: PaletteEntry[], navigate: NavigateFunction): Action[] =>
  entries.map(({ to, ...entry }) => ({ ...entry, perform: () => navigate(to) }));

/**
 * Registers the palette's entries with kbar, all derived from the session (no request per entry):
 * recent records, pages, "New <record>", and the server's hits for the typed query. Registration
 * order is the order an empty query shows.
 */
export function usePaletteActions(): { query: string; searching: boolean } {
  const { t } = useTranslation();
  const session = useRequiredSession();
  const navigate = useNavigate();
  const recent = useRecentRecords(session.profile.id);
  // Not `query`: useKBar puts its own `query` (the kbar API) next to what the collector returns.
  const { typed: query } = useKBar((state) => ({ typed: state.searchQuery }));
  const targets = useMemo(() => searchableResources(RESOURCES, session.routes, session.checker), [session.routes, session.checker]);
  const { hits, searching } = useRecordSearch(query, targets);

  // `t` changes identity with the language, which is exactly when the names must be rebuilt.
  const translate = t as unknown as Translate;
  const fixed = useMemo(
    () => [...pageEntries(session.routes, translate), ...createEntries(RESOURCES, session.routes, session.checker, translate)],
    [session.routes, session.checker, translate],
  );
  const recentOnes = useMemo(() => recentEntries(recent, RESOURCES, session.routes, translate), [recent, session.routes, translate]);
  const found = useMemo(() => searchEntries(hits, query.trim(), translate), [hits, query, translate]);

  const listed = useMemo(() => toActions([...recentOnes, ...fixed], navigate), [recentOnes, fixed, navigate]);
  // Registered apart, so each key press re-registers only the server's hits.
  const hitActions = useMemo(() => toActions(found, navigate), [found, navigate]);
  useRegisterActions(listed, [listed]);
  useRegisterActions(hitActions, [hitActions]);
  return { query, searching };
}
