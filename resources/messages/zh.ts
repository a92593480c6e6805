import { uploadsZh } from './uploads-zh.ts';
import type { MessageCatalogue } from './en.ts';
import { engineZh, engineValidationZh } from './engine-zh.ts';
import { mediaMessages } from '../media/media.messages.ts';
import { storesMessages } from '../stores/stores.messages.ts';
import { accountsMessages } from '../accounts/accounts.messages.ts';
import { rolesMessages } from '../roles/roles.messages.ts';
import { merchantsMessages } from '../merchants/merchants.messages.ts';
import { shopsMessages } from '../shops/shops.messages.ts';
import { ordersMessages } from '../orders/orders.messages.ts';
import { customersMessages } from '../customers/customers.messages.ts';
import { intentionOrdersMessages } from '../intention-orders/intention-orders.messages.ts';
import { couponsMessages } from '../coupons/coupons.messages.ts';
import { activitiesMessages } from '../activities/activities.messages.ts';
import { appointmentsMessages } from '../appointments/appointments.messages.ts';
import { plansMessages } from '../plans/plans.messages.ts';
import { systemResourcesMessages } from '../system-resources/system-resources.messages.ts';
import { appsMessages } from '../apps/apps.messages.ts';
import { styleTemplatesMessages } from '../style-templates/style-templates.messages.ts';

/** 服务端与浏览器共用的中文消息。 */
export const zh: MessageCatalogue = {
  organisation: { ...accountsMessages.zh.organisation, ...rolesMessages.zh.organisation, ...storesMessages.zh.organisation },
  panoramaViewer: plansMessages.zh.viewer,
  activitySignups: activitiesMessages.zh.signups,
  couponClaims: couponsMessages.zh.claims,
  errors: {
    ...mediaMessages.zh.errors,
    ...storesMessages.zh.errors,
    ...accountsMessages.zh.errors,
    ...rolesMessages.zh.errors,
    ...merchantsMessages.zh.errors,
    ...shopsMessages.zh.errors,
    ...ordersMessages.zh.errors,
    ...customersMessages.zh.errors,
    ...couponsMessages.zh.errors,
    ...activitiesMessages.zh.errors,
    ...plansMessages.zh.errors,
    ...appsMessages.zh.errors,
    ...styleTemplatesMessages.zh.errors,
    tenantRequired: '请通过 tenant-id 请求头指定要操作的商家。',
    unauthenticated: '登录信息已过期，请重新登录。',
    publishableKeyRequired: '请在 X-Publishable-Key 请求头中提供有效的发布密钥（可在应用设置中查看）。',
    merchantExpired: '您的账号已过期，请联系运营人员续费。',
    merchantDisabled: '您的账号已被停用，请联系运营人员。',
    accountStopped: '该账号已停用，请联系管理员。',
    forbidden: '抱歉，您没有此权限。',
    csrf: '为了您的安全，请求已被拒绝：请刷新页面后重试。',
    tenantMismatch: '抱歉，您没有此权限：请求指向了其他商家。',
    notFound: '记录不存在或已被删除。',
    routeNotFound: '抱歉，您访问的页面不存在。',
    validation: '部分字段无效，请修改后重试。',
    badRequest: '无法解析请求：{{detail}}',
    badJson: '请求体不是有效的 JSON（不接受名为 __proto__ 或 constructor 的键）。',
    payloadTooLarge: '请求内容过大。',
    unsupportedMediaType: '不支持的内容类型，请发送 JSON。',
    loginFailed: '用户名或密码错误。',
    rateLimited: '请求过于频繁，请在 {{seconds}} 秒后重试。',
    tooManyAttempts: '失败次数过多，请 {{minutes}} 分钟后再试。',
    internal: '服务器错误，请稍后重试。',
    unavailable: '服务暂时不可用，请稍后重试。',
    roleNotHeld: '您没有该角色。',
    windowTooLarge: 'from + size 不能超过 {{max}}。',
    statusUnchanged: '状态未改变。',
    moveRefused: '此{{record}}不能以此方式从“{{from}}”变为“{{to}}”。',
  },
  validation: {
    ...engineValidationZh,
    ...mediaMessages.zh.validation,
    ...storesMessages.zh.validation,
    ...accountsMessages.zh.validation,
    ...rolesMessages.zh.validation,
    ...merchantsMessages.zh.validation,
    ...shopsMessages.zh.validation,
    ...ordersMessages.zh.validation,
    ...customersMessages.zh.validation,
    ...intentionOrdersMessages.zh.validation,
    ...couponsMessages.zh.validation,
    ...activitiesMessages.zh.validation,
    ...appointmentsMessages.zh.validation,
    ...plansMessages.zh.validation,
    ...systemResourcesMessages.zh.validation,
    ...appsMessages.zh.validation,
    ...styleTemplatesMessages.zh.validation,
    required: '必填项不能为空。',
    invalidType: '值无效。',
    invalidValue: '值无效。',
    invalidFormat: '格式不正确。',
    tooShort: '至少 {{minimum}} 个字符。',
    unstorableText: '包含无法保存的字符（NUL 或不成对的代理字符）。',
    timeZoneOffset: '时区偏移须在 -12:00 到 +14:00 之间。',
    statsEventWindow: '只能上报最近 7 天内的事件，且不能晚于当前时间。',
    statsEventContent: '请指明事件所属的应用或内容。',
    statsTimeZone: '请选择与 UTC 相差整小时的时区。',
    statsDayStart: '时间段须从某一天的 00:00:00 开始（YYYY-MM-DD 00:00:00）。',
    statsDayEnd: '时间段须在某一天的 23:59:59 结束（YYYY-MM-DD 23:59:59）。',
    statsPeriodOrRange: '请只发送时间段或起止时间中的一种。',
    statsRange: '结束日期不能早于开始日期，且时间段最长 366 天。',
    statsDetailWindow: '明细最多查询 10000 条：from 与 size 之和不能超过 10000。',
    statsUseAt: '时间格式须为 YYYY-MM-DD HH:mm:ss，可在末尾加时区偏移（如 +08:00 或 Z）。',
    tooLong: '最多 {{maximum}} 个字符。',
    tooSmall: '不能小于 {{minimum}}。',
    tooBig: '不能大于 {{maximum}}。',
    tooFew: '至少选择 {{minimum}} 项。',
    tooMany: '最多选择 {{maximum}} 项。',
    unknownField: '不接受此字段。',
    ownershipField: '此字段由服务器设置，不能提交。',
    email: '请输入正确的邮箱地址。',
    emailTaken: '该邮箱已被其他账号使用。',
    phone: '请输入至少 3 位数字的电话号码。',
    loginPasswordLength: '请输入至少 6 个字符的密码。',
    passwordLength: '密码长度为 6 到 20 个字符。',
    passwordSpaces: '密码首尾不能有空格。',
    passwordSameAsOld: '新密码不能与旧密码相同。',
    passwordMismatch: '两次输入的密码不一致。',
    passwordWrong: '旧密码不正确。',
  },
  ...engineZh,
  ...uploadsZh,
};
