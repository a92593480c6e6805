/** The customer detail page of a customer (spec §2 `detail/{id}/{userId}`: 0 for a guest or one added here). */
export const customerDetailPath = (id: unknown, mpUserId: unknown) => `/customManagement/detail/${Number(id)}/${Number(mpUserId) || 0}`;

/** The page of one intention order (spec §2 `orderEdit/{id}`). */
export const orderEditPath = (id: unknown) => `/customManagement/orderEdit/${Number(id)}`;
