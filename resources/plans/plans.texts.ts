import { plansEn } from './texts/en.ts';
import { plansEs } from './texts/es.ts';
import { plansJa } from './texts/ja.ts';
import { plansZh } from './texts/zh.ts';

type Shared = typeof plansEn;
const titled = (shared: Shared, title: string, record: string, records: string) => ({ ...shared, title, record, records });

/** Plans, halls and both kinds of template: one text set a language (texts/), titled per resource. */
export const plansTexts = {
  en: {
    plans: titled(plansEn, 'Plans', 'plan', 'plans'),
    halls: titled(plansEn, 'Halls', 'hall', 'halls'),
    'hall-templates': titled(plansEn, 'Hall templates', 'hall template', 'hall templates'),
    'plan-templates': titled(plansEn, 'Real-time rendering plan templates', 'plan template', 'plan templates'),
  },
  zh: {
    plans: titled(plansZh, '方案管理', '方案', '方案'),
    halls: titled(plansZh, '展厅管理', '展厅', '展厅'),
    'hall-templates': titled(plansZh, '展厅模板', '展厅模板', '展厅模板'),
    'plan-templates': titled(plansZh, '实时渲染方案模板', '方案模板', '方案模板'),
  },
  es: {
    plans: titled(plansEs, 'Planos', 'plano', 'planos'),
    halls: titled(plansEs, 'Salas', 'sala', 'salas'),
    'hall-templates': titled(plansEs, 'Plantillas de sala', 'plantilla de sala', 'plantillas de sala'),
    'plan-templates': titled(plansEs, 'Plantillas de planos con renderización en tiempo real', 'plantilla de plano', 'plantillas de plano'),
  },
  ja: {
    plans: titled(plansJa, 'プラン', 'プラン', 'プラン'),
    halls: titled(plansJa, '展示ホール', '展示ホール', '展示ホール'),
    'hall-templates': titled(plansJa, '展示ホールテンプレート', '展示ホールテンプレート', '展示ホールテンプレート'),
    'plan-templates': titled(plansJa, 'リアルタイムレンダリングプランテンプレート', 'プランテンプレート', 'プランテンプレート'),
  },
};
