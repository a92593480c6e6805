/**
 * The casbin model of ACCESS.md, byte-identical to `model.conf` (a test keeps them in step).
 * It is a string constant because the browser bundle and Node cannot both import a .conf file.
 */
export const ACCESS_MODEL = `[request_definition]
r = sub, obj, act
[policy_definition]
p = sub, obj, act
[role_definition]
g = _, _
[policy_effect]
e = some(where (p.eft == allow))
[matchers]
m = g(r.sub, p.sub) && keyMatch2(r.obj, p.obj) && (p.act == "*" || r.act == p.act)
`;
