import { appointments } from '../../resources/appointments/appointments.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { StateTag } from './MarketingTags.tsx';

/** The appointments' browser extension (resources/appointments/appointments.resource.ts): the state is a coloured tag. */
export const resourceUi = resourceUiFor(appointments, {
  cells: { state: ({ row }) => <StateTag words="resources.appointments.states" value={row.state} /> },
});
