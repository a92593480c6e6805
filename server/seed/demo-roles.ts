import type { RolePosition } from '../../resources/shared/account-kinds.ts';
import type { RoleTag } from '../db/schema.ts';
import { builtInRoleName } from '../../resources/roles/built-in-roles.ts';

/** The permission sets of ACCESS.md's demo table: the one home of who may do what in the demo. */
export const OPERATOR_PERMISSIONS = [
  '/homeData/*',
  '/systemManagement/*',
  '/staffManagement/*',
  '/orderCenter/*',
  '/businessManagement/*',
  '/dataCockpit/*',
  '/myAccount/accountManagement',
];

export const MASTER_PERMISSIONS = [
  '/homeData/stats',
  '/content/*',
  '/dataCockpit/*',
  '/marketingManagement/*',
  '/myAccount/*',
  '/customManagement/*',
  '/settingCenter/*',
  'appDownload',
];

export const MANAGER_PERMISSIONS = [
  '/homeData/stats',
  '/content/*',
  '/dataCockpit/*',
  '/marketingManagement/*',
  '/myAccount/accountManagement',
  '/myAccount/subSellerAccount/*',
  '/customManagement/*',
  'appDownload',
];

export const GUIDE_PERMISSIONS = [
  '/content/commodityManagement',
  '/content/planManagement',
  '/content/hallManagement',
  '/content/appManagement',
  '/content/albumManagement',
  '/content/videoManagement',
  '/content/documentManagement',
  '/customManagement/customList',
  '/customManagement/customList/edit',
  '/customManagement/order',
  '/customManagement/order/edit',
  '/dataCockpit/customerAnalytics',
  '/myAccount/accountManagement',
  'appDownload',
];

export const DESIGNER_PERMISSIONS = [
  '/content/planManagement/*',
  '/content/hallManagement/*',
  '/content/appManagement/*',
  '/content/stickerAppManagement/*',
  '/content/materialCenter/*',
  '/content/panMaterial/*',
  '/myAccount/accountManagement',
];

/** A staff member who looks after merchants' accounts and nothing else (ACCESS.md's `staff`). */
export const SUPPORT_PERMISSIONS = ['/businessManagement/accountManagement/*', '/businessManagement/subaccountManagement/*', '/myAccount/accountManagement'];

export const SCHOOL_PERMISSIONS = [...MASTER_PERMISSIONS, 'settingCenter/language', 'zhEdu', 'enEdu'];

export interface DemoRole {
  code: string;
  name: string;
  roleTag: RoleTag;
  position: RolePosition;
  permissions: string[];
}

/** The platform's staff roles (`/staffManagement/atriumRole`). */
export const PLATFORM_ROLES: DemoRole[] = [
  { code: 'operator', name: builtInRoleName('operator'), roleTag: 'atrium', position: 'other', permissions: OPERATOR_PERMISSIONS },
  { code: 'support', name: builtInRoleName('support'), roleTag: 'atrium', position: 'other', permissions: SUPPORT_PERMISSIONS },
];

/** The roles the operator offers every merchant (`/businessManagement/role`, no merchant named). */
export const SHARED_MERCHANT_ROLES: DemoRole[] = [
  { code: 'master', name: builtInRoleName('master'), roleTag: 'seller_default', position: 'master', permissions: MASTER_PERMISSIONS },
  { code: 'manager', name: builtInRoleName('manager'), roleTag: 'seller_default', position: 'manager', permissions: MANAGER_PERMISSIONS },
  { code: 'guide', name: builtInRoleName('guide'), roleTag: 'seller_sale', position: 'guide', permissions: GUIDE_PERMISSIONS },
  {
    code: 'gold-guide',
    name: builtInRoleName('goldGuide'),
    roleTag: 'seller_sale',
    position: 'guide',
    permissions: [...GUIDE_PERMISSIONS, '/marketingManagement/couponManagement'],
  },
  { code: 'designer', name: builtInRoleName('designer'), roleTag: 'seller_default', position: 'other', permissions: DESIGNER_PERMISSIONS },
];

/** Roles the operator made for one merchant only: the school's master role carries the education flags. */
export const OWN_MERCHANT_ROLES: Readonly<Record<string, DemoRole[]>> = {
  academy: [{ code: 'master', name: builtInRoleName('schoolMaster'), roleTag: 'seller_default', position: 'master', permissions: SCHOOL_PERMISSIONS }],
};
