import { useMemo } from 'react';
import { MATERIAL_AREA_PAGES, type MaterialArea } from '../../resources/materials/material-constants.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';

export interface MaterialAbilities {
  create: boolean;
  edit: boolean;
  delete: boolean;
}

/** What this session may do in a library: the actions of its page (ACCESS.md), asked once per session. */
export function useMaterialAbilities(area: MaterialArea): MaterialAbilities {
  const { checker } = useRequiredSession();
  return useMemo(() => {
    const page = MATERIAL_AREA_PAGES[area];
    return { create: checker.can(page, 'create'), edit: checker.can(page, 'edit'), delete: checker.can(page, 'delete') };
  }, [area, checker]);
}
