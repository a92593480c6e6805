import { Navigate } from 'react-router';
import { activities } from '../../resources/activities/activities.resource.ts';
import { coupons } from '../../resources/coupons/coupons.resource.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { ResourcePage } from '../engine/ResourcePage.tsx';
import type { ResourceUi } from '../engine/resource-ui.ts';
import { type DrawerState, useRecordDrawer } from '../engine/useRecordDrawer.ts';
import { resourceUi as activitiesUi } from './activities.ui.tsx';
import { resourceUi as couponsUi } from './coupons.ui.tsx';
import { activityCreatePath, activityEditPath, couponDetailPath, couponEditPath, NEW_COUPON } from './marketing-paths.ts';

/**
 * The engine's list of a resource whose records are made and edited on full pages: a drawer address
 * (`?create=1`, `?edit=<id>`, `?show=<id>`, from Create, a row's links, the palette or a shared link)
 * that `pageOf` maps is replaced by that page before any drawer shows.
 */
function FullPageList({ resource, ui, pageOf }: { resource: ResourceDefinition; ui: ResourceUi; pageOf: (state: NonNullable<DrawerState>) => string | null }) {
  const { state } = useRecordDrawer();
  const page = state ? pageOf(state) : null;
  if (page) return <Navigate to={page} replace />;
  return <ResourcePage resource={resource} ui={ui} />;
}

/** `/marketingManagement/couponManagement`: Create opens `edit/new`, Edit `edit/{id}`, View the coupon's detail page. */
export function CouponListPage() {
  return (
    <FullPageList
      resource={coupons}
      ui={couponsUi}
      pageOf={(state) => (state.mode === 'create' ? couponEditPath(NEW_COUPON) : state.mode === 'edit' ? couponEditPath(state.id) : couponDetailPath(state.id))}
    />
  );
}

/**
 * `/marketingManagement/activityCenter`: the activities (appointments share the route for their
 * permission, and are listed on each activity and customer instead). Create and Edit open the full
 * pages with the phone preview; View keeps the drawer.
 */
export function ActivityCentrePage() {
  return (
    <FullPageList
      resource={activities}
      ui={activitiesUi}
      pageOf={(state) => (state.mode === 'create' ? activityCreatePath() : state.mode === 'edit' ? activityEditPath(state.id) : null)}
    />
  );
}
