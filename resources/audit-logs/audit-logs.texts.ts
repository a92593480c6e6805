/** Audit log texts in every language. */
export const auditLogsTexts = {
  en: {
    title: 'Audit log',
    record: 'log entry',
    fields: { entity: 'Entity', record_id: 'Record id', action: 'Action', account_name: 'By', account_id: 'Account id', merchant_id: 'Merchant id', before: 'Before', after: 'After' },
    actions: { create: 'Created', update: 'Updated', delete: 'Deleted', restore: 'Restored', import: 'Imported', tag: 'Tagged' },
  },
  zh: {
    title: '操作日志',
    record: '日志',
    fields: { entity: '对象', record_id: '记录编号', action: '操作', account_name: '操作人', account_id: '账号编号', merchant_id: '商家编号', before: '修改前', after: '修改后' },
    actions: { create: '新建', update: '修改', delete: '删除', restore: '恢复', import: '导入', tag: '打标签' },
  },
  es: {
    title: 'Registro de auditoría',
    record: 'entrada',
    fields: { entity: 'Entidad', record_id: 'Id del registro', action: 'Acción', account_name: 'Por', account_id: 'Id de cuenta', merchant_id: 'Id de comerciante', before: 'Antes', after: 'Después' },
    actions: { create: 'Creado', update: 'Modificado', delete: 'Eliminado', restore: 'Restaurado', import: 'Importado', tag: 'Etiquetado' },
  },
  ja: {
    title: '監査ログ',
    record: 'ログ',
    fields: { entity: '対象', record_id: 'レコード ID', action: '操作', account_name: '操作者', account_id: 'アカウント ID', merchant_id: '加盟店 ID', before: '変更前', after: '変更後' },
    actions: { create: '作成', update: '更新', delete: '削除', restore: '復元', import: 'インポート', tag: 'タグ付け' },
  },
};
