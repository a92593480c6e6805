import { stores } from '../../resources/stores/stores.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { BusinessHoursDisplay } from './BusinessHoursDisplay.tsx';
import { BusinessHoursEditor } from './BusinessHoursEditor.tsx';
import { hoursToWeek, weekToHours } from './business-hours-form.ts';
import { DepartmentsPanel } from './DepartmentsPanel.tsx';

/**
 * The stores' browser extension (resources/stores/stores.resource.ts), loaded with the store page
 * only: the business hours edited as weekday rows and read as text, and the merchant's
 * departments beside the list, which filter it (a department can become a store).
 */
export const resourceUi = resourceUiFor(stores, {
  widgets: {
    'business-hours': { Editor: BusinessHoursEditor, Display: BusinessHoursDisplay, toForm: hoursToWeek, fromForm: weekToHours },
  },
  aside: DepartmentsPanel,
  // The tree beside the list is the department filter: no second one in the filter bar.
  hiddenFilters: ['department_id'],
});
