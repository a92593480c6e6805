import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AccountKind, RoleAudience, RolePosition } from '../../resources/shared/account-kinds.ts';
import type { MerchantEdition, TemplatePrivilege } from '../../resources/shared/merchant-terms.ts';
import type { PlanStatus } from '../../resources/plans/plans.resource.ts';
import type { EngineTables } from './schema-engine.ts';
import type { StorageTables } from './schema-storage.ts';

/** Timestamps read as Date, written as Date or ISO string, defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface MerchantsTable {
  id: Generated<number>;
  name: string;
  account_id: number | null;
  overdue_time: NullableTimestamp;
  status: ColumnType<'enabled' | 'disabled', 'enabled' | 'disabled' | undefined>;
  material_capacity: ColumnType<number, number | undefined>;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** Day boundaries of its statistics (migration 011); whole-hour zones only (resources/stats/time-zone.ts). */
  time_zone: ColumnType<string, string | undefined, string>;
  account_quota: ColumnType<number, number | undefined>;
  /** Business terms and caps (migration 016); the shop form edits them (resources/shops). */
  edition: ColumnType<MerchantEdition, MerchantEdition | undefined>;
  maintainer_id: number | null;
  plan_cap: ColumnType<number, number | undefined>;
  template_cap: ColumnType<number, number | undefined>;
  goods_cap: ColumnType<number, number | undefined>;
  template_privilege: ColumnType<TemplatePrivilege, TemplatePrivilege | undefined>;
  rendering: ColumnType<boolean, boolean | undefined>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface StoresTable {
  id: Generated<number>;
  merchant_id: number;
  name: string;
  address: ColumnType<string, string | undefined>;
  custom_address: ColumnType<boolean, boolean | undefined>;
  header_image: ColumnType<string, string | undefined>;
  photos: ColumnType<string[], string[] | undefined>;
  album_id: number | null;
  business_hours: ColumnType<unknown, string | undefined, string>;
  manager_cap: ColumnType<number, number | undefined>;
  guide_cap: ColumnType<number, number | undefined>;
  department_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export type RoleTag = 'atrium' | 'seller_default' | 'seller_sale';

export interface RolesTable {
  id: Generated<number>;
  merchant_id: number | null;
  code: string;
  name: string;
  role_tag: RoleTag;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  audience: ColumnType<RoleAudience, RoleAudience | undefined>;
  position: ColumnType<RolePosition, RolePosition | undefined>;
  description: ColumnType<string, string | undefined>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AccountsTable {
  id: Generated<number>;
  merchant_id: number | null;
  store_id: number | null;
  username: string;
  email: string | null;
  password_hash: string;
  name: ColumnType<string, string | undefined>;
  nickname: ColumnType<string, string | undefined>;
  phone: ColumnType<string, string | undefined>;
  avatar: ColumnType<string, string | undefined>;
  business_card_title: ColumnType<string, string | undefined>;
  status: ColumnType<'enabled' | 'stopped', 'enabled' | 'stopped' | undefined>;
  kind: ColumnType<AccountKind, AccountKind | undefined>;
  role_id: number | null;
  /** Every role held, the default first: a mirror of account_roles (migration 028). */
  role_ids: ColumnType<number[], number[] | undefined>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AccountRolesTable {
  account_id: number;
  role_id: number;
  is_default: ColumnType<boolean, boolean | undefined>;
}

export type LoginVariant = 'seller' | 'super' | 'sub';

export interface SessionsTable {
  id: Generated<number>;
  token_hash: Buffer;
  boot_token_hash: Buffer;
  account_id: number;
  role_id: number | null;
  variant: LoginVariant;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  client_ip: string;
  failed_at: CreatedAt;
}

export interface PublishableKeysTable {
  id: Generated<number>;
  merchant_id: number;
  purpose: string;
  key_hash: Buffer;
  /** The key sealed under the 'sealed-fields' secret (server/engine/sealed-fields.ts); null for keys issued before migration 033. */
  key_sealed: string | null;
  hint: string;
  created_by: number | null;
  created_at: CreatedAt;
  revoked_at: NullableTimestamp;
}

export interface DepartmentsTable {
  id: Generated<number>;
  merchant_id: number;
  parent_id: number | null;
  name: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Plans, halls and their templates (migration 020): the columns the plans module reads itself; the engine reads the rest. */
export interface PlansTable {
  id: Generated<number>;
  merchant_id: number | null;
  kind: 'plan' | 'hall';
  template: ColumnType<boolean, boolean | undefined>;
  name: string;
  cover: ColumnType<string, string | undefined>;
  source: ColumnType<string, string | undefined>;
  resolution: ColumnType<'2k' | '4k' | '8k', '2k' | '4k' | '8k' | undefined>;
  layer_support: ColumnType<boolean, boolean | undefined>;
  import_status: ColumnType<'importing' | 'ready' | 'failed', 'importing' | 'ready' | 'failed' | undefined>;
  import_error: ColumnType<string, string | undefined>;
  scene_count: ColumnType<number, number | undefined>;
  /** JSON text on write (the pg driver would send an array as a PostgreSQL array). */
  scene_graph: ColumnType<unknown, string | null | undefined, string | null>;
  revision: ColumnType<number, number | undefined>;
  published_graph: ColumnType<unknown, string | null | undefined, string | null>;
  published_revision: number | null;
  published_at: NullableTimestamp;
  status: ColumnType<PlanStatus, PlanStatus | undefined>;
  updated_at: CreatedAt;
  deleted_at: NullableTimestamp;
}

export interface Database extends EngineTables, StorageTables {
  plans: PlansTable;
  merchants: MerchantsTable;
  stores: StoresTable;
  roles: RolesTable;
  accounts: AccountsTable;
  account_roles: AccountRolesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  publishable_keys: PublishableKeysTable;
  departments: DepartmentsTable;
}

export type Merchant = Selectable<MerchantsTable>;
export type Account = Selectable<AccountsTable>;
export type Role = Selectable<RolesTable>;
