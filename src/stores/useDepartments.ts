import { useCustom, useCustomMutation, useInvalidate } from '@refinedev/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { DEPARTMENT_ROUTES, type Department } from '../../resources/stores/departments.schema.ts';

/** What "set as store" sends: the new store's address and caps (its name is the department's). */
export interface StoreFromDepartment {
  address: string;
  manager_cap: number;
  guide_cap: number;
}

// The HTTP client shows a refusal itself; refine's own toasts would say it twice.
const quiet = { successNotification: false, errorNotification: false } as const;
const departmentPath = (id: number, route: string = DEPARTMENT_ROUTES.one) => route.replace(':id', String(id));

/**
 * The merchant's departments and their writes. Each write resolves once saved and the tree is
 * read again, or rejects with the ApiError (a dialog puts its field errors on its fields).
 * `stores` is the list beside them, read again when a department becomes one of its stores.
 */
export function useDepartments(stores: ResourceDefinition) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const read = useCustom<{ list: Department[] }>({ url: DEPARTMENT_ROUTES.list, method: 'get', ...quiet, queryOptions: { retry: false } });
  const { mutateAsync } = useCustomMutation();
  const invalidate = useInvalidate();

  const send = async (url: string, method: 'post' | 'patch' | 'delete', values: object = {}) => {
    await mutateAsync({ url, method, values, ...quiet });
    void message.success(t('engine.saved'));
    await read.query.refetch();
  };

  return {
    // `result.data` is an empty object until the answer arrives: read the answer itself.
    departments: read.query.data?.data?.list ?? [],
    loading: read.query.isLoading,
    failed: read.query.isError,
    retry: () => void read.query.refetch(),
    create: (name: string, parentId: number | null) => send(DEPARTMENT_ROUTES.list, 'post', { name, parent_id: parentId }),
    rename: (id: number, name: string) => send(departmentPath(id), 'patch', { name }),
    remove: (id: number) => send(departmentPath(id), 'delete'),
    setAsStore: async (id: number, store: StoreFromDepartment) => {
      await send(departmentPath(id, DEPARTMENT_ROUTES.toStore), 'post', store);
      await invalidate({ resource: stores.name, invalidates: ['list'] });
    },
  };
}

export type Departments = ReturnType<typeof useDepartments>;
