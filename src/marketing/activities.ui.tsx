import { Link } from 'react-router';
import { activities } from '../../resources/activities/activities.resource.ts';
import { CutText } from '../engine/EllipsisText.tsx';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { ActivityFieldsDisplay, ActivityFieldsEditor, fieldsFromForm } from './ActivityFieldsEditor.tsx';
import { activityEditPath } from './marketing-paths.ts';
import { StateTag } from './MarketingTags.tsx';

type Row = Readonly<Record<string, unknown>>;

/** The name opens the activity's edit page for whoever may edit it; a reader gets its details. */
function ActivityNameCell({ row }: { row: Row }) {
  const { checker } = useRequiredSession();
  const to = checker.can(activities.route, 'edit') ? activityEditPath(row.id) : `?show=${Number(row.id)}`;
  return (
    <CutText block>
      <Link to={to} translate="no" data-testid="activity-edit-link">
        {String(row.name ?? '')}
      </Link>
    </CutText>
  );
}

/**
 * The activities' browser extension (resources/activities/activities.resource.ts): the name opens
 * the edit page, the status is a coloured tag, and the sign-up form's questions are designed in the
 * `activity-fields` widget (on the full pages and in the generic drawer alike).
 */
export const resourceUi = resourceUiFor(activities, {
  cells: { name: ActivityNameCell, status: ({ row }) => <StateTag words="resources.activities.statuses" value={row.status} /> },
  widgets: { 'activity-fields': { Editor: ActivityFieldsEditor, Display: ActivityFieldsDisplay, fromForm: fieldsFromForm } },
});
