import type { RoleTag } from '../db/schema.ts';

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

export const SCHOOL_PERMISSIONS = [...MASTER_PERMISSIONS, 'settingCenter/language', 'zhEdu', 'enEdu'];

export interface DemoRole {
  code: string;
  name: string;
  roleTag: RoleTag;
  permissions: string[];
}

export const PLATFORM_ROLES: DemoRole[] = [{ code: 'operator', name: 'Platform operator', roleTag: 'atrium', permissions: OPERATOR_PERMISSIONS }];

/** Roles every demo merchant gets; the school merchant's master role carries the education flags. */
export function merchantRoles(school = false): DemoRole[] {
  return [
    { code: 'master', name: 'Master account', roleTag: 'seller_default', permissions: school ? SCHOOL_PERMISSIONS : MASTER_PERMISSIONS },
    { code: 'manager', name: 'Store manager', roleTag: 'seller_default', permissions: MANAGER_PERMISSIONS },
    { code: 'guide', name: 'Shopping guide', roleTag: 'seller_sale', permissions: GUIDE_PERMISSIONS },
    { code: 'designer', name: 'Designer', roleTag: 'seller_default', permissions: DESIGNER_PERMISSIONS },
  ];
}
