/**
 * Routes a check cannot exercise, each with the reason. The suite fails when a route it cannot
 * exercise is missing here, so a new route without seed data or a reachable record shows up
 * by name instead of passing unnoticed.
 */
export const OBJECT_LEVEL_EXEMPT: Readonly<Record<string, string>> = {
  // A PUT restates the whole order, whose body names a version or a service as its kind says; its
  // PATCH and actions are exercised here, and orders.test.ts proves the PUT's rules.
  'PUT /api/orders/{id}': 'an order names a version or a service according to its kind, which a sample of the schema cannot pick',
  // A scene graph names its own scenes (the opening one, hotspot targets), which a sample of the
  // schema cannot; plan-scenes.test.ts proves the save's 404 for another merchant's plan and 403 for a guide.
  ...Object.fromEntries(
    ['plans', 'halls', 'hall-templates', 'plan-templates'].map((name) => [
      `PUT /api/${name}/{id}/scenes`,
      'a scene graph refers to its own scenes by id, which a sample of the schema cannot pick',
    ]),
  ),
};
export const INPUT_EXEMPT: Readonly<Record<string, string>> = {};
export const FUNCTION_LEVEL_EXEMPT: Readonly<Record<string, string>> = {
  // Read by App settings or by the app form's picker: every demo role holding App settings holds the apps page too.
  'GET /api/settings/app-backgrounds':
    'read on App settings or on apps, either one; no demo account holds App settings alone (app-backgrounds.test.ts proves a guide reads it by the apps page alone)',
};
export const REFERENCES_EXEMPT: Readonly<Record<string, string>> = {
  // Templates are the platform's, offered to every merchant alike by its privilege: no merchant has
  // template ids the others lack (plan-templates.test.ts proves the privilege's 404 and the caps).
  'POST /api/plans/from-template': "template_id names the platform's templates, offered to every merchant by its template privilege",
  'POST /api/halls/from-template': "template_id names the platform's templates, offered to every merchant by its template privilege",
  // The same folder rule (pid) is exercised through .../folders and .../speech of each library.
  'POST /api/materials/center': "an uploaded file's body needs a mime type matching its kind, which a sample of the schema cannot guess",
  'POST /api/materials/pan': "an uploaded file's body needs a mime type matching its kind, which a sample of the schema cannot guess",
  // Roles are the platform's: those offered to one merchant are offered to every other too, so no
  // merchant has role ids the others lack. A role made for one merchant only, refused to another,
  // is tested in tests/server/modules/roles/roles.test.ts; the store_id of these bodies is exercised.
  'POST /api/sub-accounts': 'role_id names platform roles offered to every merchant (roles.test.ts proves one offered to a single merchant)',
  'PUT /api/sub-accounts/{id}': 'role_id names platform roles offered to every merchant (roles.test.ts proves one offered to a single merchant)',
  'PATCH /api/sub-accounts/{id}': 'role_id names platform roles offered to every merchant (roles.test.ts proves one offered to a single merchant)',
  'POST /api/sub-seller-accounts':
    "a store manager's new account needs a guide role, which a sample of the schema cannot pick (stores-departments.test.ts covers its store)",
  'PUT /api/sub-seller-accounts/{id}': 'role_id names platform roles offered to every merchant (roles.test.ts proves one offered to a single merchant)',
  'PATCH /api/sub-seller-accounts/{id}': 'role_id names platform roles offered to every merchant (roles.test.ts proves one offered to a single merchant)',
  // Platform staff and roles: no merchant account reaches them (function-level proves the 403).
  'POST /api/staff': 'platform staff accounts: no merchant account may write them',
  'PUT /api/staff/{id}': 'platform staff accounts: no merchant account may write them',
  'PATCH /api/staff/{id}': 'platform staff accounts: no merchant account may write them',
  'POST /api/merchant-roles': "the operator's role definitions: no merchant account may write them",
  'PUT /api/merchant-roles/{id}': "the operator's role definitions: no merchant account may write them",
  'PATCH /api/merchant-roles/{id}': "the operator's role definitions: no merchant account may write them",
  'POST /api/taobao/shop':
    "marketplace shops: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
  'PUT /api/taobao/shop/{id}':
    "marketplace shops: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
  'PATCH /api/taobao/shop/{id}':
    "marketplace shops: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
  'POST /api/orders': "the order centre: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
  'PUT /api/orders/{id}':
    "the order centre: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
  'PATCH /api/orders/{id}':
    "the order centre: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
  'POST /api/system-resources':
    "the platform's shared files: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
  'PUT /api/system-resources/{id}':
    "the platform's shared files: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
  'PATCH /api/system-resources/{id}':
    "the platform's shared files: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
  'POST /api/merchants':
    "merchants' business information: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
  'PUT /api/merchants/{id}':
    "merchants' business information: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
  'PATCH /api/merchants/{id}':
    "merchants' business information: operators only, so no merchant account may write them (each module's tests prove an unknown merchant id is refused)",
};
export const CUSTOMER_ISOLATION_EXEMPT: Readonly<Record<string, string>> = {
  'GET /app-api/customer/activities': "the merchant's live activities, the same for every customer of it: no customer's own rows to keep apart",
  'GET /app-api/customer/coupons': "the merchant's claimable coupons, the same for every customer of it: no customer's own rows to keep apart",
  'GET /app-api/customer/signups':
    'rows made by POST /app-api/customer/activities/{id}/signup, not at the same path; tests/server/modules/activities/activity-signups.test.ts lists them as two customers',
  'GET /app-api/customer/coupon-claims':
    'rows made by POST /app-api/customer/coupons/{id}/claim, not at the same path; tests/server/modules/coupons/coupon-claims.test.ts lists them as two customers',
};
