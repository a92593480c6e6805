import { zh as serverMessages } from '../../../resources/messages/zh.ts';
import type { UiCatalogue } from './en.ts';
import { routesZh } from './routes-zh.ts';
import { recycleBinMessages } from '../../../resources/recycle-bin/recycle-bin.messages.ts';
import { statsMessages } from '../../../resources/stats/stats.messages.ts';
import { customersMessages } from '../../../resources/customers/customers.messages.ts';
import { couponsMessages } from '../../../resources/coupons/coupons.messages.ts';
import { appsMessages } from '../../../resources/apps/apps.messages.ts';
import { activitiesMessages } from '../../../resources/activities/activities.messages.ts';
import { sessionMessages } from '../../../resources/session/session.messages.ts';

/** 中文界面：外壳文字、路由标题与服务端消息。 */
export const zh: UiCatalogue = {
  ...serverMessages,
  ...recycleBinMessages.zh,
  ...statsMessages.zh,
  ...customersMessages.pages.zh,
  ...couponsMessages.pages.zh,
  ...appsMessages.pages.zh,
  ...activitiesMessages.pages.zh,
  ...sessionMessages.zh,
  app: { title: 'Atrium', loading: '加载中…' },
  login: {
    title: '登录',
    subtitle: { seller: '商家后台', super: '平台管理后台', sub: '子账号登录' },
    username: '用户名',
    password: '密码',
    submit: '登录',
    usernameRequired: '请输入用户名。',
    passwordRequired: '请输入密码。',
  },
  layout: {
    toggleSidebar: '展开或收起菜单',
    back: '返回',
    tutorial: '使用教程',
    tutorials: { quickStart: '快速入门', content: '展厅内容管理', faq: '常见问题' },
    appDownload: '下载客户端',
    language: '语言',
    account: '账号管理',
    logout: '退出登录',
    switchRole: '切换角色',
    currentRole: '当前角色：{{role}}',
    settings: '布局设置',
    errorLog: '错误日志',
    more: '更多',
  },
  appDownload: {
    title: '下载客户端',
    windows: 'Windows',
    android: 'Android',
    version: '版本 {{version}}',
    updated: '更新于 {{date}}',
    download: '下载',
    unavailable: '尚未发布版本。',
    failed: '下载失败，请重试。',
  },
  tags: { refresh: '刷新', close: '关闭', closeOthers: '关闭其他', closeAll: '关闭全部', noName: '未命名' },
  settings: {
    title: '布局设置',
    themeColor: '主题色',
    tagsView: '开启标签栏',
    fixedHeader: '固定顶栏',
    sidebarLogo: '侧边栏 Logo',
  },
  errorPages: {
    401: { title: '401', description: '抱歉，您没有此权限。' },
    404: { title: '404', description: '抱歉，您访问的页面不存在。' },
    405: { title: '暂无可访问页面', description: '您的账号还没有可以打开的页面，请联系管理员开通。' },
    expired: { title: '账号已过期', description: '您的账号已过期，请联系运营人员续费。' },
    home: '返回首页',
    login: '返回登录',
  },
  notBuilt: {
    title: '尚未建设',
    description: '“{{title}}”（{{path}}）是 Atrium 的一部分，将在后续版本中建设。此页面目前没有任何真实数据。',
  },
  account: {
    profile: '个人资料',
    avatar: '头像',
    nickname: '昵称',
    name: '姓名',
    phone: '电话',
    email: '邮箱',
    save: '保存',
    password: '密码',
    oldPassword: '当前密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    changePassword: '修改密码',
    passwordChanged: '密码已修改，其他登录会话已退出。',
  },
  expiry: {
    title: '您的服务即将到期',
    body: '您的服务将在 {{days}} 天后（{{date}}）到期，请联系运营人员续费。',
    ok: '知道了',
  },
  toast: { success: '操作成功', failed: '操作失败', network: '网络异常', networkRetry: '网络异常，请刷新重试' },
  time: { justNow: '刚刚', minutesAgo: '{{count}} 分钟前', hoursAgo: '{{count}} 小时前', oneDayAgo: '1 天前' },
  errorLog: { empty: '本次会话没有记录到错误。', message: '信息', page: '页面', time: '时间', clear: '清空' },
  palette: {
    open: '搜索',
    placeholder: '搜索页面、记录和操作…',
    pages: '页面',
    create: '新建',
    recent: '最近查看',
    records: '记录',
    goTo: '前往{{record}}：{{title}}',
    searching: '搜索中…',
    noMatches: '没有匹配项。',
    hint: '输入至少 2 个字符即可同时搜索记录。',
    keys: '↑↓ 选择 · Enter 打开 · Esc 关闭',
  },
  languages: { en: 'English', zh: '简体中文', zhEdu: '简体中文（教育）', es: 'Español', ja: '日本語' },
  /** Names of the seeded role codes; roles created later show their own name. */
  routes: routesZh,
};
